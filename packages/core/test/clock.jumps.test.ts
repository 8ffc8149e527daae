import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { createTicker, waitOnClock } from '../src/shared/clock';

/*
 * The clock's waits when the clock jumps, and what a stopped ticker leaves behind.
 */

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(10_000);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('waitOnClock', () => {
  it('ends within a second when its clock is set forward past the deadline, not at the old deadline', async () => {
    let jumpMs = 0;
    const now = () => Date.now() + jumpMs;
    let done = false;
    void waitOnClock(now, { ms: 100, until: 10_000 + 60_000 }, new AbortController().signal).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(false);
    jumpMs = 60_000; // the user sets the device clock a minute forward
    await vi.advanceTimersByTimeAsync(1_000);
    expect(done).toBe(true);
  });

  it('waits `ms` alone when no deadline is given', async () => {
    let done = false;
    void waitOnClock(Date.now, { ms: 300 }, new AbortController().signal).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(299);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});

describe('createTicker', () => {
  it('leaves no timer behind once its parent stops', () => {
    const parent = createMachine({ invoke: { src: createTicker(Date.now), input: { until: 60_000 } } });
    const actor = createActor(parent).start();
    expect(vi.getTimerCount()).toBe(1);
    actor.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
