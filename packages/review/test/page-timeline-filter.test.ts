import { describe, expect, it } from 'vitest';
import { createStepFilter, isInternalEvent } from '../src/page/timeline-filter';
import { fixtureSession } from './page-fixtures';

const { steps } = fixtureSession(3);
const seqs = (list: readonly { seq: number }[]) => list.map((step) => step.seq);

describe('timeline filter', () => {
  it('passes every step when nothing is asked (the same list)', () => {
    const narrow = createStepFilter();
    expect(narrow(steps, { query: '  ', hideInternal: false })).toBe(steps);
  });

  it('matches event types, state names and changed context paths, in any case', () => {
    const narrow = createStepFilter();
    const byEvent = narrow(steps, { query: 'otp.verify', hideInternal: false });
    expect(byEvent.map((step) => step.event.type)).toEqual(['OTP.VERIFY']);
    const byState = narrow(steps, { query: 'sent.cooldown', hideInternal: false });
    expect(byState.length).toBeGreaterThan(0);
    for (const step of byState) expect(JSON.stringify(step.snapshot.value)).toContain('cooldown');
    // Only the step that set the deadlines changed `resendAvailableAt`.
    expect(seqs(narrow(steps, { query: 'resendavailableat', hideInternal: false }))).toEqual([2]);
    expect(narrow(steps, { query: 'no such thing', hideInternal: false })).toEqual([]);
  });

  it('hides xstate’s own events and background ticks when asked', () => {
    const narrow = createStepFilter();
    const kept = narrow(steps, { query: '', hideInternal: true });
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(steps.length);
    for (const step of kept) expect(isInternalEvent(step.event.type)).toBe(false);
    expect(isInternalEvent('xstate.done.actor.requestCode')).toBe(true);
    expect(isInternalEvent('CLOCK.TICK')).toBe(true);
    expect(isInternalEvent('OTP.REQUEST')).toBe(false);
  });
});
