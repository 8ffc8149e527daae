import { describe, expect, it } from 'vitest';
import {
  actorsByAppAndTab,
  applyUpdate,
  emptyIndexedSession,
  findActor,
  indexSession,
  momentOf,
  stepsOf,
} from '../src/page/indexed-session';
import type { Step } from '../src/session.schema';
import { fixtureSession, OTP_KEY, PROMISE_KEY, T0 } from './page-fixtures';

describe('session store', () => {
  it('builds from the server’s updates the same session a whole-session message gives', () => {
    const session = fixtureSession(3);
    let store = emptyIndexedSession();
    for (const tab of session.tabs) store = applyUpdate(store, { type: 'tab', tab });
    for (const actor of session.actors) store = applyUpdate(store, { type: 'actor', actor });
    for (const step of session.steps) store = applyUpdate(store, { type: 'step', step });
    store = applyUpdate(store, { type: 'clock', offsetMs: 60_000 });
    expect(store.session).toEqual({ ...session, startedAt: 0, clockOffsetMs: 60_000 });
    expect(stepsOf(store, OTP_KEY).map((step) => step.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(store.revision).toBe(session.tabs.length + session.actors.length + session.steps.length + 1);
  });

  it('ignores a step it already holds (repeated after a reconnection) and replaces a changed tab', () => {
    const session = fixtureSession(1);
    const store = indexSession(session);
    const again = applyUpdate(store, { type: 'step', step: session.steps[1] as Step });
    expect(again).toBe(store);
    const tab = { ...(session.tabs[0] as (typeof session.tabs)[number]), connected: false };
    const closed = applyUpdate(store, { type: 'tab', tab });
    expect(closed.session.tabs).toHaveLength(2);
    expect(closed.session.tabs[0]?.connected).toBe(false);
  });

  it('gives an actor as it was at a step: the snapshot, the one before, the time', () => {
    const session = fixtureSession(2);
    const store = indexSession(session);
    const otp = findActor(session, OTP_KEY);
    if (!otp) throw new Error('fixture has no otp actor');
    const atOne = momentOf(store, otp, 1);
    expect(atOne.snapshot.value).toBe('sending');
    expect(atOne.previous.value).toBe('idle');
    expect(atOne.at).toBe(T0 + 1_000);
    expect(momentOf(store, otp, 0).snapshot).toBe(otp.snapshot);
    expect(momentOf(store, otp, 0).step).toBeUndefined();
    expect(momentOf(store, otp).snapshot.value).toBe('verifying');
    // A seq of another actor's step between two of this one's gives the earlier one.
    expect(momentOf(store, otp, 2.5).step?.seq).toBe(2);
  });

  it('groups actors by app, then tab, and finds an actor by key or machine name', () => {
    const session = fixtureSession(0);
    const groups = actorsByAppAndTab(session);
    expect(
      groups.map((group) => [group.app, group.tabs.map((tab) => tab.actors.map((actor) => actor.key))]),
    ).toEqual([
      ['react-app', [[OTP_KEY]]],
      ['vue-app', [[PROMISE_KEY]]],
    ]);
    expect(findActor(session, 'otp')?.key).toBe(OTP_KEY);
    expect(findActor(session, PROMISE_KEY)?.name).toBe('loadProfile');
    expect(findActor(session, 'nope')).toBeUndefined();
  });
});
