import { instantToWallClock } from '@loyalty-flows/domain';

/** What turning stored data into a wire answer needs besides the data. */
export interface WireContext {
  /** The sandbox clock, epoch ms (a true instant). */
  now: number;
  /** The service's time zone (dates are its wall clock written as if UTC). */
  timeZone: string;
  /** The sandbox's origin as the client reaches it, for the links it hands out. */
  origin: string;
}

/**
 * A date as the service writes it (docs/wire-format.md, T8): epoch seconds of its wall-clock time
 * in `timeZone` read as if UTC, so 09:00 in Bangkok is sent as 09:00 UTC. A missing date is `0`,
 * "not set" (T7).
 */
export function wireDate(instantMs: number | null, timeZone: string): number {
  return instantMs === null ? 0 : Math.floor(instantToWallClock(instantMs, timeZone) / 1000);
}
