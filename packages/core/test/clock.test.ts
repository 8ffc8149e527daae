import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type EventObject } from 'xstate';
import { type ClockTick, createClockReader, createTicker, waitOnClock } from '../src/shared/clock';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(10_000);
});
afterEach(() => {
  vi.useRealTimers();
});

/** A parent that invokes the ticker until `until` (landing on `deadlines`) and records every tick it gets. */
function ticking(until: number, now: () => number, deadlines?: number[]) {
  const ticks: number[] = [];
  const parent = createMachine({
    invoke: { src: createTicker(now), input: { until, deadlines } },
    on: {
      'CLOCK.TICK': {
        actions: ({ event }: { event: EventObject }) => ticks.push((event as ClockTick).now),
      },
    },
  });
  return { actor: createActor(parent).start(), ticks };
}

describe('createTicker', () => {
  it('ticks at once with the clock reading, then on every whole second until the deadline, then stops', async () => {
    const { actor, ticks } = ticking(12_500, Date.now);
    expect(ticks).toEqual([10_000]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(ticks).toEqual([10_000, 10_500, 11_500, 12_500]);
    actor.stop();
  });

  it("lands a tick on every deadline and on each one's whole seconds, not only the last one's", async () => {
    const { actor, ticks } = ticking(12_500, Date.now, [11_200, 12_500]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(ticks).toEqual([10_000, 10_200, 10_500, 11_200, 11_500, 12_500]);
    actor.stop();
  });

  it('reads the clock it was given, not the device clock', () => {
    const { actor, ticks } = ticking(0, () => 42);
    expect(ticks).toEqual([42]);
    actor.stop();
  });

  it('stops ticking when its parent stops', async () => {
    const { actor, ticks } = ticking(60_000, Date.now);
    actor.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ticks).toEqual([10_000]);
  });
});

describe('createClockReader', () => {
  it('answers the event it ran for with a reading taken then, tagged with that event', () => {
    const readings: ClockTick[] = [];
    let clock = 42;
    const parent = createMachine({
      on: {
        PRESS: { actions: createClockReader(() => clock) },
        'CLOCK.TICK': { actions: ({ event }: { event: EventObject }) => readings.push(event as ClockTick) },
      },
    });
    const actor = createActor(parent).start();
    expect(readings).toEqual([]);
    clock = 60_001;
    actor.send({ type: 'PRESS' });
    expect(readings).toEqual([{ type: 'CLOCK.TICK', now: 60_001, asked: 'PRESS' }]);
    actor.stop();
  });
});

describe('waitOnClock', () => {
  it('ends on the deadline as its clock reads it, when the timer fires before that clock gets there', async () => {
    let behindMs = 1; // a timer that fires 1 ms early on this clock, as Node's may
    const now = () => Date.now() - behindMs;
    let done = false;
    void waitOnClock(now, { ms: 0, until: 10_000 + 5_000 }, new AbortController().signal).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(done).toBe(false);
    behindMs = 0;
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('waits `ms` at least, and nothing more once aborted', async () => {
    const controller = new AbortController();
    let done = false;
    void waitOnClock(Date.now, { ms: 2_000, until: 0 }, controller.signal).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(done).toBe(false);
    controller.abort();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(done).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
