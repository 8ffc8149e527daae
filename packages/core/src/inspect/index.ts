// Redaction of what an inspector sees: its own entry (`@loyalty-flows/core/inspect`), so only apps
// that inspect bundle it.
export { redacted, redactSecrets } from './redact-secrets';
export { createRedactingInspector, type InspectionReceiver } from './redacting-inspector';
export type { RedactingInspector } from './redacting-mark';
