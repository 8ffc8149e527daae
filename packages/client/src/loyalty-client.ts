import { defaultServiceTimeZone, wallClockToInstant } from '@loyalty-flows/domain';
import { clockOf } from './clock';
import { type NotificationsResource, notificationsResource } from './notifications';
import type { LoyaltyClientOptions } from './options';
import { type OtpResource, otpResource } from './otp';
import { type RedemptionsResource, redemptionsResource } from './redemptions';
import { createTransport } from './transport';

/** The client: one resource per area of the service. */
export interface LoyaltyClient {
  otp: OtpResource;
  redemptions: RedemptionsResource;
  notifications: NotificationsResource;
}

/**
 * Creates a client for the loyalty service. It satisfies the port of `@loyalty-flows/core`'s machines.
 *
 * @example
 * ```ts
 * const client = createLoyaltyClient({
 *   baseURL: 'http://127.0.0.1:8787',
 *   subscriptionKey: 'sandbox-subscription-key',
 *   appId: 'sandbox-app',
 *   token: 'sandbox-token',
 * });
 * const { refCode } = await client.otp.request({ contactNumber: '0812345678' });
 * ```
 */
export function createLoyaltyClient(options: LoyaltyClientOptions): LoyaltyClient {
  const { serviceTimeZone = defaultServiceTimeZone } = options;
  // An unknown time zone throws its RangeError here, not at the first list.
  wallClockToInstant(0, serviceTimeZone);
  const send = createTransport(options);
  return {
    otp: otpResource(send, options),
    redemptions: redemptionsResource(send, options, serviceTimeZone),
    notifications: notificationsResource(send, serviceTimeZone, clockOf(options)),
  };
}
