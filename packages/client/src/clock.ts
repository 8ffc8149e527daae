import type { LoyaltyClientOptions } from './options';

/**
 * The client's clock: the `now` option, else `Date.now` read at each call (so fake timers installed
 * after the client was created still apply).
 */
export function clockOf({ now }: Pick<LoyaltyClientOptions, 'now'>): () => number {
  return now ?? (() => Date.now());
}
