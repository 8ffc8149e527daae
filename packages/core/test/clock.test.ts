import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type EventObject } from 'xstate';
import { type ClockTick, createTicker } from '../src/shared/clock';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(10_000);
});
afterEach(() => {
  vi.useRealTimers();
});

/** A parent that invokes the ticker until `until` and records every tick it gets. */
function ticking(until: number, now: () => number) {
  const ticks: number[] = [];
  const parent = createMachine({
    invoke: { src: createTicker(now), input: { until } },
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
