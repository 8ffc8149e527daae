import { type EventObject, fromCallback } from 'xstate';
import { msUntilNextSecond } from './countdown';

/** The event a ticker sends its parent: the clock's reading, so guards and views stay pure. */
export interface ClockTick {
  type: 'CLOCK.TICK';
  /** Epoch ms on the provided clock. */
  now: number;
}

/** What a ticker runs until: an epoch ms deadline on the provided clock. */
export interface TickerInput {
  until: number;
}

/**
 * A ticker on the clock `now`: sends `CLOCK.TICK` at once and then whenever the whole seconds left
 * change, until `until` has passed. An invoked actor rather than an `after` delay: a snapshot restored
 * while a countdown runs restarts invoked actors but not delayed events, so the countdown goes on.
 * Environment factories provide it (`createOtpMachine({ client, now })`); machines only name it.
 *
 * @example otpMachine.provide({ actors: { ticker: createTicker(Date.now) } })
 */
export function createTicker(now: () => number) {
  return fromCallback<EventObject, TickerInput>(({ input, sendBack }) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const reading = now();
      sendBack({ type: 'CLOCK.TICK', now: reading } satisfies ClockTick);
      const left = input.until - reading;
      if (left > 0) timer = setTimeout(tick, msUntilNextSecond(left));
    };
    tick();
    return () => clearTimeout(timer);
  });
}

/** The ticker a machine names before an environment provides one: it never ticks. */
export const idleTicker = fromCallback<EventObject, TickerInput>(() => undefined);
