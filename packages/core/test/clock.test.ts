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
  it('sends a reading taken when the event came, then the event once more, and never a third time', () => {
    const seen: string[] = [];
    let clock = 42;
    const reader = createClockReader(() => clock);
    const parent = createMachine({
      on: {
        PRESS: { actions: reader },
        'CLOCK.TICK': {
          actions: ({ event }: { event: EventObject }) => seen.push(`tick ${(event as ClockTick).now}`),
        },
      },
    });
    const actor = createActor(parent).start();
    actor.subscribe((snapshot) => seen.push(`after ${snapshot.machine.id}`));
    clock = 60_001;
    actor.send({ type: 'PRESS' });
    expect(seen.filter((entry) => entry.startsWith('tick'))).toEqual(['tick 60001']);
    // PRESS, then the reading, then PRESS once more (the reader does not send that one again).
    expect(seen.filter((entry) => entry.startsWith('after'))).toHaveLength(3);
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
