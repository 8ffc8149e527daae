import { campaignTypeCodes, isExpired, type StoredRedemption } from './redemption';

/** What the use operation led to. */
export type UseOutcome =
  | { kind: 'used'; entry: StoredRedemption }
  | { kind: 'notFound' }
  | { kind: 'expired' }
  | { kind: 'notUsable' };

/**
 * Uses `entry` at `now`. Expiry is checked first, for every type (docs/wire-format.md, R7): an
 * expired entry answers 409 / 1409 (A2). Draw entries and parcels have no use action (R8, R10).
 * The first use of a voucher stamps `UsedDate` and starts its `MinutesValidAfterUsed` window;
 * later calls change nothing and so report the time that is left (A3). Interface entries answer
 * with their data.
 */
export function useRedemption(entry: StoredRedemption | undefined, now: number): UseOutcome {
  if (entry === undefined) return { kind: 'notFound' };
  if (isExpired(entry, now)) return { kind: 'expired' };
  if (entry.type === campaignTypeCodes.draw || entry.parcel !== null) return { kind: 'notUsable' };
  if (entry.type === campaignTypeCodes.interface || entry.usedDate !== null) return { kind: 'used', entry };
  entry.usedDate = now;
  entry.useCount += 1;
  if (entry.minutesValidAfterUsed > 0) entry.expiresAt = now + entry.minutesValidAfterUsed * 60_000;
  return { kind: 'used', entry };
}
