import { request } from 'node:http';
import { startSandbox, type TestSandbox } from '@loyalty-flows/test-utils';
import { createWebSocketInspector } from '@statelyai/inspect';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { serializeMachine } from '../src/graph/serialize-machine';
import { type ReviewServer, startReviewServer } from '../src/server/index';
import type { ReviewSession } from '../src/session.schema';
import { openSocket, type TestSocket, until } from './server-sockets';

const lamp = setup({ types: { context: {} as { count: number } } }).createMachine({
  id: 'lamp',
  context: { count: 0 },
  initial: 'off',
  states: {
    off: { on: { TOGGLE: { target: 'on', actions: assign({ count: ({ context }) => context.count + 1 }) } } },
    on: { on: { TOGGLE: 'off' } },
  },
});

const snapshot = (value: string, count = 0) => ({ value, context: { count }, status: 'active' });
const actorMessage = (actorId = 'x:0') => ({
  type: 'actor',
  actorId,
  name: 'lamp',
  definition: serializeMachine(lamp),
  snapshot: snapshot('off'),
  at: 1,
});
const stepMessage = (actorId = 'x:0', value = 'on') => ({
  type: 'step',
  actorId,
  event: { type: 'TOGGLE' },
  microsteps: [{ source: 'lamp.off', event: 'TOGGLE', targets: ['lamp.on'] }],
  actions: [{ type: 'xstate.assign' }],
  snapshot: snapshot(value, 1),
  at: 2,
});

let sandbox: TestSandbox;
let review: ReviewServer;
const sockets: TestSocket[] = [];

async function connect(path: string, origin?: string): Promise<TestSocket> {
  const socket = await openSocket(`${review.url.replace('http', 'ws')}${path}`, origin);
  sockets.push(socket);
  return socket;
}

async function appTab(app = 'react-app', tab = 't1'): Promise<TestSocket> {
  const socket = await connect('/app');
  socket.send({ type: 'tab', app, tab, url: 'http://127.0.0.1:5173/otp', atlasApp: 'react' });
  return socket;
}

async function sessionJson(): Promise<ReviewSession> {
  const response = await fetch(`${review.url}/session.json`);
  expect(response.headers.get('content-type')).toContain('application/json');
  return (await response.json()) as ReviewSession;
}

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.reset();
  review = await startReviewServer({ port: 0, sandboxUrl: sandbox.url, limits: { steps: 20 } });
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await review.close();
});

describe('review server: HTTP', () => {
  it('listens on 127.0.0.1 and serves the page (or its placeholder) at / and an empty session', async () => {
    expect(review.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const page = await fetch(review.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toMatch(/<html/i);
    expect(await sessionJson()).toMatchObject({
      format: 'loyalty-flows-review',
      version: 1,
      clockOffsetMs: 0,
      tabs: [],
      actors: [],
      steps: [],
    });
    expect((await fetch(`${review.url}/nothing-here`)).status).toBe(404);
    expect((await fetch(`${review.url}/..%2f..%2fpackage.json`)).status).toBe(404);
    expect((await fetch(`${review.url}/session.json`, { method: 'POST' })).status).toBe(405);
  });

  it('refuses a request whose Host is not a loopback name (DNS rebinding)', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL(`${review.url}/session.json`);
      request(
        { host: url.hostname, port: url.port, path: url.pathname, headers: { Host: 'attacker.example' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      )
        .on('error', reject)
        .end();
    });
    expect(status).toBe(421);
  });
});

describe('review server: apps and pages', () => {
  it('keeps what an app tab sends and tells a connected page each addition', async () => {
    const page = await connect('/page');
    expect(await page.next((m) => m.type === 'session')).toMatchObject({
      session: { actors: [], steps: [] },
    });
    const app = await appTab();
    app.send(actorMessage());
    app.send(stepMessage());
    const step = await page.next((m) => m.type === 'step');
    expect(step).toMatchObject({
      step: { seq: 1, actorKey: 'react-app/t1/x:0', event: { type: 'TOGGLE' }, snapshot: { value: 'on' } },
    });
    expect(await page.next((m) => m.type === 'tab')).toMatchObject({
      tab: { key: 'react-app/t1', connected: true },
    });
    const session = await sessionJson();
    expect(session.tabs).toMatchObject([
      { app: 'react-app', tab: 't1', url: 'http://127.0.0.1:5173/otp', atlasApp: 'react' },
    ]);
    expect(session.actors).toMatchObject([
      { key: 'react-app/t1/x:0', name: 'lamp', definition: { machineId: 'lamp' } },
    ]);
    expect(session.steps[0]?.microsteps).toEqual([
      { source: 'lamp.off', event: 'TOGGLE', targets: ['lamp.on'] },
    ]);

    app.close();
    await page.next((m) => m.type === 'tab' && (m.tab as { connected: boolean }).connected === false);
  });

  it('keeps every actor definition while the step buffer drops the oldest steps (a page opened late draws all)', async () => {
    const app = await appTab();
    app.send(actorMessage('x:0'));
    app.send(actorMessage('x:1'));
    for (let index = 0; index < 50; index += 1) app.send(stepMessage('x:0', index % 2 ? 'off' : 'on'));
    await until(async () => (await sessionJson()).steps.at(-1)?.seq === 50, 'the 50th step');
    const late = await connect('/page');
    const { session } = (await late.next((m) => m.type === 'session')) as { session: ReviewSession };
    expect(session.steps).toHaveLength(20);
    expect(session.steps[0]?.seq).toBe(31);
    expect(session.actors.map((actor) => actor.definition?.machineId)).toEqual(['lamp', 'lamp']);
  });

  it('answers a bad message with a typed error, keeps the connection and loses nothing', async () => {
    const app = await appTab();
    app.send(actorMessage());
    app.send('not json');
    app.send({ type: 'step', actorId: 'x:0', event: 'TOGGLE', snapshot: snapshot('on'), at: 1 });
    app.send({ type: 'launch' });
    app.send(stepMessage());
    await until(async () => (await sessionJson()).steps.length === 1, 'the good step');
    const errors = app.messages.filter((m) => m.type === 'error').map((m) => m.message);
    expect(errors).toEqual([
      'A message must be JSON.',
      '"event" must be an object with a string "type".',
      'Unknown app message type "launch".',
    ]);
    const before = await connect('/app');
    before.send(stepMessage());
    expect(await before.next((m) => m.type === 'error')).toMatchObject({
      message: expect.stringContaining('introduces its tab'),
    });
  });

  it("keeps an actor's state descriptions in other languages, tells the page them, and refuses malformed ones", async () => {
    const page = await connect('/page');
    const app = await appTab();
    const descriptions = { th: { 'lamp.off': 'ไฟดับ', 'lamp.on': 'ไฟติด' } };
    app.send({ ...actorMessage('x:0'), descriptions });
    expect(await page.next((m) => m.type === 'actor')).toMatchObject({
      actor: { key: 'react-app/t1/x:0', descriptions },
    });
    for (const malformed of [['ไฟดับ'], { th: { 'lamp.off': 3 } }, { th: 'ไฟดับ' }, { '': {} }]) {
      app.send({ ...actorMessage('x:1'), descriptions: malformed });
    }
    app.send(actorMessage('x:2'));
    await until(async () => (await sessionJson()).actors.length === 2, 'the actor without descriptions');
    const errors = () => app.messages.filter((m) => m.type === 'error').map((m) => m.message);
    await until(() => errors().length === 4, 'four refusals');
    expect(errors()).toEqual(
      Array(4).fill('"descriptions" must map languages to objects of state ids and their texts.'),
    );
    app.send({ ...actorMessage('x:3'), deadlines: { expiresAt: 'Expiry' } });
    await until(() => errors().length === 5, 'a refusal of malformed deadlines');
    expect(errors()[4]).toBe('"deadlines" must map context fields to objects of languages and their labels.');
    const [described, plain] = (await sessionJson()).actors;
    expect(described?.descriptions).toEqual(descriptions);
    expect(plain?.actorId).toBe('x:2');
    expect(plain && 'descriptions' in plain).toBe(false);
  });

  it('refuses WebSockets from a page that is not on a loopback address, unless allowed', async () => {
    await expect(connect('/app', 'http://attacker.example')).rejects.toThrow(/403/);
    await expect(connect('/page', 'https://attacker.example')).rejects.toThrow(/403/);
    await expect(connect('/elsewhere')).rejects.toThrow(/404/);
    expect(await connect('/app', 'http://localhost:5174')).toBeDefined();
    expect(await connect('/page', 'http://[::1]:8790')).toBeDefined();
    await review.close();
    review = await startReviewServer({ port: 0, allowOrigins: ['http://192.168.1.20:5173'] });
    expect(await connect('/app', 'http://192.168.1.20:5173')).toBeDefined();
    await expect(connect('/app', 'http://192.168.1.21:5173')).rejects.toThrow(/403/);
  });
});

describe('review server: time and faults', () => {
  it('advances the apps clock and the sandbox clock together, and tells apps that connect later', async () => {
    const app = await appTab();
    const page = await connect('/page');
    const before = await sandbox.now();
    page.send({ type: 'clock.advance', ms: 200_000 });
    expect(await app.next((m) => m.type === 'clock')).toEqual({ type: 'clock', offsetMs: 200_000 });
    expect(await page.next((m) => m.type === 'clock')).toEqual({ type: 'clock', offsetMs: 200_000 });
    expect(await sandbox.now()).toBeGreaterThanOrEqual(before + 200_000);
    page.send({ type: 'clock.advance', ms: 1_000 });
    await until(() => app.messages.filter((m) => m.type === 'clock').length === 2, 'the second clock');
    expect(app.messages.filter((m) => m.type === 'clock').at(-1)).toEqual({
      type: 'clock',
      offsetMs: 201_000,
    });
    expect((await sessionJson()).clockOffsetMs).toBe(201_000);
    const later = await connect('/app');
    expect(await later.next((m) => m.type === 'clock')).toEqual({ type: 'clock', offsetMs: 201_000 });
  });

  it('arms and clears sandbox faults; a fault the sandbox refuses comes back as an error', async () => {
    const page = await connect('/page');
    const armed = async () => (await (await fetch(`${sandbox.url}/__sandbox/faults`)).json()) as unknown[];
    page.send({ type: 'fault', route: 'otp.request', kind: 'rate_limited', retryAfterSeconds: 42 });
    await until(async () => (await armed()).length === 1, 'the fault armed');
    expect(await armed()).toEqual([{ route: 'otp.request', kind: 'rate_limited', retryAfterSeconds: 42 }]);
    const limited = await fetch(`${sandbox.url}/api/auth/otp?contact_number=0812345678`, {
      headers: sandbox.headers(),
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('42');

    page.send({ type: 'fault', route: 'noti.list', kind: 'status', status: 503, times: 2 });
    await until(async () => (await armed()).length === 1, 'the second fault armed');
    page.send({ type: 'faults.clear' });
    await until(async () => (await armed()).length === 0, 'faults cleared');

    page.send({ type: 'fault', route: 'otp.launch', kind: 'drop' });
    expect(await page.next((m) => m.type === 'error')).toMatchObject({
      message: expect.stringMatching(/^The sandbox refused faults: route must be one of/),
    });
  });

  it('tells app tabs and every page the network is gone or back, also a tab or page that connects later', async () => {
    const app = await appTab();
    const page = await connect('/page');
    const other = await connect('/page');
    expect(await other.next((m) => m.type === 'connectivity')).toEqual({
      type: 'connectivity',
      online: true,
    });
    page.send({ type: 'connectivity', online: false });
    expect(await app.next((m) => m.type === 'connectivity')).toEqual({ type: 'connectivity', online: false });
    await until(
      () => other.messages.some((m) => m.type === 'connectivity' && m.online === false),
      'the other page told',
    );
    const laterPage = await connect('/page');
    await until(
      () => laterPage.messages.some((m) => m.type === 'connectivity' && m.online === false),
      'a later page told',
    );
    const later = await connect('/app');
    expect(await later.next((m) => m.type === 'connectivity')).toEqual({
      type: 'connectivity',
      online: false,
    });
  });

  it('reset puts the sandbox back, the clock offset to 0 and the network back on', async () => {
    const app = await appTab();
    const page = await connect('/page');
    page.send({ type: 'connectivity', online: false });
    page.send({ type: 'clock.advance', ms: 3_600_000 });
    await app.next((m) => m.type === 'clock');
    await sandbox.injectFault({ route: 'noti.list', kind: 'drop' });
    page.send({ type: 'reset' });
    await until(() => app.messages.some((m) => m.type === 'clock' && m.offsetMs === 0), 'the clock reset');
    await until(
      () => app.messages.some((m) => m.type === 'connectivity' && m.online === true),
      'online again',
    );
    expect(Math.abs((await sandbox.now()) - Date.now())).toBeLessThan(5_000);
    expect(await (await fetch(`${sandbox.url}/__sandbox/faults`)).json()).toEqual([]);
    expect((await sessionJson()).clockOffsetMs).toBe(0);
  });

  it('without a sandbox moves only the apps clock, and refuses faults', async () => {
    await review.close();
    review = await startReviewServer({ port: 0 });
    const app = await appTab();
    const page = await connect('/page');
    page.send({ type: 'clock.advance', ms: 5_000 });
    expect(await app.next((m) => m.type === 'clock')).toEqual({ type: 'clock', offsetMs: 5_000 });
    page.send({ type: 'fault', route: 'otp.request', kind: 'drop' });
    expect(await page.next((m) => m.type === 'error')).toMatchObject({
      message: expect.stringContaining('No sandbox'),
    });
  });
});

describe('review server: a reviewer sends an event to a live actor', () => {
  /** An app tab with the lamp actor `x:0`, declared sendable `TOGGLE`, and a page. */
  async function lampAndPage(): Promise<{ app: TestSocket; page: TestSocket }> {
    const app = await appTab();
    app.send({ ...actorMessage(), sendable: ['TOGGLE'] });
    await until(async () => (await sessionJson()).actors.length === 1, 'the lamp actor');
    return { app, page: await connect('/page') };
  }
  const send = (event: unknown, actorKey = 'react-app/t1/x:0') => ({ type: 'event.send', actorKey, event });

  it('relays it to the tab of the actor with a request id, and keeps what the actor declared sendable', async () => {
    const { app, page } = await lampAndPage();
    page.send(send({ type: 'TOGGLE', note: { from: 'review' } }));
    expect(await app.next((m) => m.type === 'event.send')).toEqual({
      type: 'event.send',
      requestId: expect.any(String),
      actorId: 'x:0',
      event: { type: 'TOGGLE', note: { from: 'review' } },
    });
    expect((await sessionJson()).actors[0]?.sendable).toEqual(['TOGGLE']);
  });

  it("tells the page the app's refusal with the app's reason, and nothing when the app delivered", async () => {
    const { app, page } = await lampAndPage();
    page.send(send({ type: 'LAMP.INTERNAL' }));
    const relayed = await app.next((m) => m.type === 'event.send');
    app.send({ type: 'event.result', requestId: 'unknown', delivered: false, reason: 'not for this page' });
    app.send({
      type: 'event.result',
      requestId: relayed.requestId,
      delivered: false,
      reason: 'LAMP.INTERNAL is internal to the machine: an app cannot send it.',
    });
    expect(await page.next((m) => m.type === 'error')).toEqual({
      type: 'error',
      message: 'LAMP.INTERNAL is internal to the machine: an app cannot send it.',
    });
    expect(page.messages.filter((m) => m.type === 'error')).toHaveLength(1);
  });

  it('refuses an unknown actor, a stopped one, one whose tab is gone, and a malformed or oversized event', async () => {
    const { app, page } = await lampAndPage();
    const refusals: string[] = [];
    const refused = async (command: unknown) => {
      page.send(command);
      await until(
        () => page.messages.filter((m) => m.type === 'error').length > refusals.length,
        'a refusal',
      );
      refusals.push(String(page.messages.filter((m) => m.type === 'error').at(-1)?.message));
    };
    await refused(send({ type: 'TOGGLE' }, 'react-app/t1/x:9'));
    await refused(send('TOGGLE'));
    await refused(send({ type: '' }));
    await refused(send({ type: 'TOGGLE', payload: 'x'.repeat(20_000) }));
    await refused({ type: 'event.send', event: { type: 'TOGGLE' } });
    app.send({ ...stepMessage(), snapshot: { ...snapshot('on', 1), status: 'stopped' } });
    await until(async () => (await sessionJson()).steps.length === 1, 'the stopping step');
    await refused(send({ type: 'TOGGLE' }));
    const other = await appTab('vue-app', 't2');
    other.send(actorMessage('x:1'));
    await page.next((m) => m.type === 'actor' && (m.actor as { key: string }).key === 'vue-app/t2/x:1');
    other.close();
    await page.next((m) => m.type === 'tab' && (m.tab as { connected: boolean }).connected === false);
    await refused(send({ type: 'TOGGLE' }, 'vue-app/t2/x:1'));
    expect(refusals).toEqual([
      'No actor "react-app/t1/x:9" in the session.',
      '"event" must be an object with a non-empty string "type".',
      '"event" must be an object with a non-empty string "type".',
      '"event" must be at most 16384 characters of JSON.',
      '"actorKey" is missing.',
      'The actor "react-app/t1/x:0" is stopped: it takes no events.',
      'The tab of "vue-app/t2/x:1" is not connected: its app cannot take the event.',
    ]);
    expect(app.messages.filter((m) => m.type === 'event.send')).toEqual([]);
  });
});

describe('review server: the Stately inspector', () => {
  it("reads @statelyai/inspect's createWebSocketInspector into the same session, definition drawn", async () => {
    const inspector = createWebSocketInspector({ url: review.url.replace('http', 'ws') });
    const actor = createActor(lamp, { inspect: inspector.inspect }).start();
    actor.send({ type: 'TOGGLE' });
    await until(
      async () => (await sessionJson()).steps.some((s) => s.event.type === 'TOGGLE'),
      'the TOGGLE step',
    );
    const session = await sessionJson();
    expect(session.tabs).toMatchObject([{ app: 'stately-inspector', connected: true }]);
    const lampActor = session.actors.find((record) => record.name === 'lamp');
    expect(lampActor?.definition?.nodes.map((node) => node.id)).toEqual(['lamp', 'lamp.off', 'lamp.on']);
    const toggle = session.steps.find((s) => s.event.type === 'TOGGLE');
    expect(toggle).toMatchObject({
      actorKey: lampActor?.key,
      snapshot: { value: 'on', context: { count: 1 } },
      microsteps: [],
    });
    actor.stop();
    inspector.stop();
  });
});
