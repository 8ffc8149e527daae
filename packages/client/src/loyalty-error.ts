import type { ErrorKind } from '@loyalty-flows/domain';

/** Every way a call can fail (`unknown`: a failure the client could not classify). */
export type LoyaltyErrorKind = ErrorKind;

/** What is known about a failure besides its kind. */
export interface LoyaltyErrorDetails {
  /** HTTP status, when the service answered. */
  status?: number;
  /** The service's error id (2091 wrong code, 1409 expired voucher, …). */
  id?: string | number;
  /** The service's error code (it repeats the status). */
  code?: string | number;
  /** Epoch ms before which retrying is refused (from `Retry-After`). */
  retryAt?: number;
  /** For `invalid_input`: the field that was refused. */
  field?: string;
}

/**
 * The one error the client throws. Its message names the operation and the kind, never a value from
 * the request or the answer, so no token, key, code or serial can leak into logs.
 *
 * @example
 * ```ts
 * try {
 *   await client.otp.verify({ otp, refCode, contactNumber });
 * } catch (error) {
 *   if (error instanceof LoyaltyError && error.kind === 'wrong_code') showWrongCode();
 * }
 * ```
 */
export class LoyaltyError extends Error implements LoyaltyErrorDetails {
  override readonly name = 'LoyaltyError';
  declare readonly kind: LoyaltyErrorKind;
  declare readonly operation: string;
  declare readonly status?: number;
  declare readonly id?: string | number;
  declare readonly code?: string | number;
  declare readonly retryAt?: number;
  declare readonly field?: string;

  constructor(operation: string, kind: LoyaltyErrorKind, details: LoyaltyErrorDetails = {}) {
    const { status, id, code, retryAt, field } = details;
    const about = field ?? (status === undefined ? '' : `HTTP ${status}`);
    super(`${operation} failed: ${kind}${about && ` (${about})`}`);
    Object.assign(this, { operation, kind, status, id, code, retryAt, field });
  }
}
