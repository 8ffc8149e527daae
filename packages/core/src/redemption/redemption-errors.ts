import { type FlowError, flowError, toFlowError } from '../shared/errors';
import type { BlockedReason } from './redemption.types';

/** The service's error id for "this voucher has expired" (wire-notes.md, "Errors"). */
const voucherExpiredId = 1409;

/** Whether a failed use means the voucher has expired: the service's id 1409, or a `code_expired` kind. */
export function isVoucherExpired(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { kind, id } = error as { kind?: unknown; id?: unknown };
  return kind === 'code_expired' || Number(id) === voucherExpiredId;
}

/** The error an expired voucher shows, with the status the service answered. */
export function expiredVoucherError(error: unknown): FlowError {
  return {
    ...toFlowError(error),
    kind: 'code_expired',
    message: 'This reward has expired and can no longer be used.',
  };
}

/** The error shown when an entry is refused: `unsafe_url` for an address that fails the policy, else `not_openable`. */
export function refusalError(blockedBy: BlockedReason): FlowError {
  return flowError(blockedBy === 'unsafeUrl' ? 'unsafe_url' : 'not_openable');
}
