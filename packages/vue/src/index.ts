/**
 * Vue bindings for loyalty-flows: a plugin for the client and one composable per flow, with the types
 * and texts a component needs.
 */

export type {
  Contact,
  FlowErrorKind,
  Messages,
  NotificationsFlowOptions,
  NotificationsView,
  OtpFlowOptions,
  OtpView,
  RedemptionEntryView,
  RedemptionFlowOptions,
  RedemptionView,
  Select,
  ViewError,
} from '@loyalty-flows/core';
export {
  en,
  formatMessage,
  getNotificationsView,
  getOtpView,
  getRedemptionView,
  th,
} from '@loyalty-flows/core';
export * from './composables';
export { createLoyalty, type LoyaltySettings } from './loyalty-plugin';
export { useFlowView } from './use-flow';
