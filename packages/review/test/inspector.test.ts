import { createLoyaltyClient } from '@loyalty-flows/client';
import {
  createRedactingInspector,
  flowDeadlineLabels,
  flowEventTypes,
  flowStateDescriptionsTh,
} from '@loyalty-flows/core/inspect';
import { createOtpMachine } from '@loyalty-flows/core/otp';
import { secretsIn, startSandbox, type TestSandbox } from '@loyalty-flows/test-utils';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type AnyActorRef, createActor, waitFor } from 'xstate';
import { createReviewInspector, type ReviewInspector, type WebSocketLike } from '../src/index';
import { type ReviewServer, startReviewServer } from '../src/server/index';
import type { ReviewSession, Step } from '../src/session.schema';
import { openSocket, until } from './server-sockets';

const phone = '0812345678';
let sandbox: TestSandbox;
let review: ReviewServer;
const cleanups: Array<() => unknown> = [];

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startReview(port = 0): Promise<ReviewServer> {
  const server = await startReviewServer({ port, sandboxUrl: sandbox.url });
  cleanups.push(() => server.close());
  return server;
}

function inspectorFor(
  server: ReviewServer,
  tab = 't1',
  sendable?: Parameters<typeof createReviewInspector>[0]['sendable'],
  descriptions?: Parameters<typeof createReviewInspector>[0]['descriptions'],
  deadlines?: Parameters<typeof createReviewInspector>[0]['deadlines'],
): ReviewInspector {
  const inspector = createReviewInspector({
    url: server.url,
    app: 'node-app',
    tab,
    sendable,
    descriptions,
    deadlines,
    connectivity: 'callback',
    WebSocket: WebSocket as unknown as WebSocketLike,
  });
  cleanups.push(() => inspector.close());
  return inspector;
}

/** The OTP flow against the sandbox, its clock and its inspection events from the review inspector (redacted by core). */
function otpActor(inspector: ReviewInspector): AnyActorRef {
  const client = createLoyaltyClient({ baseURL: sandbox.url, ...sandbox.credentials, now: inspector.now });
  const machine = createOtpMachine({ client, now: inspector.now });
  const actor = createActor(machine, {
    input: { contact: { contactNumber: phone } },
    inspect: createRedactingInspector(inspector.inspect),
  }).start();
  cleanups.push(() => actor.stop());
  return actor;
}

const session = async (server: ReviewServer): Promise<ReviewSession> =>
  (await (await fetch(`${server.url}/session.json`)).json()) as ReviewSession;

const otpSteps = (current: ReviewSession): Step[] => {
  const otp = current.actors.find((actor) => actor.name === 'otp');
  return current.steps.filter((step) => step.actorKey === otp?.key);
};

/** A fresh sandbox and review server, the OTP flow reporting to it, and a code sent. */
async function codeSent(): Promise<{ inspector: ReviewInspector; actor: AnyActorRef }> {
  await sandbox.reset();
  review = await startReview();
  const inspector = inspectorFor(review);
  const actor = otpActor(inspector);
  actor.send({ type: 'OTP.REQUEST' });
  await waitFor(actor, (snapshot) => snapshot.matches('sent'));
  return { inspector, actor };
}

describe('createReviewInspector', () => {
  it('sends the OTP actor with its statechart and each macrostep with its microsteps and actions', async () => {
    await codeSent();
    await until(
      async () =>
        otpSteps(await session(review)).some(
          (s) => JSON.stringify(s.snapshot.value) === JSON.stringify({ sent: 'cooldown' }),
        ),
      'sent.cooldown',
    );

    const current = await session(review);
    expect(current.tabs).toMatchObject([{ key: 'node-app/t1', connected: true }]);
    const otp = current.actors.find((record) => record.name === 'otp');
    expect(otp?.definition?.nodes.map((node) => node.id)).toEqual(
      expect.arrayContaining(['otp.idle', 'otp.settling', 'otp.sent', 'otp.sent.cooldown', 'otp.expired']),
    );
    // Invoked actors (the request, the ticker) are actors of the session too, with their parent.
    const children = current.actors
      .filter((record) => record.parentKey === otp?.key)
      .map((record) => record.name);
    expect(children).toEqual(expect.arrayContaining(['ticker', 'requestCode']));
    const steps = otpSteps(current);
    expect(steps.map((step) => step.event.type)).toContain('OTP.REQUEST');
    const hops = steps.flatMap((step) => step.microsteps);
    const settled = hops.find((hop) => hop.source === 'otp.settling' && hop.targets[0] === 'otp.sent');
    expect(settled).toMatchObject({ event: '', value: { sent: 'ready' } });
    expect(settled?.transitionId).toMatch(/^otp\.settling#\d+$/);
    const guarded = otp?.definition?.transitions.find(
      (transition) => transition.id === settled?.transitionId,
    );
    expect(guarded?.guard).toBe('hasLiveCode');
    const actions = steps.flatMap((step) => step.actions.map((action) => action.type));
    expect(actions, JSON.stringify(actions)).toContain('storeAnswer');
  });

  it('moves its clock when the reviewer advances it: the code expires on the machine and on the sandbox', async () => {
    const { inspector, actor } = await codeSent();
    const page = await openSocket(`${review.url.replace('http', 'ws')}/page`);
    cleanups.push(() => page.close());
    const before = await sandbox.now();
    page.send({ type: 'clock.advance', ms: 200_000 });
    await until(() => inspector.now() - Date.now() > 199_000, 'the app clock moved');
    expect(await sandbox.now()).toBeGreaterThanOrEqual(before + 200_000);
    await waitFor(actor, (snapshot) => snapshot.matches('expired'), { timeout: 3_000 });
    await until(
      async () =>
        otpSteps(await session(review)).some((s) => JSON.stringify(s.snapshot.value).includes('expired')),
      'expired',
    );
  });

  it('never lets a secret reach the server: the code typed, the token, the subscription key', async () => {
    const { actor } = await codeSent();
    const code = await sandbox.lastCode(phone);
    actor.send({ type: 'OTP.VERIFY', code });
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done', { timeout: 3_000 });
    const token = (done.output as { token?: string } | undefined)?.token;
    expect(token).toMatch(/.{8,}/);
    await until(
      async () => otpSteps(await session(review)).some((s) => s.event.type === 'OTP.VERIFY'),
      'OTP.VERIFY',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const stored = JSON.stringify(await session(review));
    expect(stored).toContain('OTP.VERIFY');
    expect(secretsIn(stored, [code, sandbox.credentials.subscriptionKey, token ?? ''])).toEqual([]);
    expect(stored).toContain('[redacted]');
    expect(stored).not.toContain(phone);
  });

  it('queues while connecting and, after the server restarts, introduces its tab and actors again', async () => {
    await sandbox.reset();
    review = await startReview();
    const inspector = inspectorFor(review);
    otpActor(inspector);
    await until(async () => (await session(review)).actors.some((a) => a.name === 'otp'), 'the first server');
    const { port } = review;
    await review.close();
    review = await startReview(port);
    await until(
      async () => (await session(review)).actors.some((a) => a.name === 'otp' && a.definition),
      'again',
    );
    expect((await session(review)).tabs).toMatchObject([{ key: 'node-app/t1', connected: true }]);
  });

  it("passes the reviewer's offline and online to its listeners", async () => {
    review = await startReview();
    const inspector = inspectorFor(review);
    const heard: boolean[] = [];
    inspector.onConnectivity((online) => heard.push(online));
    await until(async () => (await session(review)).tabs.length === 1, 'the tab');
    const page = await openSocket(`${review.url.replace('http', 'ws')}/page`);
    cleanups.push(() => page.close());
    page.send({ type: 'connectivity', online: false });
    page.send({ type: 'connectivity', online: true });
    await until(() => heard.length === 2, 'both');
    expect(heard).toEqual([false, true]);
  });

  it("delivers a reviewer's event to the live actor only when the app declared it sendable; the machine's guards still decide", async () => {
    await sandbox.reset();
    review = await startReview();
    const actor = otpActor(inspectorFor(review, 't1', flowEventTypes));
    await until(async () => (await session(review)).actors.some((a) => a.name === 'otp'), 'the otp actor');
    const otp = (await session(review)).actors.find((a) => a.name === 'otp');
    expect(otp?.sendable).toEqual(['OTP.REQUEST', 'OTP.RESEND', 'OTP.VERIFY', 'OTP.RESET', 'OTP.CONFIGURE']);
    const page = await openSocket(`${review.url.replace('http', 'ws')}/page`);
    cleanups.push(() => page.close());
    const sendToOtp = (event: object) => page.send({ type: 'event.send', actorKey: otp?.key, event });
    /** The OTP steps from the request naming the contact (the second one) on, or none before it. */
    const fromContactRequest = async () => {
      const steps = otpSteps(await session(review));
      const first = steps.findIndex((step) => step.event.type === 'OTP.REQUEST' && step.event.contact);
      return first < 0 ? [] : steps.slice(first);
    };

    sendToOtp({ type: 'OTP.REQUEST' });
    await waitFor(actor, (snapshot) => snapshot.matches({ sent: 'cooldown' }));
    expect(await sandbox.outbox(phone)).toHaveLength(1);

    sendToOtp({ type: 'OTP.RESTORED', deadlines: {}, now: 0 });
    expect(await page.next((m) => m.type === 'error')).toEqual({
      type: 'error',
      message: 'OTP.RESTORED is internal to the machine: an app cannot send it.',
    });
    sendToOtp({ type: 'OTP.LAUNCH' });
    await until(() => page.messages.filter((m) => m.type === 'error').length === 2, 'the second refusal');
    // The last refusal, not the last message: the actor's clock ticks go on arriving as steps.
    expect(page.messages.filter((m) => m.type === 'error').at(-1)).toEqual({
      type: 'error',
      message: 'otp has no event OTP.LAUNCH: it was not sent.',
    });

    // In the cooldown the machine takes the request (for the same contact: its step names it) and sends nothing.
    sendToOtp({ type: 'OTP.REQUEST', contact: { contactNumber: phone } });
    // Decided on a clock read: two ticks later the decision is in the steps.
    await until(
      async () => (await fromContactRequest()).filter((step) => step.event.type === 'CLOCK.TICK').length >= 2,
      'the second request taken and two clock ticks after it',
    );
    const values = (await fromContactRequest()).map((step) => step.snapshot.value);
    expect(values.length).toBeGreaterThan(2);
    expect(values.filter((value) => JSON.stringify(value) !== '{"sent":"cooldown"}')).toEqual([]);
    expect(actor.getSnapshot().matches({ sent: 'cooldown' })).toBe(true);
    expect(await sandbox.outbox(phone)).toHaveLength(1);
    expect(page.messages.filter((m) => m.type === 'error')).toHaveLength(2);
  });

  it("sends each machine's state descriptions and deadline fields with its actor, and none where the app's answer throws", async () => {
    review = await startReview();
    otpActor(
      inspectorFor(
        review,
        't1',
        undefined,
        (machineId) => ({ th: flowStateDescriptionsTh[machineId] }),
        flowDeadlineLabels,
      ),
    );
    const refuse = () => {
      throw new Error('none here');
    };
    otpActor(inspectorFor(review, 't2', undefined, refuse, refuse));
    const otpOf = async (tab: string) =>
      (await session(review)).actors.find((a) => a.name === 'otp' && a.tabKey === `node-app/${tab}`);
    await until(async () => (await otpOf('t1')) !== undefined && (await otpOf('t2')) !== undefined, 'both');
    const described = await otpOf('t1');
    expect(described?.descriptions).toEqual({ th: flowStateDescriptionsTh.otp });
    expect(described?.deadlines).toEqual(flowDeadlineLabels);
    expect(described?.descriptions?.th?.['otp.sent.cooldown']).toContain('`resendAvailableAt`');
    // Every state of the chart the page draws has its Thai text.
    const ids = described?.definition?.nodes.flatMap((node) => (node.parent === null ? [] : [node.id])) ?? [];
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id) => described?.descriptions?.th?.[id] === undefined)).toEqual([]);
    // The actors that are not machines (the ticker, the request) carry none.
    const children = (await session(review)).actors.filter((a) => a.parentKey === described?.key);
    expect(children.length).toBeGreaterThan(0);
    expect(children.filter((child) => child.descriptions !== undefined)).toEqual([]);
    const plain = await otpOf('t2');
    expect(plain?.definition?.machineId).toBe('otp');
    expect(plain?.descriptions).toBeUndefined();
    expect(plain?.deadlines).toBeUndefined();
  });

  it('refuses every event to an app that declared none sendable, and to an actor that stopped', async () => {
    review = await startReview();
    const actor = otpActor(inspectorFor(review));
    await until(async () => (await session(review)).actors.some((a) => a.name === 'otp'), 'the otp actor');
    const otp = (await session(review)).actors.find((a) => a.name === 'otp');
    expect(otp?.sendable).toBeUndefined();
    const page = await openSocket(`${review.url.replace('http', 'ws')}/page`);
    cleanups.push(() => page.close());
    page.send({ type: 'event.send', actorKey: otp?.key, event: { type: 'OTP.REQUEST' } });
    expect(await page.next((m) => m.type === 'error')).toMatchObject({
      message: 'The app declares no event of otp sendable: OTP.REQUEST was not sent.',
    });
    expect(actor.getSnapshot().matches('sending')).toBe(false);
    expect(actor.getSnapshot().matches('sent')).toBe(false);

    actor.stop();
    page.send({ type: 'event.send', actorKey: otp?.key, event: { type: 'OTP.RESET' } });
    await until(() => page.messages.filter((m) => m.type === 'error').length === 2, 'the second refusal');
    expect(page.messages.filter((m) => m.type === 'error').at(-1)?.message).toMatch(
      /^(The actor is no longer running in its tab\.|The actor ".+" is stopped: it takes no events\.)$/,
    );
  });

  it('without a WebSocket (or a server) does nothing and never throws into the app', async () => {
    const inspector = createReviewInspector({ url: 'http://127.0.0.1:1', app: 'x', WebSocket: undefined });
    const otherwise = createReviewInspector({
      url: 'http://127.0.0.1:1',
      app: 'x',
      WebSocket: WebSocket as unknown as WebSocketLike,
    });
    cleanups.push(() => otherwise.close());
    for (const each of [inspector, otherwise]) {
      const actor = otpActor(each);
      actor.send({ type: 'OTP.CONFIGURE', options: { contact: { contactNumber: phone } } });
      expect(Math.abs(each.now() - Date.now())).toBeLessThan(50);
    }
    expect(() => createReviewInspector({ url: 'not a url', app: 'x' })).not.toThrow();
  });
});
