import { describe, expect, it } from 'vitest';
import { statePaths } from '../src/graph/active-nodes';
import { serializeSession } from '../src/page/export-import';
import { actorPaths, alignRecordings, pointAt } from '../src/page/recordings/recording-align';
import type { ReviewSession } from '../src/session.schema';
import { fixtureSession } from './page-fixtures';
import {
  type ActorPlan,
  normalRun,
  otp,
  recording,
  requested,
  sent,
  throttled,
  throttledRun,
} from './recording-fixtures';

describe('two recordings aligned by state path', () => {
  it('finds no divergence between a recording and itself, nor between runs that differ in clock ticks only', () => {
    const same = alignRecordings(normalRun, JSON.parse(serializeSession(normalRun)) as ReviewSession);
    expect(same.first).toBeUndefined();
    expect(same.actors).toHaveLength(1);
    expect(same.actors[0]?.rows.map((row) => row.kind)).toEqual(['same', 'same', 'same', 'same']);

    // 3 ticks against 30: the ticks leave the state as it was, so the two paths are the same.
    const ticks = alignRecordings(fixtureSession(3), fixtureSession(30));
    expect(ticks.first).toBeUndefined();
    expect(ticks.actors[0]?.rows.map((row) => row.before?.state)).toEqual([
      'idle',
      'sending',
      'sent.cooldown',
      'verifying',
    ]);
    expect(ticks.actors[0]?.rows.at(-1)?.after?.seq).toBe(33);
    expect(ticks.actors[0]?.rows.at(-1)?.before?.seq).toBe(6);
  });

  it('names where a run under a 429 parts from the normal run: the answer to the first request', () => {
    const { first, actors } = alignRecordings(normalRun, throttledRun);
    expect(actors).toHaveLength(1);
    expect(first).toBe(actors[0]);
    expect(first?.rows.map((row) => [row.kind, row.before?.state, row.after?.state])).toEqual([
      ['same', 'idle.ready', 'idle.ready'],
      ['same', 'sending', 'sending'],
      ['changed', 'sent.cooldown', 'idle.cooldown'],
      ['before-only', 'verifying', undefined],
    ]);
    const divergence = first?.divergence;
    expect(divergence?.row).toBe(2);
    expect(divergence?.before.stay).toMatchObject({
      seq: 2,
      stepIndex: 2,
      event: 'xstate.done.actor.requestCode',
      state: 'sent.cooldown',
      context: sent,
    });
    expect(divergence?.after.stay).toMatchObject({
      seq: 2,
      stepIndex: 2,
      event: 'xstate.error.actor.requestCode',
      state: 'idle.cooldown',
      context: throttled,
    });
    expect(divergence?.after.current).toBe(divergence?.after.stay);
  });

  it('reads a recording that stops early as parting where the other goes on, in the state it stopped in', () => {
    const short = recording([otp], [[0, 'OTP.REQUEST', 'sending', requested]]);
    const { first } = alignRecordings(short, normalRun);
    expect(first?.rows.map((row) => row.kind)).toEqual(['same', 'same', 'after-only', 'after-only']);
    expect(first?.divergence?.row).toBe(2);
    expect(first?.divergence?.before.stay).toBeUndefined();
    expect(first?.divergence?.before.current?.state).toBe('sending');
    expect(first?.divergence?.after.stay?.state).toBe('sent.cooldown');

    const reversed = alignRecordings(normalRun, short);
    expect(reversed.first?.rows.map((row) => row.kind)).toEqual([
      'same',
      'same',
      'before-only',
      'before-only',
    ]);
    expect(reversed.first?.divergence?.after.current?.state).toBe('sending');

    // A stopped actor is a state of its own: `verified (done)` is not `verified`.
    const done = recording([otp], [[0, 'OTP.VERIFY', 'verified', {}, 'done']]);
    expect(actorPaths(done)[0]?.stays.map((stay) => stay.state)).toEqual(['idle.ready', 'verified (done)']);
  });

  it('lines a detour up again after it: only the states of the detour part', () => {
    const detour = recording(
      [otp],
      [
        [0, 'OTP.REQUEST', 'sending', requested],
        [0, 'xstate.error.actor.requestCode', { idle: 'cooldown' }, throttled],
        [0, 'CLOCK.TICK', { idle: 'ready' }, throttled],
        [0, 'OTP.REQUEST', 'sending', requested],
        [0, 'xstate.done.actor.requestCode', { sent: 'cooldown' }, sent],
        [0, 'OTP.VERIFY', 'verifying', { ...sent, attempts: 1 }],
      ],
    );
    const { first } = alignRecordings(normalRun, detour);
    expect(first?.rows.map((row) => [row.kind, row.before?.state, row.after?.state])).toEqual([
      ['same', 'idle.ready', 'idle.ready'],
      ['same', 'sending', 'sending'],
      ['after-only', undefined, 'idle.cooldown'],
      ['after-only', undefined, 'idle.ready'],
      ['after-only', undefined, 'sending'],
      ['same', 'sent.cooldown', 'sent.cooldown'],
      ['same', 'verifying', 'verifying'],
    ]);
    expect(first?.divergence?.before.current?.state).toBe('sending');
    // Any row can be looked at: in the detour the before recording is still in `sending`; after it, both
    // stand in the same state again, each with its own step.
    const rows = first?.rows ?? [];
    const inDetour = pointAt(rows, 3);
    expect([inDetour.row, inDetour.before.stay, inDetour.before.current?.state]).toEqual([
      3,
      undefined,
      'sending',
    ]);
    expect(inDetour.after.stay?.state).toBe('idle.ready');
    const joined = pointAt(rows, 5);
    expect([joined.before.stay?.state, joined.after.stay?.state]).toEqual(['sent.cooldown', 'sent.cooldown']);
    expect(joined.after.stay?.seq).not.toBe(joined.before.stay?.seq);
  });

  it('pairs several actors by machine and app, in the order they started, and picks the pair that parts first', () => {
    const redemption: ActorPlan = { app: 'react-app', machine: 'redemption', start: { history: 'loading' } };
    const vueOtp: ActorPlan = { ...otp, app: 'vue-app' };
    // The after recording lists its actors in another order and has a second redemption actor more.
    const before = recording(
      [otp, redemption, vueOtp],
      [
        [1, 'xstate.done.actor.loadHistory', { history: 'ready' }],
        [2, 'OTP.REQUEST', 'sending'],
        [0, 'OTP.REQUEST', 'sending'],
        [2, 'xstate.done.actor.requestCode', { sent: 'cooldown' }],
      ],
    );
    const after = recording(
      [vueOtp, redemption, otp, redemption],
      [
        [1, 'xstate.done.actor.loadHistory', { history: 'ready' }],
        [0, 'OTP.REQUEST', 'sending'],
        [0, 'xstate.error.actor.requestCode', { idle: 'cooldown' }],
        [2, 'OTP.REQUEST', 'sending'],
        [2, 'xstate.error.actor.requestCode', 'locked'],
      ],
    );
    const { actors, first } = alignRecordings(before, after);
    expect(
      actors.map((pair) => [pair.machine, pair.before?.actorKey, pair.after?.actorKey, pair.divergence?.row]),
    ).toEqual([
      ['otp', 'react-app/t/x:0', 'react-app/t/x:2', 2],
      ['redemption', 'react-app/t/x:1', 'react-app/t/x:1', undefined],
      ['otp', 'vue-app/t/x:2', 'vue-app/t/x:0', 2],
      ['redemption', undefined, 'react-app/t/x:3', 0],
    ]);
    // The Vue OTP parts at the before recording's step 4, the React OTP only after it ends (step 3 is its last).
    expect(first).toBe(actors[0]);
    expect(first?.divergence?.before).toMatchObject({
      stay: undefined,
      current: { seq: 3, state: 'sending' },
    });
    expect(first?.divergence?.after.stay).toMatchObject({ seq: 5, state: 'locked' });
    expect(actors[2]?.divergence?.before.stay).toMatchObject({ seq: 4, state: 'sent.cooldown' });
    expect(actors[3]?.rows.map((row) => row.kind)).toEqual(['after-only']);
  });

  it('leaves out actors that are not machines', () => {
    const session = fixtureSession(1);
    expect(session.actors).toHaveLength(2);
    expect(actorPaths(session).map((path) => [path.machine, path.app, path.atlasApp])).toEqual([
      ['otp', 'react-app', 'react-app'],
    ]);
    // A tab that named its app in the atlas: its screens are that app's.
    const named = { ...session, tabs: session.tabs.map((tab) => ({ ...tab, atlasApp: 'react' })) };
    expect(actorPaths(named).map((path) => path.atlasApp)).toEqual(['react']);
  });
});

describe('the leaf states of a state value, as the recordings compared give them for screens', () => {
  it('reads leaf paths from state values, region by region', () => {
    expect(statePaths('idle')).toEqual(['idle']);
    expect(statePaths({ sent: { ready: 'x' } })).toEqual(['sent.ready.x']);
    expect(statePaths({ history: 'ready', entry: 'open' })).toEqual(['history.ready', 'entry.open']);
    expect(statePaths(null)).toEqual([]);
  });
});
