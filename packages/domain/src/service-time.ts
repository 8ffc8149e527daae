/** The time zone whose wall clock the service writes its dates in (docs/wire-format.md, T8). */
export const defaultServiceTimeZone = 'Asia/Bangkok';

const formats = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in ms (from its `GMT+07:00` name). */
function offsetAt(timeZone: string, instant: number): number {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' });
    formats.set(timeZone, format);
  }
  const [, sign, hours, minutes] = /([+-])(\d+):(\d+)/.exec(format.format(instant)) ?? [];
  return sign ? Number(`${sign}1`) * (Number(hours) * 60 + Number(minutes)) * 60_000 : 0;
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
