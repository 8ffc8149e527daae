// Redaction of what an inspector sees: its own entry (`@loyalty-flows/core/inspect`), so only apps
// that inspect bundle it.

// Each flow's public event types (what a review page may send it), for the apps that inspect.
export { notificationsEventTypes } from '../notifications/notifications.events';
export { otpEventTypes } from '../otp/otp.events';
export { redemptionEventTypes } from '../redemption/redemption.events';
export type { RedactingInspector } from '../shared/redacting-mark';
// The flows' deadline fields with their labels, for a review page's deadline bars.
export { flowDeadlineLabels } from './deadline-labels';
export { flowEventTypes } from './flow-event-types';
export { redacted, redactSecrets } from './redact-secrets';
export { createRedactingInspector, type InspectionReceiver } from './redacting-inspector';
// Each flow state's description in Thai, for a review page read in Thai.
export { flowStateDescriptionsTh } from './state-descriptions-th';
