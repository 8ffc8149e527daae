import { type NotificationsResource, notificationsResource } from './notifications';
import { type LoyaltyClientOptions, settingsOf } from './options';
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
  const settings = settingsOf(options);
  const send = createTransport(options);
  return {
    otp: otpResource(send, settings),
    redemptions: redemptionsResource(send, settings),
    notifications: notificationsResource(send, settings),
  };
}
