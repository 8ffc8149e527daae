import { describe, expect, it } from 'vitest';
import { isInternalEvent, microstepText, stateText } from '../src/page/step-text';
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
        transitionId: 'otp.idle#1',
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
    expect(stateText({ list: 'loading', sync: 'idle' })).toBe('{ list: loading, sync: idle }');
    const sendable = ['OTP.REQUEST', 'OTP.VERIFY'];
    const types = ['CLOCK.TICK', 'xstate.done.actor.pollInterval', 'OTP.VERIFY'];
    expect(types.map((type) => isInternalEvent(type, sendable))).toEqual([true, true, false]);
    // A machine whose app declared nothing: only xstate's own events are internal.
    expect(types.map((type) => isInternalEvent(type, undefined))).toEqual([false, true, false]);
  });
});
