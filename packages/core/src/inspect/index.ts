export { collectSecrets, redacted, redactSecrets } from './redact-secrets';
export { createRedactingInspector } from './redacting-inspector';
