export { redacted, redactSecrets } from './redact-secrets';
export { createRedactingInspector, type InspectionReceiver } from './redacting-inspector';
