/**
 * A typed client for the loyalty service's OTP, redemption and notification operations.
 */

export { createLoyaltyClient, type LoyaltyClient } from './loyalty-client';
export { LoyaltyError, type LoyaltyErrorDetails, type LoyaltyErrorKind } from './loyalty-error';
export type { NotificationsResource } from './notifications';
export type { LoyaltyClientOptions } from './options';
export type { OtpResource } from './otp';
export type { RedemptionsResource } from './redemptions';
export type * from './types';
