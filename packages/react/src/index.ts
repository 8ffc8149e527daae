'use client';
/**
 * React bindings for loyalty-flows: a provider for the client and one hook per flow, with the types
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
export * from './hooks';
export { LoyaltyProvider, type LoyaltySettings } from './loyalty-provider';
export { useFlowView } from './use-flow';
