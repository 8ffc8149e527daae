/**
 * React bindings for loyalty-flows: a provider for the client and one hook per flow. Re-exports
 * `@loyalty-flows/core`.
 */

export * from '@loyalty-flows/core';
export { LoyaltyProvider, type LoyaltySettings } from './loyalty-provider';
export { type Select, useFlowView } from './use-flow';
export { type UseNotificationsOptions, useNotifications } from './use-notifications';
export { type UseOtpOptions, useOtp } from './use-otp';
export { type UseRedemptionsOptions, useRedemptions } from './use-redemptions';
