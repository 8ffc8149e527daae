import { secretsIn } from '@loyalty-flows/test-utils';
import { describe, expect, it } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import { otpMachine as definition, getOtpView } from '../src/otp';
import { fingerprint } from '../src/otp/otp.storage';
import {
  activeStateIds,
  definedStates,
  definedTransitions,
  describeTransition,
  takenTransitions,
} from './model-coverage';
import { phone, start, walkable } from './otp.fixtures';

/*
 * Model-based coverage: xstate/graph walks the pure machine (no environment: nothing runs) with the
 * user's events, the storage actor's and the ticker's events, and every answer the call actors can
 * give. Every event carries its own clock reading, so the walk is the same on every run.
 */

const otpMachine = walkable(definition);
type MachineEvent = EventFromLogic<typeof otpMachine>;
type Snapshot = SnapshotFrom<typeof otpMachine>;

const later = start + 60_000;
const muchLater = start + 3_600_000;
const code = '987650';
const other = { contactNumber: '0899999999' };
const requestFailures = [
  { kind: 'rate_limited', status: 429, retryAt: later },
  { kind: 'network' },
  { kind: 'locked', status: 429, retryAt: later },
  { kind: 'invalid_input', status: 400 },
];
const verifyFailures = [
  { kind: 'wrong_code', status: 409, rejected: fingerprint(`${later}:${code}`) },
  { kind: 'locked', status: 429, retryAt: later },
  { kind: 'code_expired', status: 409 },
  { kind: 'server', status: 500 },
];
const sentDeadlines = { refCode: 'ABC123', expiresAt: later, resendAvailableAt: later };
const events: MachineEvent[] = [
  { type: 'OTP.REQUEST' },
  { type: 'OTP.REQUEST', contact: other },
  { type: 'OTP.RESEND' },
  { type: 'OTP.VERIFY', code },
  { type: 'OTP.VERIFY', code: '12345' },
  { type: 'OTP.RESET' },
  { type: 'OTP.CONFIGURE', options: { contact: phone, resendCooldownMs: 0 } },
  { type: 'OTP.CONFIGURE', options: { contact: other } },
  { type: 'OTP.CONFIGURE', options: { contact: phone, lockMs: -1 } },
  { type: 'CLOCK.TICK', now: start },
  { type: 'CLOCK.TICK', now: muchLater },
  { type: 'OTP.RESTORED', deadlines: { lockedUntil: later }, now: start },
  { type: 'OTP.RESTORED', deadlines: sentDeadlines, now: start },
  ...[
    { sent: true, deadlines: sentDeadlines, now: start },
    { sent: true, deadlines: { ...sentDeadlines, resendAvailableAt: start }, now: start },
    { sent: true, deadlines: { ...sentDeadlines, expiresAt: start }, now: start },
    { sent: false, deadlines: { resendAvailableAt: later }, now: start },
  ].map(
    (output): MachineEvent => ({ type: 'xstate.done.actor.requestCode', actorId: 'requestCode', output }),
  ),
  ...requestFailures.map(
    (error): MachineEvent => ({ type: 'xstate.error.actor.requestCode', actorId: 'requestCode', error }),
  ),
  { type: 'xstate.done.actor.verifyCode', actorId: 'verifyCode', output: { token: 'token' } },
  ...verifyFailures.map(
    (error): MachineEvent => ({ type: 'xstate.error.actor.verifyCode', actorId: 'verifyCode', error }),
  ),
];

const input = { contact: phone };

/** What the guards can tell apart (deadlines against `now`), so the walk is finite. */
function serializeState(snapshot: Snapshot): string {
  const { now, expiresAt, resendAvailableAt, lockedUntil, rejectedCode, error, contact, resendCooldownMs } =
    snapshot.context;
  const at = (deadline: number | undefined) =>
    deadline === undefined ? 'none' : deadline > now ? 'live' : 'past';
  return JSON.stringify({
    value: snapshot.value,
    now,
    contact,
    resendCooldownMs,
    code: at(expiresAt),
    cooling: at(resendAvailableAt),
    locked: at(lockedUntil),
    rejected: rejectedCode !== undefined,
    error: error?.kind,
  });
}

function walk() {
  return getAdjacencyMap(otpMachine, { events, input, serializeState });
}

describe('otp machine, model-based', () => {
  const adjacency = walk();
  const reached = Object.values(adjacency).map(({ state }) => state);
  const states = definedStates(otpMachine);
  const transitions = definedTransitions(otpMachine);

  it('walks the same graph every time (guards read only context and event)', () => {
    const again = walk();
    expect(Object.keys(again)).toEqual(Object.keys(adjacency));
    const edges = (map: typeof adjacency) =>
      Object.entries(map).map(([key, { transitions: out }]) => [
        key,
        Object.entries(out).map(([event, step]) => [
          event,
          serializeState((step as { state: Snapshot }).state),
        ]),
      ]);
    expect(edges(again)).toEqual(edges(adjacency));
  });

  it(`reaches every state of the definition (${states.length})`, () => {
    const covered = new Set(reached.flatMap((snapshot) => activeStateIds(snapshot.value, otpMachine.id)));
    // `settling` only decides and moves on: it is passed through, never rested in.
    const resting = states.map((node) => node.id).filter((id) => id !== 'otp.settling');
    expect(resting.filter((id) => !covered.has(id))).toEqual([]);
    expect(states.length).toBe(14); // 8 states, and ready/cooldown inside idle, sent and expired
  });

  it(`takes every transition of the definition (${transitions.length})`, () => {
    const taken = takenTransitions(otpMachine, adjacency, input);
    const missing = transitions.filter((transition) => !taken.has(transition)).map(describeTransition);
    expect(missing).toEqual([]);
    expect(taken.size).toBe(transitions.length);
  });

  it('keeps its promises in every reached state', () => {
    for (const snapshot of reached) {
      const view = getOtpView(snapshot);
      // Never left in a loading state without its call; the code is never kept in context.
      if (view.status === 'sending') expect(snapshot.children.requestCode).toBeDefined();
      if (view.status === 'verifying') expect(snapshot.children.verifyCode).toBeDefined();
      expect(secretsIn(JSON.stringify(snapshot.context), [code])).toEqual([]);
      expect(JSON.parse(JSON.stringify(snapshot.context))).toEqual(snapshot.context);
      if (view.status === 'verified') expect(snapshot.status).toBe('done');
      // What the view reports is a state the diagram lights (the inspector shows the same word).
      expect(activeStateIds(snapshot.value, 'otp').map((id) => id.split('.').at(-1))).toContain(view.status);
      expect(view.canVerify).toBe(
        view.expiresInMs > 0 &&
          (view.status === 'sent' || (view.status === 'cooldown' && snapshot.matches('sent'))),
      );
      if (view.status === 'locked') expect(view.canRequest || view.canResend).toBe(false);
      if (view.canRequest || view.canResend) expect(view.resendInMs).toBe(0);
    }
  });
});
