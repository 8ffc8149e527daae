/**
 * Vue bindings for loyalty-flows: a plugin for the client and one composable per flow, with the types
 * and texts a component needs.
 */

export type {
  Contact,
  FlowErrorKind,
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
} from '@loyalty-flows/core';
export {
  en,
  formatMessage,
  getNotificationsView,
  getOtpView,
  getRedemptionView,
  normalizeOtpCode,
  th,
} from '@loyalty-flows/core';
export * from './composables';
export { createLoyalty, type LoyaltySettings } from './loyalty-plugin';
export { useFlowView } from './use-flow';
