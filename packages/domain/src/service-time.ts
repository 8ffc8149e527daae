/** The time zone whose wall clock the service writes its dates in (docs/wire-format.md, T8). */
export const defaultServiceTimeZone = 'Asia/Bangkok';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone`'s wall clock is ahead of UTC at `instant` (ms; whole seconds). */
function offsetAt(timeZone: string, instant: number): number {
  let format = formatters.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  const part: Record<string, number> = {};
  for (const { type, value } of format.formatToParts(instant)) part[type] = Number(value);
  const wall = Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day, part.hour, part.minute, part.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The true instant of a service date. The service writes dates as its local wall-clock time
 * (`Asia/Bangkok`) read as if it were UTC, so a redemption at 09:00 in Bangkok arrives as 09:00 UTC
 * (docs/wire-format.md, T8). Throws a `RangeError` for an unknown time zone.
 *
 * @example
 * ```ts
 * wallClockToInstant(Date.UTC(2026, 0, 1, 9), 'Asia/Bangkok') === Date.UTC(2026, 0, 1, 2); // true
 * ```
 */
export function wallClockToInstant(wallMs: number, timeZone: string = defaultServiceTimeZone): number {
  // Two passes find the offset in force at the instant itself, also across a daylight-saving change.
  const guess = wallMs - offsetAt(timeZone, wallMs);
  return wallMs - offsetAt(timeZone, guess);
}

/**
 * The service's way of writing an instant: its wall-clock time in `timeZone`, as if it were UTC
 * (the inverse of {@link wallClockToInstant}; what a stand-in for the service sends).
 *
 * @example
 * ```ts
 * instantToWallClock(Date.UTC(2026, 0, 1, 2), 'Asia/Bangkok') === Date.UTC(2026, 0, 1, 9); // true
 * ```
 */
export function instantToWallClock(instantMs: number, timeZone: string = defaultServiceTimeZone): number {
  return instantMs + offsetAt(timeZone, instantMs);
}
