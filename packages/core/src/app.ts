/**
 * What an app using a framework binding needs besides the hooks: the views' types, the view functions
 * for picking part of a view, the texts, and the code normaliser. `@loyalty-flows/react` and
 * `@loyalty-flows/vue` re-export exactly this, so both bindings offer the same surface.
 */

export type {
  ConnectivityPort,
  Contact,
  FlowErrorKind,
  FlowStorage,
  MessageKey,
  Messages,
  NotificationTarget,
  Select,
  Symbology,
  ViewError,
  VisibilityPort,
} from './index';
export { en, formatMessage, normalizeOtpCode } from './index';
export type { RedactingInspector } from './inspect';
export { getNotificationsView, type NotificationsFlowOptions, type NotificationsView } from './notifications';
export { getOtpView, type OtpFlowOptions, type OtpView } from './otp';
export {
  getRedemptionView,
  type RedemptionContent,
  type RedemptionEntryView,
  type RedemptionFlowOptions,
  type RedemptionView,
} from './redemption';
export { th } from './shared/messages-th';
