/**
 * The delay until the whole seconds left to any of `deadlines` change, when the clock reads `now`
 * (a second at most): the nearest deadline's, so a countdown shown in seconds ticks once a second and
 * every deadline gets a tick exactly when it passes. `undefined` once all have passed.
 *
 * @example msUntilNextTick([10_400, 12_000], 9_000) // 400: then 1 s is left to 10 400, the nearest
 */
export function msUntilNextTick(deadlines: readonly number[], now: number): number | undefined {
  let next: number | undefined;
  for (const deadline of deadlines) {
    const left = deadline - now;
    if (left > 0) next = Math.min(next ?? 1_000, ((left - 1) % 1_000) + 1);
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
