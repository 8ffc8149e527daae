/**
 * The sandbox's clock. It runs with real time (so countdowns tick in a browser) shifted by an offset
 * that tests move through `/__sandbox/clock`; every expiry, cooldown, lock and `CurrentDate` reads it.
 */
export interface SandboxClock {
  /** Epoch ms. */
  now(): number;
  advance(ms: number): void;
  set(now: number): void;
  /** Back to real time. */
  reset(): void;
}

/** Creates a {@link SandboxClock} that starts at real time. */
export function createClock(realNow: () => number = Date.now): SandboxClock {
  let offsetMs = 0;
  return {
    now: () => realNow() + offsetMs,
    advance(ms) {
      offsetMs += ms;
    },
    set(now) {
      offsetMs = now - realNow();
    },
    reset() {
      offsetMs = 0;
    },
  };
}

/** Epoch seconds, the unit of every date on the wire. */
export function toEpochSeconds(ms: number): number {
  return Math.floor(ms / 1000);
}
