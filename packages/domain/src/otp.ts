import { asciiDigits } from './digits';

/**
 * The OTP rules the service leaves to configuration, as the sandbox and the machines default them
 * (docs/wire-format.md, O1 and A1): a code lives 180 s, the same contact may ask again after 60 s,
 * five wrong codes lock the input for 300 s.
 */
export const otpDefaults = {
  /** How long a code stays valid when the answer names no expiry. */
  lifetimeMs: 180_000,
  /** How long before the same contact may ask for another code (each SMS costs money). */
  resendCooldownMs: 60_000,
  /** Wrong codes accepted before the input is locked. */
  maxAttempts: 5,
  /** How long a lock lasts. */
  lockMs: 300_000,
} as const;

/**
 * A typed one-time code as the service takes it: six ASCII digits, or `undefined`. Thai (๐–๙) and
 * full-width digits become ASCII; spaces and dashes around or inside (`123 456`, `123-456`) are
 * dropped.
 *
 * @example
 * ```ts
 * normalizeOtpCode(' ๑๒๓ ๔๕๖ '); // '123456'
 * normalizeOtpCode('12345'); // undefined
 * ```
 */
export function normalizeOtpCode(typed: string): string | undefined {
  const code = asciiDigits(String(typed)).replace(/[\s-]/g, '');
  return /^\d{6}$/.test(code) ? code : undefined;
}

/** The answer to an OTP request. */
export interface OtpRequestResult {
  /**
   * The reference code to show beside the code input and to send back when verifying; `undefined`
   * when the service sent none (docs/wire-format.md, O2).
   */
  refCode?: string;
  /**
   * Epoch ms at which the code stops being valid: the service's `expiredate`, or the arrival of the
   * answer plus the configured lifetime when it sent none.
   */
  expiresAt: number;
}

/** The answer to a correct code. */
export interface OtpVerifyResult {
  /** The session token, when the service sent one. */
  token?: string;
}
