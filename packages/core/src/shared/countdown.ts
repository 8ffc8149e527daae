/**
 * Ms left until `expiresAt` (epoch ms on the server's clock) when the device's clock reads `deviceNow`
 * and the server's clock runs `serverOffsetMs` ahead of it. Negative once passed. Countdowns run on the
 * server's clock because the device's may be set wrong (docs/wire-format.md, R13).
 */
export function remainingMs(expiresAt: number, deviceNow: number, serverOffsetMs: number): number {
  return expiresAt - (deviceNow + serverOffsetMs);
}

/**
 * The delay until the whole seconds left change (a second at most), so a countdown shown in seconds
 * ticks once a second and its last tick lands exactly on zero.
 *
 * @example msUntilNextSecond(2_500) // 500
 */
export function msUntilNextSecond(remaining: number): number {
  return remaining <= 0 ? 0 : ((remaining - 1) % 1000) + 1;
}

/**
 * The server's clock minus the device's, measured now from an answer's `CurrentDate`; the previous
 * offset when the answer carries none.
 */
export function serverOffset(serverNow: number | undefined, deviceNow: number, previous: number): number {
  return serverNow === undefined ? previous : serverNow - deviceNow;
}
