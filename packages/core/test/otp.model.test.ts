import { describe, expect, it } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import { getOtpView, otpMachine } from '../src';
import {
  activeStateIds,
  definedStates,
  definedTransitions,
  describeTransition,
  takenTransitions,
} from './model-coverage';
import { fakeOtpPort, memoryStorage, phone, start } from './otp.fixtures';

/*
 * Model-based coverage: xstate/graph walks the machine with the user's events and every answer its
 * actors can give, at a fixed time. Deadlines in the answers are either at that time (already over)
 * or far ahead, so every guard sees both outcomes.
 */

type MachineEvent = EventFromLogic<typeof otpMachine>;
type Snapshot = SnapshotFrom<typeof otpMachine>;

const later = start + 60_000;
const requestFailures = [
  { kind: 'rate_limited', status: 429, retryAt: later },
  { kind: 'network' },
  { kind: 'locked', status: 429, retryAt: later },
  { kind: 'invalid_input', status: 400 },
];
const verifyFailures = [
  { kind: 'wrong_code', status: 409 },
  { kind: 'locked', status: 429, retryAt: later },
  { kind: 'locked', status: 429, retryAt: start },
  { kind: 'code_expired', status: 409 },
  { kind: 'server', status: 500 },
];
const events: MachineEvent[] = [
  { type: 'OTP.REQUEST' },
  { type: 'OTP.RESEND' },
  { type: 'OTP.VERIFY', code: '123456' },
  { type: 'OTP.VERIFY', code: '12345' },
  { type: 'OTP.RESET' },
  { type: 'COUNTDOWN.TICK' },
  ...[later, start].map(
    (expiresAt): MachineEvent => ({
      type: 'xstate.done.actor.requestCode',
      actorId: 'requestCode',
      output: { refCode: 'ABC123', expiresAt },
    }),
  ),
  ...requestFailures.map(
    (error): MachineEvent => ({ type: 'xstate.error.actor.requestCode', actorId: 'requestCode', error }),
  ),
  { type: 'xstate.done.actor.verifyCode', actorId: 'verifyCode', output: { token: 'token' } },
  ...verifyFailures.map(
    (error): MachineEvent => ({ type: 'xstate.error.actor.verifyCode', actorId: 'verifyCode', error }),
  ),
];

// No resend cooldown, so a sent code may be followed by another; the uncertain one keeps its default.
const input = { client: fakeOtpPort().client, contact: phone, resendCooldownMs: 0, now: () => start };

/** The same, on a reload during a lock (the only way to start in `locked`). */
const lockedStorage = memoryStorage();
lockedStorage.setItem('loyalty-flows:otp:+66812345678', JSON.stringify({ lockedUntil: later }));
const reloadedInput = { ...input, storage: lockedStorage };

/** What the guards can tell apart; counters beyond "some left" are left out so the walk is finite. */
function serializeState(snapshot: Snapshot): string {
  const { refCode, expiresAt, resendAvailableAt, lockedUntil, rejectedCode, error, pendingCode } =
    snapshot.context;
  return JSON.stringify({
    value: snapshot.value,
    refCode,
    live: expiresAt !== undefined && expiresAt > start,
    cooling: resendAvailableAt !== undefined && resendAvailableAt > start,
    locked: lockedUntil !== undefined && lockedUntil > start,
    rejected: rejectedCode !== undefined,
    pending: pendingCode !== undefined,
    error: error?.kind,
  });
}

describe('otp machine, model-based', () => {
  const inputs = [input, reloadedInput];
  const walks = inputs.map((walkInput) =>
    getAdjacencyMap(otpMachine, { events, input: walkInput, serializeState }),
  );
  const reached = walks.flatMap((adjacency) => Object.values(adjacency).map(({ state }) => state));
  const states = definedStates(otpMachine);
  const transitions = definedTransitions(otpMachine);

  it(`reaches every state of the definition (${states.length})`, () => {
    const covered = new Set(reached.flatMap((snapshot) => activeStateIds(snapshot.value, otpMachine.id)));
    // `settling` only decides and moves on: it is passed through, never rested in.
    const resting = states.map((node) => node.id).filter((id) => id !== 'otp.settling');
    expect(resting.filter((id) => !covered.has(id))).toEqual([]);
    expect(states.length).toBe(8);
  });

  it(`takes every transition of the definition (${transitions.length})`, () => {
    const taken = new Set(
      walks.flatMap((adjacency, index) => [...takenTransitions(otpMachine, adjacency, inputs[index])]),
    );
    const missing = transitions.filter((transition) => !taken.has(transition)).map(describeTransition);
    expect(missing).toEqual([]);
    expect(taken.size).toBe(transitions.length);
  });

  it('keeps its promises in every reached state', () => {
    for (const snapshot of reached) {
      const view = getOtpView(snapshot);
      // Never left in a loading state without its request, never verifying without a code.
      if (view.status === 'sending') expect(snapshot.children.requestCode).toBeDefined();
      if (view.status === 'verifying') expect(snapshot.context.pendingCode).toBe('123456');
      else expect(snapshot.context.pendingCode).toBeUndefined();
      if (view.status === 'verified') expect(snapshot.status).toBe('done');
      expect(view.canVerify).toBe(
        view.status === 'sent' || (view.status === 'cooldown' && view.refCode !== undefined),
      );
      if (view.status === 'locked') expect(view.canRequest || view.canResend).toBe(false);
    }
  });
});
