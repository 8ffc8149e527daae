import { describe, expect, it } from 'vitest';
import {
  DEADLINE_JUMPS,
  DEADLINE_WINDOW_MS,
  deadlineBars,
  deadlineLabel,
  formatLeft,
  isNearMoment,
  jumpCommand,
} from '../src/page/context/deadlines';

const t = Date.UTC(2026, 10, 25, 1, 0, 0);

const fields = ['expiresAt', 'resendAvailableAt', 'lockedUntil', 'retryAt', 'startedAt', 'createdAt'];

describe('deadlines', () => {
  it('finds the fields the app named deadlines that hold a time near the moment, nested ones too, soonest first', () => {
    const bars = deadlineBars(
      {
        expiresAt: t + 180_000,
        resendAvailableAt: t + 60_000,
        lockedUntil: null,
        attempts: 3,
        startedAt: 'not a number',
        createdAt: t - 2 * DEADLINE_WINDOW_MS,
        entries: [{ id: 'v1', expiresAt: t + 3_600_000 }],
        retry: { retryAt: t + 30_000 },
        // A time near the moment, but not a field the app named: context only.
        sentAt: t + 10_000,
      },
      t,
      t + 15_000,
      fields,
    );
    expect(bars.map((bar) => [bar.path, bar.key, bar.leftMs])).toEqual([
      ['retry.retryAt', 'retryAt', 15_000],
      ['resendAvailableAt', 'resendAvailableAt', 45_000],
      ['expiresAt', 'expiresAt', 165_000],
      ['entries[0].expiresAt', 'expiresAt', 3_585_000],
    ]);
    expect(bars[1]?.fraction).toBeCloseTo(0.75);
  });

  it('empties a bar as the session clock passes its deadline', () => {
    const context = { lockedUntil: t + 60_000 };
    expect(deadlineBars(context, t, t, fields)[0]?.fraction).toBe(1);
    expect(deadlineBars(context, t, t + 30_000, fields)[0]?.fraction).toBeCloseTo(0.5);
    const passed = deadlineBars(context, t, t + 5 * 60_000, fields)[0];
    expect(passed?.fraction).toBe(0);
    expect(passed?.leftMs).toBe(-240_000);
    // A deadline already behind the moment is an empty bar, not a negative one.
    expect(deadlineBars({ expiresAt: t - 1_000 }, t, t, fields)[0]?.fraction).toBe(0);
  });

  it('takes a time within a day of the moment, and draws no bar for an app that named no deadline', () => {
    expect(isNearMoment(t + 1, t)).toBe(true);
    expect(isNearMoment(t - DEADLINE_WINDOW_MS, t)).toBe(true);
    expect(isNearMoment(t - DEADLINE_WINDOW_MS - 1, t)).toBe(false);
    expect(isNearMoment(Number.NaN, t)).toBe(false);
    expect(isNearMoment(String(t), t)).toBe(false);
    expect(deadlineBars({ expiresAt: t + 1 }, t, t, [])).toEqual([]);
  });

  it("labels a deadline in the page's language, else in English, else by its field", () => {
    const labels = { expiresAt: { en: 'Code expiry', th: 'รหัสหมดอายุ' }, lockedUntil: { th: 'ล็อกถึง' } };
    expect(deadlineLabel(labels, 'expiresAt', 'th')).toBe('รหัสหมดอายุ');
    expect(deadlineLabel(labels, 'expiresAt', 'ja')).toBe('Code expiry');
    expect(deadlineLabel(labels, 'lockedUntil', 'en')).toBe('lockedUntil');
    expect(deadlineLabel(labels, 'toString', 'en')).toBe('toString');
    expect(deadlineLabel(undefined, 'retryAt', 'en')).toBe('retryAt');
  });

  it('writes time left as m:ss, h:mm:ss past an hour, with a minus once passed', () => {
    expect([formatLeft(125_000), formatLeft(9_400), formatLeft(-3_000), formatLeft(3_725_000)]).toEqual([
      '2:05',
      '0:09',
      '-0:03',
      '1:02:05',
    ]);
  });

  it("jumps the shared clock so the apps' now reads a second before, at, and a second after a deadline; never back", () => {
    const at = t + 180_000;
    const now = t + 15_000;
    const jumps = DEADLINE_JUMPS.map((jump) => jumpCommand(at, jump.offsetMs, now));
    expect(jumps).toEqual([
      { type: 'clock.advance', ms: 164_000 },
      { type: 'clock.advance', ms: 165_000 },
      { type: 'clock.advance', ms: 166_000 },
    ]);
    // Applied to the apps' now, each lands where it says.
    expect(jumps.map((jump) => now + (jump?.type === 'clock.advance' ? jump.ms : Number.NaN) - at)).toEqual([
      -1_000, 0, 1_000,
    ]);
    // Half a second before the deadline: "before" would go back; "at" and "after" still go forward.
    expect(DEADLINE_JUMPS.map((jump) => jumpCommand(at, jump.offsetMs, at - 500))).toEqual([
      undefined,
      { type: 'clock.advance', ms: 500 },
      { type: 'clock.advance', ms: 1_500 },
    ]);
    expect(jumpCommand(at, 1_000, at + 1_000)).toBeUndefined();
    // A fraction of a millisecond short is rounded up: "at" never lands before the deadline.
    expect(jumpCommand(at, 0, at - 0.25)).toEqual({ type: 'clock.advance', ms: 1 });
  });
});
