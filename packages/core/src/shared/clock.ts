import { type AnyActorRef, type EventObject, fromCallback } from 'xstate';
import { msUntilNextTick } from './countdown';

/** The event a ticker sends its parent: the clock's reading, so guards and views stay pure. */
export interface ClockTick {
  type: 'CLOCK.TICK';
  /** Epoch ms on the provided clock. */
  now: number;
}

/** What a ticker runs until: an epoch ms deadline on the provided clock. */
export interface TickerInput {
  /** The last deadline: the ticker stops once it has passed. */
  until: number;
  /**
   * Every deadline a countdown shows, `until` among them (default: `until` alone). A tick lands
   * whenever the whole seconds left to any of them change, so each is noticed as it passes, not at
   * the next second of another.
   */
  deadlines?: number[];
}

/**
 * A ticker on the clock `now`: sends `CLOCK.TICK` at once and then whenever the whole seconds left to
 * any deadline change (each deadline's own last tick lands on it), until `until` has passed. An
 * invoked actor rather than an `after` delay: a snapshot restored while a countdown runs restarts
 * invoked actors but not delayed events, so the countdown goes on. Environment factories provide it
 * (`createOtpMachine({ client, now })`); machines only name it.
 *
 * @example otpMachine.provide({ actors: { ticker: createTicker(Date.now) } })
 */
export function createTicker(now: () => number) {
  return fromCallback<EventObject, TickerInput>(({ input, sendBack }) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const reading = now();
      sendBack({ type: 'CLOCK.TICK', now: reading } satisfies ClockTick);
      const next = msUntilNextTick(input.deadlines ?? [input.until], reading);
      if (next !== undefined) timer = setTimeout(tick, next);
    };
    tick();
    return () => clearTimeout(timer);
  });
}

/**
 * The action that reads the clock `now` when an event is handled, sends the machine that reading
 * (`CLOCK.TICK`) and then the event once more, to be decided on it; an event it sent is not sent
 * again. A machine names it where the last tick held an event back (a resend at the cooldown's end):
 * the event is then decided on the time it came, not on that tick, which may be up to a second (or a
 * throttled timer) behind. The machine's `transition()` only lists the action; this runs it.
 *
 * @example otpMachine.provide({ actions: { readClock: createClockReader(Date.now) } })
 */
export function createClockReader(now: () => number) {
  const again = new WeakSet<EventObject>();
  return ({ event, self }: { event: EventObject; self: AnyActorRef }) => {
    if (again.has(event)) return;
    const copy = { ...event };
    again.add(copy);
    self.send({ type: 'CLOCK.TICK', now: now() } satisfies ClockTick);
    self.send(copy);
  };
}

/**
 * Resolves once `ms` have passed on the timers and the clock `now` has reached `until` (epoch ms), or
 * never if `signal` aborts first. The clock is read again when a timer fires and at least once a
 * second until then, so the wait ends on `until` as that clock reads it: not early when a timer fires
 * before it (Node's may, by a millisecond) or the clock is set back, not late when it is set forward.
 *
 * @example await waitOnClock(Date.now, { ms: 1_000, until: error.retryAt }, signal)
 */
export function waitOnClock(
  now: () => number,
  { ms, until }: { ms: number; until?: number },
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const untilDeadline = () => {
      const left = (until ?? 0) - now();
      if (left <= 0) resolve();
      else timer = setTimeout(untilDeadline, Math.min(left, 1_000));
    };
    timer = setTimeout(untilDeadline, ms);
    signal.addEventListener('abort', () => clearTimeout(timer));
  });
}

/** The ticker a machine names before an environment provides one: it never ticks. */
export const idleTicker = fromCallback<EventObject, TickerInput>(() => undefined);
