import { fromCallback } from 'xstate';
import { msUntilNextSecond, remainingMs } from './countdown';

/** What the ticker needs: the deadline on the server's clock, the offset to it, and the device clock. */
export interface CountdownTickerInput {
  expiresAt: number;
  serverOffsetMs: number;
  clock: () => number;
}

/** The event the ticker sends its parent: time to read the clock again. */
export interface CountdownTick {
  type: 'COUNTDOWN.TICK';
}

/**
 * Sends `COUNTDOWN.TICK` at once and then whenever the whole seconds left change, until the deadline
 * passes. An invoked actor rather than an `after` delay: a snapshot restored while a countdown runs
 * restarts invoked actors but not delayed events, so the countdown goes on instead of freezing.
 */
export const countdownTicker = fromCallback<CountdownTick, CountdownTickerInput>(({ input, sendBack }) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    sendBack({ type: 'COUNTDOWN.TICK' });
    const left = remainingMs(input.expiresAt, input.clock(), input.serverOffsetMs);
    if (left > 0) timer = setTimeout(tick, msUntilNextSecond(left));
  };
  tick();
  return () => clearTimeout(timer);
});
