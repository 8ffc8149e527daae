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
  /**
   * A fixed access token (`Authorization: token <T>`). Give this or `getToken`; with neither (or an
   * empty token) no `Authorization` header is sent (docs/wire-format.md, O7).
   */
  token?: string;
  /**
   * Called before every request, so a refreshed token is used. When it throws or rejects, the call
   * fails with a `LoyaltyError` — `unauthorized` when what it threw has status 401/403 (or kind
   * `unauthorized`), else `unknown` — that carries nothing of the thrown value, and nothing is sent.
   */
  getToken?: () => string | undefined | Promise<string | undefined>;
  /** Sent as `device_app_id` on the redemption list. Default: `appId`. */
  deviceAppId?: string;
  /** Sent as `uuid` on the OTP request (the device's id). */
  uuid?: string;
  /** Path of the verify operation. Default `/api/auth/svc_authen`. */
  verifyPath?: string;
  /** Abort each attempt of a request after this many ms (a retried list gets a fresh timeout). Default 15 000. */
  timeoutMs?: number;
  /**
   * The IANA time zone whose wall clock the service writes its dates in (they arrive as local time
   * written as if UTC; docs/wire-format.md, T8). Dates are turned into true instants with it.
   * Default `'Asia/Bangkok'`. An unknown zone throws a `RangeError` when the client is created.
   */
  serviceTimeZone?: string;
  /**
   * How long a code lives when the OTP answer names no expiry (docs/wire-format.md, O2), counted
   * from the answer's arrival. Default 180 000 (`otpDefaults.lifetimeMs`).
   */
  otpLifetimeMs?: number;
  /**
   * The clock of the deadlines the client computes: a 429's `retryAt` from Retry-After seconds, a
   * code's expiry counted from the answer's arrival, a voucher's countdown start. Default `Date.now`.
   * A design review moves it ahead together with the machines' clock, so a Retry-After follows the
   * same time as the deadlines it is compared with.
   */
  now?: () => number;
  /** A `fetch` to use instead of the global one. */
  fetch?: typeof fetch;
  /** Called when the service refuses the token (401) or ends the session (ids 1905, 2076). */
  onUnauthorized?: (error: LoyaltyError) => void;
}
