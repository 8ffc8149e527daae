/**
 * Public types of the sandbox: its options, what it returns, and the shapes of its developer routes.
 */

/** The channel that carries one-time passwords. */
export type OtpChannel = 'sms' | 'email';

/** One code "sent" by the sandbox: what a developer would find in the SMS or e-mail inbox. */
export interface OutboxMessage {
  channel: OtpChannel;
  /** The contact as the request spelled it (trimmed). */
  to: string;
  /** The six-digit code. */
  code: string;
  /** The reference code returned to the client as `refcode`. */
  refCode: string;
  /** Epoch ms on the sandbox clock. */
  sentAt: number;
  /** Epoch ms on the sandbox clock after which the code is refused. */
  expiresAt: number;
}

/**
 * Which browser origins may read the sandbox's answers (CORS): `'loopback'` (the default) allows
 * `http(s)://127.0.0.1`, `localhost` and `[::1]` on any port; `'*'` allows every origin; a list
 * allows exactly those origins (`'http://127.0.0.1:5173'`); a function decides per origin.
 */
export type CorsOrigins = 'loopback' | '*' | readonly string[] | ((origin: string) => boolean);

/** Options of {@link createSandbox}; every one has a default. */
export interface SandboxOptions {
  /** Expected `Ocp-Apim-Subscription-Key`. Default `'sandbox-subscription-key'`. */
  subscriptionKey?: string;
  /** The application id to use (`App-Id`, `app_id`). Default `'sandbox-app'`. */
  appId?: string;
  /** The demo user's token, accepted in `Authorization: token <T>`. Default `'sandbox-token'`. */
  token?: string;
  /** How long a code stays valid. Default 180 000 ms. */
  otpLifetimeMs?: number;
  /** How long after a code before the same contact may ask again (429 + `Retry-After`). Default 60 000 ms. */
  resendCooldownMs?: number;
  /**
   * Wrong codes one contact may enter within `wrongCodeWindowMs`, however many codes it asked for;
   * the last one locks the contact (429). Default 5.
   */
  maxWrongCodes?: number;
  /** The window over which wrong codes are counted. Default 600 000 ms (10 minutes). */
  wrongCodeWindowMs?: number;
  /** How long a lock lasts. Default 300 000 ms. */
  lockMs?: number;
  /** Whether codes go by SMS (contact numbers) or e-mail (addresses). Default `'sms'`. */
  channel?: OtpChannel;
  /**
   * Whether the OTP answer carries `expiredate`. The platform's own response table makes both of its
   * fields optional and one shipped app reads only `refcode` (docs/wire-format.md, O2); `false` plays
   * that answer. Default `true`.
   */
  otpExpireDate?: boolean;
  /**
   * Request bodies larger than this are refused with 413, once the rest is read and dropped (up to
   * 32 MiB more; a body declared larger is refused at once). Default 16 384 bytes.
   */
  maxBodyBytes?: number;
  /**
   * The sandbox's own address as a browser reaches it, for the links it hands out (the `Website` of
   * Interface entries, link notifications). Default: the origin of each request.
   */
  publicUrl?: string;
  /**
   * The service's time zone: absolute dates on the wire are its wall-clock time written as if UTC
   * (docs/wire-format.md, T8). Default `'Asia/Bangkok'`.
   */
  serviceTimeZone?: string;
  /** Browser origins allowed to call the sandbox (CORS). Default `'loopback'`. */
  corsOrigins?: CorsOrigins;
  /** Called with every code sent (the CLI prints it like a development inbox). */
  onCodeSent?: (message: OutboxMessage) => void;
}

/** What a client must send to be let in (contract section 5). */
export interface SandboxCredentials {
  subscriptionKey: string;
  appId: string;
  /** The demo user's token. */
  token: string;
}

/** A sandbox served over HTTP by {@link serveSandbox}. */
export interface RunningSandbox {
  /** Base URL without a trailing slash, for example `http://127.0.0.1:8787`. */
  url: string;
  port: number;
  credentials: SandboxCredentials;
  /** Stops listening and closes open connections. */
  close(): Promise<void>;
}

/** The contract routes, as named in fault injection and the request log. */
export type SandboxRoute =
  | 'otp.request'
  | 'otp.verify'
  | 'redeem.list'
  | 'redeem.use'
  | 'noti.list'
  | 'noti.read';

/** How an injected fault answers (see {@link SandboxFault}). */
export type SandboxFaultKind =
  | 'status'
  | 'gateway'
  | 'rate_limited'
  | 'error_in_200'
  | 'success_false'
  | 'malformed_json'
  | 'drop'
  | 'latency';

/**
 * A fault for `POST /__sandbox/faults`: the next `times` requests to `route` get it instead of (or,
 * for `latency`, before) the normal answer.
 *
 * @example
 * ```ts
 * const fault: SandboxFault = { route: 'redeem.list', kind: 'status', status: 503, times: 2 };
 * ```
 */
export interface SandboxFault {
  route: SandboxRoute;
  kind: SandboxFaultKind;
  /** HTTP status for `status` (default 500) and `gateway` (default 502); the body's `code` for `error_in_200` (default 500). */
  status?: number;
  /** Delay before the normal answer, for `latency` (default 1000 ms). */
  latencyMs?: number;
  /** `Retry-After` seconds for `rate_limited` (default 30). */
  retryAfterSeconds?: number;
  /** How many requests it hits (default 1); 0 means until cleared. */
  times?: number;
  /**
   * The service error `id` for `status` and `error_in_200` (default: the status). Lets a test play
   * the service's reasons, for example 409 with id 1905 (session dead).
   */
  errorId?: number | string;
}

/** One contract request the sandbox received (`GET /__sandbox/requests`). */
export interface RequestRecord {
  route: SandboxRoute;
  method: string;
  /** The request path without its query. */
  path: string;
  /** Epoch ms on the sandbox clock. */
  at: number;
}
