/**
 * Vue bindings for loyalty-flows: a plugin for the client and one composable per flow. Re-exports
 * `@loyalty-flows/core`.
 */

export * from '@loyalty-flows/core';
export {
  type UseNotificationsOptions,
  type UseOtpOptions,
  type UseRedemptionsOptions,
  useNotifications,
  useOtp,
  useRedemptions,
} from './composables';
export { createLoyalty, type LoyaltySettings } from './loyalty-plugin';
export { type Select, useFlow, useFlowView } from './use-flow';
