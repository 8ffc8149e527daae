/**
 * The sandbox's clock. It runs with real time (so countdowns tick in a browser) shifted by an offset
 * that tests move through `/__sandbox/clock`; every expiry, cooldown, lock and `CurrentDate` reads it.
 * A test that compares screens across runs can stop it: it then stands at one instant (data seeded then,
 * every `CurrentDate` and `expireIn` the same) until it is advanced, set again or reset.
 */
export interface SandboxClock {
  /** Epoch ms. */
  now(): number;
  advance(ms: number): void;
  /** Sets the clock to `now`; `stopped`, it stays there until advanced, set again or reset. */
  set(now: number, options?: { stopped?: boolean }): void;
  /** Back to real time, running. */
  reset(): void;
}

/** Creates a {@link SandboxClock} that starts at real time. */
export function createClock(realNow: () => number = Date.now): SandboxClock {
  let offsetMs = 0;
  let stoppedAt: number | undefined;
  return {
    now: () => stoppedAt ?? realNow() + offsetMs,
    advance(ms) {
      if (stoppedAt === undefined) offsetMs += ms;
      else stoppedAt += ms;
    },
    set(now, { stopped = false } = {}) {
      offsetMs = now - realNow();
      stoppedAt = stopped ? now : undefined;
    },
    reset() {
      offsetMs = 0;
      stoppedAt = undefined;
    },
  };
}

/** Epoch seconds, the unit of every date on the wire. */
export function toEpochSeconds(ms: number): number {
  return Math.floor(ms / 1000);
}
