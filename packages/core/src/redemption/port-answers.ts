import type { PortErrorLike, RedemptionUse } from '../shared/port';
import type { ListedRedemption } from './redemption.types';

// Thrown in the port's own error shape, so `toFlowError` turns it into a `parse` error like any other.
const unreadable: PortErrorLike = { kind: 'parse' };

/**
 * The history page a port answered, each entry without what the list must not show, or a thrown
 * `parse` error when it is not an array of entries with a string `redeemKey` (the port is typed, but
 * a wrong answer must fail the load, not the machine). A listed voucher's serial shows only after the
 * use operation refreshed it, so the serial, the messages that embed it, the client's `raw` wire
 * object and the redeem key (`campaignId_serial`) are dropped here; `idOf` gives the opaque id that
 * stands for the key. Snapshots and inspector events never carry the codes of vouchers nobody opened.
 */
export function readHistoryPage(answer: unknown, idOf: (redeemKey: string) => string): ListedRedemption[] {
  if (!Array.isArray(answer) || !answer.every((entry) => typeof entry?.redeemKey === 'string')) {
    throw unreadable;
  }
  return answer.map(
    ({ redeemKey, serial: _serial, message: _message, messageEN: _messageEN, raw: _raw, ...shown }) => ({
      id: idOf(redeemKey),
      ...shown,
    }),
  );
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
