import { describe, expect, it } from 'vitest';
import { defaultServiceTimeZone, instantToWallClock, wallClockToInstant } from '../src/index';

describe('service wall-clock dates', () => {
  it('T8: a Bangkok wall-clock date written as UTC is 7 h earlier as a true instant', () => {
    expect(defaultServiceTimeZone).toBe('Asia/Bangkok');
    expect(wallClockToInstant(Date.UTC(2026, 0, 1, 9, 30, 15))).toBe(Date.UTC(2026, 0, 1, 2, 30, 15));
    expect(instantToWallClock(Date.UTC(2026, 0, 1, 2, 30, 15))).toBe(Date.UTC(2026, 0, 1, 9, 30, 15));
  });

  it('keeps milliseconds, and UTC is unchanged', () => {
    expect(wallClockToInstant(Date.UTC(2026, 5, 1, 0, 0, 0, 250), 'UTC')).toBe(
      Date.UTC(2026, 5, 1, 0, 0, 0, 250),
    );
    expect(wallClockToInstant(Date.UTC(2026, 5, 1, 7, 0, 0, 250))).toBe(Date.UTC(2026, 5, 1, 0, 0, 0, 250));
  });

  it('follows daylight saving in a zone that has it', () => {
    // New York: UTC-5 in January, UTC-4 in July.
    expect(wallClockToInstant(Date.UTC(2026, 0, 15, 12), 'America/New_York')).toBe(Date.UTC(2026, 0, 15, 17));
    expect(wallClockToInstant(Date.UTC(2026, 6, 15, 12), 'America/New_York')).toBe(Date.UTC(2026, 6, 15, 16));
    for (const instant of [
      Date.UTC(2026, 2, 8, 6, 59),
      Date.UTC(2026, 2, 8, 7, 1),
      Date.UTC(2026, 10, 1, 5, 30),
    ]) {
      expect(wallClockToInstant(instantToWallClock(instant, 'America/New_York'), 'America/New_York')).toBe(
        instant,
      );
    }
  });

  it('round-trips across the year in Bangkok', () => {
    for (let day = 0; day < 365; day += 17) {
      const instant = Date.UTC(2026, 0, 1) + day * 86_400_000 + 12_345_678;
      expect(wallClockToInstant(instantToWallClock(instant))).toBe(instant);
    }
  });

  it('refuses an unknown time zone', () => {
    expect(() => wallClockToInstant(0, 'Mars/Olympus')).toThrow(RangeError);
  });
});
