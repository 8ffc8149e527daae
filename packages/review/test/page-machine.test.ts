import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { type PageEmitted, type PageInput, pageMachine, REPLAY_STEP_MS } from '../src/page/page.machine';
import {
  currentActor,
  currentMoment,
  currentSteps,
  isCurrentActorLive,
  isPaused,
  isReplaying,
  noticeText,
  sendableEvents,
} from '../src/page/page.selectors';
import type { ActorRecord, ReviewSession, Step, TabRecord } from '../src/session.schema';
import { fixtureSession, OTP_KEY, PROMISE_KEY, T0 } from './page-fixtures';

/** A started page actor, and the routes it asked the address to show. */
function startPage(input: Partial<PageInput> = {}) {
  const page = createActor(pageMachine, { input: { language: 'en', ...input } }).start();
  const routes: PageEmitted['route'][] = [];
  page.on('page.route', ({ route }) => routes.push(route));
  return { page, routes, snapshot: () => page.getSnapshot() };
}

/** Another actor of the fixture's OTP machine, in a new tab of `app`, as the server reports it. */
function otpIn(session: ReviewSession, app: string, tab: string): { tab: TabRecord; actor: ActorRecord } {
  const otp = session.actors.find((actor) => actor.key === OTP_KEY);
  if (!otp) throw new Error('the fixture has no OTP actor');
  const tabKey = `${app}/${tab}`;
  return {
    tab: { key: tabKey, app, tab, connectedAt: T0 + 60_000, connected: true },
    actor: { ...otp, key: `${tabKey}/x:0`, tabKey, startedAt: T0 + 60_000 },
  };
}

/** A step of `actorKey` after the session's last one. */
function nextStep(session: ReviewSession, actorKey: string, seq: number): Step {
  const last = session.steps[session.steps.length - 1];
  if (!last) throw new Error('the fixture has no steps');
  return { ...last, seq, actorKey, at: last.at + 1_000 };
}

describe('review page machine', () => {
  it('shows the first flow of the newest connected tab until the reviewer picks, then the actor picked', () => {
    const { page, routes, snapshot } = startPage({ session: fixtureSession(1) });
    expect(currentActor(snapshot())?.key).toBe(OTP_KEY);

    page.send({ type: 'PAGE.SELECT_STEP', seq: 2 });
    page.send({ type: 'PAGE.COMPARE', seq: 1 });
    page.send({ type: 'PAGE.PICK', actorKey: PROMISE_KEY });

    expect(currentActor(snapshot())?.key).toBe(PROMISE_KEY);
    expect(snapshot().context.seq).toBeUndefined();
    // A comparison is of the actor left.
    expect(snapshot().context.comparison).toBeUndefined();
    expect(routes).toEqual([{ actor: PROMISE_KEY, seq: undefined }]);

    // An actor not in the session is not put in the address.
    page.send({ type: 'PAGE.PICK', actorKey: 'react-app/gone/x:9' });
    expect(routes).toHaveLength(1);
  });

  it('follows a newer actor of the machine picked in the same app, not in another, and not when told not to', () => {
    const session = fixtureSession(1);
    const { page, snapshot } = startPage({ session });
    page.send({ type: 'PAGE.PICK', actorKey: OTP_KEY });
    page.send({ type: 'PAGE.SELECT_STEP', seq: 2 });

    const elsewhere = otpIn(session, 'vue-app', 'tab3');
    page.send({ type: 'PAGE.UPDATE', update: { type: 'tab', tab: elsewhere.tab } });
    page.send({ type: 'PAGE.UPDATE', update: { type: 'actor', actor: elsewhere.actor } });
    expect(currentActor(snapshot())?.key).toBe(OTP_KEY);
    expect(snapshot().context.seq).toBe(2);

    const reloaded = otpIn(session, 'react-app', 'tab4');
    page.send({ type: 'PAGE.UPDATE', update: { type: 'tab', tab: reloaded.tab } });
    page.send({ type: 'PAGE.UPDATE', update: { type: 'actor', actor: reloaded.actor } });
    expect(currentActor(snapshot())?.key).toBe(reloaded.actor.key);
    // The newer actor is shown live.
    expect(snapshot().context.seq).toBeUndefined();

    page.send({ type: 'PAGE.FOLLOW_NEWEST', on: false });
    const again = otpIn(session, 'react-app', 'tab5');
    page.send({ type: 'PAGE.UPDATE', update: { type: 'tab', tab: again.tab } });
    page.send({ type: 'PAGE.UPDATE', update: { type: 'actor', actor: again.actor } });
    expect(currentActor(snapshot())?.key).toBe(reloaded.actor.key);

    // Following again shows the one that started meanwhile.
    page.send({ type: 'PAGE.FOLLOW_NEWEST', on: true });
    expect(currentActor(snapshot())?.key).toBe(again.actor.key);
  });

  it('drops and counts the steps that arrive while paused, and records them again once resumed', () => {
    const session = fixtureSession(1);
    const { page, snapshot } = startPage({ session });
    const stepsBefore = currentSteps(snapshot()).length;

    page.send({ type: 'PAGE.PAUSE' });
    expect(isPaused(snapshot())).toBe(true);
    page.send({ type: 'PAGE.UPDATE', update: { type: 'step', step: nextStep(session, OTP_KEY, 10) } });
    page.send({ type: 'PAGE.UPDATE', update: { type: 'step', step: nextStep(session, OTP_KEY, 11) } });
    // The rest of the session still changes.
    page.send({ type: 'PAGE.UPDATE', update: { type: 'clock', offsetMs: 60_000 } });

    expect(snapshot().context.dropped).toBe(2);
    expect(currentSteps(snapshot())).toHaveLength(stepsBefore);
    expect(snapshot().context.store.session.clockOffsetMs).toBe(60_000);

    page.send({ type: 'PAGE.RESUME' });
    expect(isPaused(snapshot())).toBe(false);
    expect(snapshot().context.dropped).toBe(0);
    page.send({ type: 'PAGE.UPDATE', update: { type: 'step', step: nextStep(session, OTP_KEY, 12) } });
    expect(currentSteps(snapshot()).at(-1)?.seq).toBe(12);
  });

  it('compares a step with the one shown (the newest while following) until cleared', () => {
    const { page, snapshot } = startPage({ session: fixtureSession(1) });
    const newest = currentMoment(snapshot())?.step?.seq;
    expect(newest).toBe(4);

    page.send({ type: 'PAGE.COMPARE', seq: 2 });
    expect(snapshot().context.comparison).toEqual({ from: 4, to: 2 });

    page.send({ type: 'PAGE.SELECT_STEP', seq: 1 });
    page.send({ type: 'PAGE.COMPARE', seq: 3 });
    expect(snapshot().context.comparison).toEqual({ from: 1, to: 3 });

    // A step compared with itself is no comparison: the one there stays.
    page.send({ type: 'PAGE.COMPARE', seq: 1 });
    expect(snapshot().context.comparison).toEqual({ from: 1, to: 3 });

    page.send({ type: 'PAGE.CLEAR_COMPARE' });
    expect(snapshot().context.comparison).toBeUndefined();
  });

  it("shows a link's step once its actor arrives, and a link followed later at once", () => {
    const { page, routes, snapshot } = startPage({ route: { actor: 'otp', seq: 2 } });
    expect(currentActor(snapshot())).toBeUndefined();
    expect(snapshot().context.pendingRoute).toEqual({ actor: 'otp', seq: 2 });

    page.send({ type: 'PAGE.UPDATE', update: { type: 'session', session: fixtureSession(1) } });
    expect(snapshot().context.pendingRoute).toBeUndefined();
    expect(currentActor(snapshot())?.key).toBe(OTP_KEY);
    expect(currentMoment(snapshot())?.step?.seq).toBe(2);

    page.send({ type: 'PAGE.ROUTE', route: { actor: PROMISE_KEY } });
    expect(currentActor(snapshot())?.key).toBe(PROMISE_KEY);
    expect(snapshot().context.seq).toBeUndefined();
    // The address already names the link: the machine does not write it again.
    expect(routes).toEqual([]);
  });

  it('is fed by a file until the server connects; an actor takes events only while the page is live', () => {
    const { page, snapshot } = startPage({ session: fixtureSession(1) });
    expect(snapshot().context.connection).toBe('file');
    expect(isCurrentActorLive(snapshot())).toBe(false);

    page.send({ type: 'PAGE.CONNECTION', state: 'connecting' });
    expect(snapshot().context.connection).toBe('connecting');
    page.send({ type: 'PAGE.CONNECTION', state: 'live' });
    expect(isCurrentActorLive(snapshot())).toBe(true);
    expect(sendableEvents(snapshot())).toEqual(currentActor(snapshot())?.sendable);
    // A past step takes no event.
    page.send({ type: 'PAGE.SELECT_STEP', seq: 2 });
    expect(sendableEvents(snapshot())).toEqual([]);

    page.send({ type: 'PAGE.CONNECTION', state: 'lost' });
    expect(isCurrentActorLive(snapshot())).toBe(false);

    page.send({ type: 'PAGE.NOTICE', notice: { key: 'commandRefused', values: { reason: 'no sandbox' } } });
    page.send({ type: 'PAGE.IMPORT', session: fixtureSession(2) });
    expect(snapshot().context.connection).toBe('file');
    expect(noticeText(snapshot())).toBe('');
    expect(snapshot().context.seq).toBeUndefined();
  });

  it('words the notice in the language chosen, also after it was given', () => {
    const { page, snapshot } = startPage();
    page.send({ type: 'PAGE.NOTICE', notice: { key: 'controlsNeedServer' } });
    expect(noticeText(snapshot())).toBe('Clock, faults and reset need the review server.');
    page.send({ type: 'PAGE.LANGUAGE', language: 'th' });
    expect(noticeText(snapshot())).toBe('นาฬิกา ความผิดพลาด และการรีเซ็ตต้องใช้เซิร์ฟเวอร์ตรวจทาน');
  });

  it('replays the steps it is given one after another, and stops at the last, at a move, a pick or Stop', () => {
    const clock = new SimulatedClock();
    const page = createActor(pageMachine, {
      clock,
      input: { language: 'en', session: fixtureSession(6) },
    }).start();
    const routes: PageEmitted['route'][] = [];
    page.on('page.route', ({ route }) => routes.push(route));
    const seq = () => page.getSnapshot().context.seq;
    page.send({ type: 'PAGE.PICK', actorKey: OTP_KEY });

    page.send({ type: 'PAGE.REPLAY', seqs: [1, 2, 4] });
    expect([seq(), isReplaying(page.getSnapshot())]).toEqual([1, true]);
    clock.increment(REPLAY_STEP_MS - 1);
    expect(seq()).toBe(1);
    clock.increment(1);
    expect(seq()).toBe(2);
    // Pausing the recording leaves the replay running.
    page.send({ type: 'PAGE.PAUSE' });
    clock.increment(REPLAY_STEP_MS);
    expect([seq(), isPaused(page.getSnapshot()), isReplaying(page.getSnapshot())]).toEqual([4, true, true]);
    clock.increment(REPLAY_STEP_MS);
    expect([seq(), isReplaying(page.getSnapshot())]).toEqual([4, false]);
    expect(routes.slice(-3)).toEqual([1, 2, 4].map((step) => ({ actor: OTP_KEY, seq: step })));

    // The reviewer's move ends it, and is shown.
    page.send({ type: 'PAGE.REPLAY', seqs: [1, 2, 3] });
    page.send({ type: 'PAGE.SELECT_STEP', seq: 5 });
    clock.increment(REPLAY_STEP_MS * 3);
    expect([seq(), isReplaying(page.getSnapshot())]).toEqual([5, false]);

    page.send({ type: 'PAGE.REPLAY', seqs: [1, 2, 3] });
    page.send({ type: 'PAGE.PICK', actorKey: OTP_KEY });
    expect(isReplaying(page.getSnapshot())).toBe(false);
    page.send({ type: 'PAGE.REPLAY', seqs: [2, 3] });
    page.send({ type: 'PAGE.STOP_REPLAY' });
    clock.increment(REPLAY_STEP_MS * 3);
    expect([seq(), isReplaying(page.getSnapshot())]).toEqual([2, false]);
    // Nothing to replay: nothing runs.
    page.send({ type: 'PAGE.REPLAY', seqs: [] });
    expect(isReplaying(page.getSnapshot())).toBe(false);
  });
});
