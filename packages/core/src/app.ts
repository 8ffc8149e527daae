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
  NotificationsFlowOptions,
  NotificationsView,
  NotificationTarget,
  OtpFlowOptions,
  OtpView,
  RedemptionContent,
  RedemptionEntryView,
  RedemptionFlowOptions,
  RedemptionView,
  Select,
  Symbology,
  ViewError,
  VisibilityPort,
} from './index';
export {
  en,
  formatMessage,
  getNotificationsView,
  getOtpView,
  getRedemptionView,
  normalizeOtpCode,
} from './index';
export { th } from './shared/messages-th';
