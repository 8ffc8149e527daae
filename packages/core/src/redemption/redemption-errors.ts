import { type FlowError, flowError, toFlowError } from '../shared/errors';
import type { BlockedReason } from './redemption.types';

/**
 * Whether a failed use means the voucher has expired: the service's id 1409 (docs/wire-format.md,
 * "Errors"), or a `code_expired` kind.
 */
export function isVoucherExpired(error: unknown): boolean {
  const { kind, id } = (error ?? {}) as { kind?: unknown; id?: unknown };
  return kind === 'code_expired' || Number(id) === 1409;
}

/** The error an expired voucher shows (`code_expired`), with the status the service answered. */
export function expiredVoucherError(error: unknown): FlowError {
  return { ...toFlowError(error), kind: 'code_expired' };
}

/** The error shown when an entry is refused: `unsafe_url` for an address that fails the policy, else `not_openable`. */
export function refusalError(blockedBy: BlockedReason): FlowError {
  return flowError(blockedBy === 'unsafeUrl' ? 'unsafe_url' : 'not_openable');
}
