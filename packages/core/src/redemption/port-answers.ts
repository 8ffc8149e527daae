import type { PortErrorLike, Redemption, RedemptionUse } from '../shared/port';

// Thrown in the port's own error shape, so `toFlowError` turns it into a `parse` error like any other.
const unreadable: PortErrorLike = { kind: 'parse' };

/**
 * The history page a port answered, each entry without what the list must not show, or a thrown
 * `parse` error when it is not an array of entries with a string `redeemKey` (the port is typed, but
 * a wrong answer must fail the load, not the machine). A listed voucher's serial (and the message
 * that embeds it) shows only after the use operation refreshed it, so both are dropped here, with
 * the client's `raw` wire object: snapshots and inspector events never carry the codes of vouchers
 * nobody opened.
 */
export function readHistoryPage(answer: unknown): Redemption[] {
  if (!Array.isArray(answer) || !answer.every((entry) => typeof entry?.redeemKey === 'string')) {
    throw unreadable;
  }
  return answer.map(({ serial: _serial, message: _message, raw: _raw, ...shown }) => shown);
}

/**
 * The use operation's answer without the client's `raw` wire object, or a thrown `parse` error when it
 * is not an object.
 */
export function readUseResult(answer: unknown): RedemptionUse {
  if (typeof answer !== 'object' || answer === null) throw unreadable;
  const { raw: _raw, ...result } = answer as RedemptionUse & { raw?: unknown };
  return result;
}
