import type { PortErrorLike, Redemption, RedemptionUse } from '../shared/port';

// Thrown in the port's own error shape, so `toFlowError` turns it into a `parse` error like any other.
const unreadable: PortErrorLike = { kind: 'parse' };

/*
 * Only the fields the flow shows are kept. A listed voucher's serial (and the message that embeds it)
 * shows only after the use operation refreshed it, so it is dropped here, with the client's `raw` wire
 * object: snapshots and inspector events then never carry the codes of vouchers nobody opened.
 */
const listedFields = [
  'redeemKey',
  'name',
  'campaignType',
  'status',
  'barcode',
  'redeemedAt',
  'expiresAt',
  'serverNow',
  'url',
] as const satisfies ReadonlyArray<keyof Redemption>;
const useFields = ['serial', 'message', 'expiresAt', 'serverNow'] as const satisfies ReadonlyArray<
  keyof RedemptionUse
>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function pick<T>(source: Record<string, unknown>, fields: readonly string[]): T {
  const picked: Record<string, unknown> = {};
  for (const field of fields) if (source[field] !== undefined) picked[field] = source[field];
  return picked as T;
}

/**
 * The history page a port answered, each entry reduced to what the list shows, or a thrown `parse`
 * error when it is not an array of entries with a string `redeemKey`. The port is typed, but a wrong
 * answer must fail the load, not the machine.
 */
export function readHistoryPage(answer: unknown): Redemption[] {
  if (
    !Array.isArray(answer) ||
    !answer.every((entry) => isObject(entry) && typeof entry.redeemKey === 'string')
  ) {
    throw unreadable;
  }
  return answer.map((entry: Record<string, unknown>) => pick<Redemption>(entry, listedFields));
}

/** The use operation's answer reduced to what the detail shows, or a thrown `parse` error when it is not an object. */
export function readUseResult(answer: unknown): RedemptionUse {
  if (!isObject(answer)) throw unreadable;
  return pick<RedemptionUse>(answer, useFields);
}
