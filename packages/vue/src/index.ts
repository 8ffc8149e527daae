/**
 * Vue bindings for loyalty-flows: a plugin for the client and one composable per flow. Re-exports
 * `@loyalty-flows/core`.
 */

export * from '@loyalty-flows/core';
export { createLoyalty, type LoyaltySettings } from './loyalty-plugin';
export { type Select, useFlowView } from './use-flow';
export { type UseNotificationsOptions, useNotifications } from './use-notifications';
export { type UseOtpOptions, useOtp } from './use-otp';
export { type UseRedemptionsOptions, useRedemptions } from './use-redemptions';
