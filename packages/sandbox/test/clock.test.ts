import { describe, expect, it } from 'vitest';
import { createClock } from '../src/kit/clock';

describe('sandbox clock', () => {
  it('runs with real time from where it is set, or stands still there when set stopped', () => {
    let real = 1_000_000;
    const clock = createClock(() => real);
    clock.set(5_000_000);
    real += 1_500;
    expect(clock.now()).toBe(5_001_500);
    clock.set(9_000_000, { stopped: true });
    real += 60_000;
    expect(clock.now()).toBe(9_000_000);
    clock.advance(65_000);
    real += 1_000;
    expect(clock.now()).toBe(9_065_000);
    clock.set(2_000_000);
    real += 10;
    expect(clock.now()).toBe(2_000_010);
    clock.set(3_000_000, { stopped: true });
    clock.reset();
    expect(clock.now()).toBe(real);
  });
});
