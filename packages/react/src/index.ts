'use client';
/**
 * React bindings for loyalty-flows: a provider for the client and one hook per flow, with the types
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
export * from './hooks';
export { LoyaltyProvider, type LoyaltySettings } from './loyalty-provider';
export { useFlowView } from './use-flow';
