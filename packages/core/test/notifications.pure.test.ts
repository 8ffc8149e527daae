import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, createActor, initialTransition, type SnapshotFrom, transition } from 'xstate';
import { createNotificationsMachine, notificationsMachine } from '../src/notifications';
import { memoryStorage, notifications } from './notifications.fixtures';

/*
 * Issue 14: the notifications machine is a pure definition. xstate's pure API runs nothing (no
 * storage, network, timer or client call), the context is plain JSON data, and the environment
 * (window, storage) is touched only by the factory's actors once an actor runs in a browser.
 */

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function spies() {
  const storage = memoryStorage();
  const client = { notifications: { list: vi.fn(), read: vi.fn() } };
  return {
    storage,
    client,
    fetch: vi.spyOn(globalThis, 'fetch'),
    setTimeout: vi.spyOn(globalThis, 'setTimeout'),
    setInterval: vi.spyOn(globalThis, 'setInterval'),
    now: vi.fn(() => 0),
    calls() {
      return (
        storage.calls +
        client.notifications.list.mock.calls.length +
        client.notifications.read.mock.calls.length +
        this.fetch.mock.calls.length +
        this.setTimeout.mock.calls.length +
        this.setInterval.mock.calls.length +
        this.now.mock.calls.length
      );
    },
  };
}

const journey: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadPage', actorId: 'loadPage', output: notifications(3) },
  { type: 'NOTIFICATIONS.OFFLINE' },
  { type: 'NOTIFICATIONS.READ', ids: ['row-0', 'a,b'] },
  { type: 'NOTIFICATIONS.RESTORED', ids: ['row-1'] },
  { type: 'xstate.done.actor.batchWindow', actorId: 'batchWindow', output: undefined },
  { type: 'NOTIFICATIONS.ONLINE' },
  {
    type: 'xstate.error.actor.sendReads',
    actorId: 'sendReads',
    error: { kind: 'rate_limited', retryAt: 5_000 },
  },
  { type: 'xstate.done.actor.retryBackoff', actorId: 'retryBackoff', output: undefined },
  { type: 'xstate.done.actor.sendReads', actorId: 'sendReads', output: undefined },
  { type: 'NOTIFICATIONS.HIDDEN' },
  { type: 'NOTIFICATIONS.CONFIGURE', options: { mode: 'new', pollIntervalMs: 30_000 } },
  { type: 'NOTIFICATIONS.LOAD_MORE' },
];

describe('notificationsMachine, pure', () => {
  for (const [name, machine] of [
    ['the bare definition', () => notificationsMachine],
    ['the factory-made machine', (env: ReturnType<typeof spies>) => createNotificationsMachine(env)],
  ] as const) {
    it(`${name}: initialTransition and transition execute nothing, and every context is JSON`, () => {
      const env = spies();
      const logic = machine(env) as typeof notificationsMachine;
      let [snapshot, actions] = initialTransition(logic, { pageSize: 3, pollIntervalMs: 10_000 });
      expect(actions.map((action) => action.type)).toContain('xstate.spawnChild');
      const seen: SnapshotFrom<typeof notificationsMachine>[] = [snapshot];
      for (const event of journey) {
        [snapshot, actions] = transition(logic, snapshot, event as never);
        seen.push(snapshot);
      }
      expect(env.calls()).toBe(0);
      expect(snapshot.value).toEqual({ list: 'loading', reads: 'idle', polling: 'paused' });
      expect(snapshot.context).toMatchObject({
        mode: 'new',
        pollIntervalMs: 30_000,
        readIds: ['row-0', 'row-1'],
        refusedReads: [{ id: 'a,b', error: { kind: 'invalid_input' } }],
      });
      for (const { context } of seen) expect(JSON.parse(JSON.stringify(context))).toEqual(context);
    });
  }

  it('names every effect: the persistence is an action the transition returns, not runs', () => {
    const [loaded] = transition(
      notificationsMachine,
      initialTransition(notificationsMachine, {})[0],
      journey[0] as never,
    );
    const [, actions] = transition(notificationsMachine, loaded, {
      type: 'NOTIFICATIONS.READ',
      ids: ['row-0'],
    });
    // The read is stored (an action to run) and the batch window starts (an actor to spawn): neither ran.
    expect(actions.map((action) => action.type)).toEqual(['persistReads', 'xstate.spawnChild']);
  });

  it('touches no window, document, navigator or storage at import, nor uses them on a server', async () => {
    const touched: string[] = [];
    const names = ['window', 'document', 'navigator', 'localStorage'];
    const originals = names.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
    for (const name of names)
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get: () => {
          touched.push(name);
          return undefined;
        },
      });
    try {
      vi.resetModules();
      const fresh = await import('../src/notifications');
      expect(touched).toEqual([]);
      const env = spies();
      env.client.notifications.list.mockResolvedValue(notifications(2));
      const actor = createActor(fresh.createNotificationsMachine({ client: env.client }), {
        input: {},
      }).start();
      actor.send({ type: 'NOTIFICATIONS.READ', ids: ['row-0'] });
      actor.stop();
      // Only the feature detections that find out there is no browser: the global object's events,
      // `document.addEventListener`, `localStorage.getItem`.
      expect(new Set(touched)).toEqual(new Set(['window', 'document', 'localStorage']));
    } finally {
      names.forEach((name, index) => {
        const original = originals[index];
        if (original) Object.defineProperty(globalThis, name, original);
        else Reflect.deleteProperty(globalThis, name);
      });
    }
  });

  it('in a browser, follows the connection and the visibility while it runs and lets go when stopped', () => {
    const window = new EventTarget();
    const document = Object.assign(new EventTarget(), { hidden: false });
    const navigator = { onLine: true };
    vi.stubGlobal('window', window);
    vi.stubGlobal('document', document);
    vi.stubGlobal('navigator', navigator);
    const env = spies();
    env.client.notifications.list.mockReturnValue(new Promise(() => undefined));
    const actor = createActor(createNotificationsMachine({ client: env.client, storage: env.storage }), {
      input: { pollIntervalMs: 60_000 },
    }).start();
    navigator.onLine = false;
    window.dispatchEvent(new Event('offline'));
    document.hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(actor.getSnapshot().context).toMatchObject({ online: false, visible: false });
    expect(actor.getSnapshot().value).toMatchObject({ polling: 'paused' });
    navigator.onLine = true;
    window.dispatchEvent(new Event('online'));
    expect(actor.getSnapshot().context.online).toBe(true);
    actor.stop();
    navigator.onLine = false;
    window.dispatchEvent(new Event('offline'));
    expect(actor.getSnapshot().context.online).toBe(true);
  });
});
