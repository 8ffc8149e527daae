/**
 * Where a redemption machine keeps the service's redeem keys, out of its context: a key is
 * `campaignId_serial` (docs/wire-format.md R15), so context, snapshots, inspection events and
 * the DOM carry an opaque id instead (`r1`, `r2`, … in the order the keys were first listed), and the
 * use call turns it back into the key. Ids are stable while the table lives (a refresh lists the same
 * ids). Each machine has its own unless given one (`createRedemptionMachine({ redeemKeys })`); a
 * snapshot restored into a machine whose table does not know its ids shows them until the list loads
 * again, and opening one fails with `not_found`, sending nothing.
 *
 * @example const redeemKeys = createRedeemKeys(); createRedemptionMachine({ client, redeemKeys });
 */
export interface RedeemKeys {
  /** The id of `redeemKey`, given on first sight. */
  idOf(redeemKey: string): string;
  /** The redeem key of `id`, if this table gave it. */
  keyOf(id: string): string | undefined;
}

/** A new, empty table of redeem keys (see {@link RedeemKeys}). */
export function createRedeemKeys(): RedeemKeys {
  const ids = new Map<string, string>();
  const keys = new Map<string, string>();
  return {
    idOf(redeemKey) {
      let id = ids.get(redeemKey);
      if (id === undefined) {
        id = `r${ids.size + 1}`;
        ids.set(redeemKey, id);
        keys.set(id, redeemKey);
      }
      return id;
    },
    keyOf: (id) => keys.get(id),
  };
}
