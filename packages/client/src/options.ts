import type { LoyaltyError } from './loyalty-error';

/**
 * Options of {@link createLoyaltyClient}.
 *
 * @example
 * ```ts
 * const options: LoyaltyClientOptions = {
 *   baseURL: 'http://127.0.0.1:8787',
 *   subscriptionKey: 'sandbox-subscription-key',
 *   appId: 'sandbox-app',
 *   getToken: () => session.token,
 * };
 * ```
 */
export interface LoyaltyClientOptions {
  /** The service's base URL, for example `https://api.example.com`. */
  baseURL: string;
  /** Sent as `Ocp-Apim-Subscription-Key`. */
  subscriptionKey: string;
  /** Sent as `App-Id` and `app_id`. */
  appId: string;
  /** A fixed access token (`Authorization: token <T>`). Give this or `getToken`. */
  token?: string;
  /** Called before every request, so a refreshed token is used. */
  getToken?: () => string | undefined | Promise<string | undefined>;
  /** Sent as `device_app_id` on the redemption list. Default: `appId`. */
  deviceAppId?: string;
  /** Sent as `uuid` on the OTP request (the device's id). */
  uuid?: string;
  /** Path of the verify operation. Default `/api/auth/svc_authen`. */
  verifyPath?: string;
  /** Abort a request after this many ms. Default 15 000. */
  timeoutMs?: number;
  /** A `fetch` to use instead of the global one. */
  fetch?: typeof fetch;
  /** Called when the service refuses the token (401) or ends the session (ids 1905, 2076). */
  onUnauthorized?: (error: LoyaltyError) => void;
}
