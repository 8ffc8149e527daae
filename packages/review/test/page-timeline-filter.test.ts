import { describe, expect, it } from 'vitest';
import { statesPassed } from '../src/page/context/compare-panel';
import { isInternalEvent } from '../src/page/step-text';
import { createStepFilter } from '../src/page/timeline/timeline-filter';
import { fixtureSession } from './page-fixtures';

const session = fixtureSession(3);
const { steps } = session;
const sendable = session.actors[0]?.sendable;
const seqs = (list: readonly { seq: number }[]) => list.map((step) => step.seq);

describe('timeline filter', () => {
  it('passes every step when nothing is asked (the same list)', () => {
    const narrow = createStepFilter();
    expect(narrow(steps, { query: '  ', hideInternal: false, sendable })).toBe(steps);
  });

  it('matches event types, state names and changed context paths, in any case', () => {
    const narrow = createStepFilter();
    const byEvent = narrow(steps, { query: 'otp.verify', hideInternal: false, sendable });
    expect(byEvent.map((step) => step.event.type)).toEqual(['OTP.VERIFY']);
    const byState = narrow(steps, { query: 'sent.cooldown', hideInternal: false, sendable });
    expect(byState.length).toBeGreaterThan(0);
    for (const step of byState) expect(JSON.stringify(step.snapshot.value)).toContain('cooldown');
    // Only the step that set the deadlines changed `resendAvailableAt`.
    expect(seqs(narrow(steps, { query: 'resendavailableat', hideInternal: false, sendable }))).toEqual([2]);
    expect(narrow(steps, { query: 'no such thing', hideInternal: false, sendable })).toEqual([]);
  });

  it('hides the events its app did not declare public (xstate’s own, ticks) when asked', () => {
    const narrow = createStepFilter();
    const kept = narrow(steps, { query: '', hideInternal: true, sendable });
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(steps.length);
    for (const step of kept) expect(isInternalEvent(step.event.type, sendable)).toBe(false);
  });
});

describe('compared steps', () => {
  it('lists the states passed between two steps once per stay, in either order', () => {
    const passed = statesPassed(steps, 1, steps.length);
    expect(passed[0]).toBe('sending');
    expect(passed).toContain('sent.cooldown');
    expect(new Set(passed).size).toBe(passed.length);
    expect(statesPassed(steps, steps.length, 1)).toEqual(passed);
  });
});
