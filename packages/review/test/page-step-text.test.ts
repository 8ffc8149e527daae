import { describe, expect, it } from 'vitest';
import { isInternalEvent, microstepText, stateText, valueText } from '../src/page/step-text';
import { fixtureSession } from './page-fixtures';

const otpGraph = fixtureSession(0).actors[0]?.definition;

describe('step texts', () => {
  it('writes an always hop with the guard that let it through, found in the chart', () => {
    expect(microstepText(otpGraph, { source: 'otp.settling', event: '', targets: ['otp.sent'] })).toBe(
      'settling → sent [hasLiveCode]',
    );
    expect(
      microstepText(otpGraph, {
        source: 'otp.idle',
        event: 'OTP.REQUEST',
        targets: ['otp.sending'],
        transitionId: 'otp.idle#2',
      }),
    ).toBe('idle → sending [canSend]');
    expect(microstepText(otpGraph, { source: 'otp', event: 'CLOCK.TICK', targets: [] })).toBe(
      'otp → (stays)',
    );
    expect(microstepText(undefined, { source: 'a.b', event: 'X', targets: ['a.c'] })).toBe('a.b → a.c');
  });

  it('writes state values in one line and tells internal events by what the app declared public', () => {
    expect(stateText('idle')).toBe('idle');
    expect(stateText({ history: { ready: 'closed' } })).toBe('history.ready.closed');
    expect(stateText({ list: 'loading', sync: 'idle' })).toBe('{ list.loading, sync.idle }');
    const sendable = ['OTP.REQUEST', 'OTP.VERIFY'];
    const types = ['CLOCK.TICK', 'xstate.done.actor.pollInterval', 'OTP.VERIFY'];
    expect(types.map((type) => isInternalEvent(type, sendable))).toEqual([true, true, false]);
    // A machine whose app declared nothing: only xstate's own events are internal.
    expect(types.map((type) => isInternalEvent(type, undefined))).toEqual([false, true, false]);
  });

  it('writes deadlines and the clock reading `now` as times of day, other numbers as they are', () => {
    const moment = Date.UTC(2026, 10, 27, 3, 0, 0);
    expect(valueText('now', moment + 5_000, moment, 'en')).toBe(
      new Date(moment + 5_000).toLocaleTimeString('en-GB', { hour12: false }),
    );
    expect(valueText('entries[0].expiresAt', moment + 60_000, moment, 'th')).toBe(
      new Date(moment + 60_000).toLocaleTimeString('th-TH', { hour12: false }),
    );
    expect(valueText('attempts', 3, moment, 'en')).toBe('3');
    // A number far from the moment is not a time: a count, an id.
    expect(valueText('now', 42, moment, 'en')).toBe('42');
    expect(valueText('error', { kind: 'rate_limited', retryAt: moment + 60_000 }, moment, 'en')).toBe(
      `{kind: "rate_limited", retryAt: ${new Date(moment + 60_000).toLocaleTimeString('en-GB', { hour12: false })}}`,
    );
  });
});
