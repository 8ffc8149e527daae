/**
 * The delay until the whole seconds left change (a second at most), so a countdown shown in seconds
 * ticks once a second and its last tick lands exactly on zero.
 *
 * @example msUntilNextSecond(2_500) // 500
 */
function msUntilNextSecond(remaining: number): number {
  return remaining <= 0 ? 0 : ((remaining - 1) % 1000) + 1;
}

/**
 * The delay until the whole seconds left to any of `deadlines` change, when the clock reads `now`: the
 * nearest deadline's, so every deadline gets a tick exactly when it passes. `undefined` once all have
 * passed.
 *
 * @example msUntilNextTick([10_400, 12_000], 9_000) // 400: then 1 s is left to 10 400, the nearest
 */
export function msUntilNextTick(deadlines: readonly number[], now: number): number | undefined {
  let next: number | undefined;
  for (const deadline of deadlines) {
    const left = deadline - now;
    if (left > 0) next = Math.min(next ?? left, msUntilNextSecond(left));
  }
  return next;
}

/**
 * The server's clock minus the device's, measured now from an answer's `CurrentDate`; the previous
 * offset when the answer carries none.
 */
export function serverOffset(serverNow: number | undefined, deviceNow: number, previous: number): number {
  return serverNow === undefined ? previous : serverNow - deviceNow;
}
