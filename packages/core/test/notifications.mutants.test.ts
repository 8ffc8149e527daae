import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Actor, createActor } from 'xstate';
import type { FlowStorage, Notification } from '../src';
import {
  createNotificationsMachine,
  createNotificationsView,
  getNotificationsView,
  notificationsCommands,
  notificationsFlow,
} from '../src/notifications';
import { th } from '../src/shared/messages-th';
import { settle } from './async-helpers';
import { sendInternal } from './internal-events';
import {
  type FakeNotificationsPort,
  fakeNotificationsPort,
  memoryStorage,
  notifications,
  servePage,
} from './notifications.fixtures';

type NotificationsActor = Actor<ReturnType<typeof createNotificationsMachine>>;

/** Where the machine keeps the reads it has not sent yet (read back as a reload would). */
const readsKey = 'loyalty-flows:notifications:reads';

let port: FakeNotificationsPort;
const actors: NotificationsActor[] = [];
const feed = notifications(30);

async function started(storage?: FlowStorage) {
  const actor = createActor(createNotificationsMachine({ client: port.client, storage }), {
    input: { pageSize: 10 },
  }).start();
  actors.push(actor);
  servePage(port, feed);
  await settle();
  return actor;
}

beforeEach(() => {
  vi.useFakeTimers();
  port = fakeNotificationsPort();
});

afterEach(() => {
  for (const actor of actors.splice(0)) actor.stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('commands and the flow definition', () => {
  it('notificationsCommands read, load more, switch mode and refresh through the actor', async () => {
    const actor = await started();
    const commands = notificationsCommands(actor);
    commands.read('row-0', 'row-1');
    await vi.advanceTimersByTimeAsync(50);
    expect(port.reads.map((read) => read.ids)).toEqual([['row-0', 'row-1']]);
    commands.loadMore();
    expect(port.lists.at(-1)?.query).toEqual({ mode: 'all', skip: 10, top: 10 });
    servePage(port, feed);
    await settle();
    commands.refresh();
    expect(port.lists.at(-1)?.query).toEqual({ mode: 'all', skip: 0, top: 10 });
    servePage(port, feed);
    await settle();
    commands.setMode('new');
    expect(port.lists.at(-1)?.query).toMatchObject({ mode: 'new', skip: 0 });
  });

  it('notificationsFlow takes the options as input and sends them whole in CONFIGURE', () => {
    const options = { mode: 'new' as const, pollIntervalMs: 5_000 };
    expect(notificationsFlow.input(options)).toEqual(options);
    expect(notificationsFlow.configure?.(options)).toEqual({ type: 'NOTIFICATIONS.CONFIGURE', options });
    expect(notificationsFlow.createMachine).toBe(createNotificationsMachine);
  });
});

describe('unsent reads in storage', () => {
  it("a damaged record restores nothing, and a record's non-string ids are dropped", async () => {
    for (const record of ['{not json', '{"ids":["row-0"]}', '"row-0"']) {
      const actor = await started(memoryStorage({ [readsKey]: record }));
      await vi.advanceTimersByTimeAsync(100);
      actor.stop();
    }
    expect(port.reads).toEqual([]);
    await started(memoryStorage({ [readsKey]: JSON.stringify([7, 'row-1', null]) }));
    await vi.advanceTimersByTimeAsync(100);
    expect(port.reads.map((read) => read.ids)).toEqual([['row-1']]);
  });

  it("another tab's stored reads stay until this page settles them: sent, refused, or seen read", async () => {
    const storage = memoryStorage({ [readsKey]: JSON.stringify(['other-tab', 'row-2', 'bad,id']) });
    const actor = await started(storage);
    // The restored reads went out (row-2 is already read in the list, bad,id is refused): none left.
    await vi.advanceTimersByTimeAsync(100);
    port.reads.at(-1)?.answer.resolve();
    await settle();
    expect(getNotificationsView(actor.getSnapshot()).items.find((item) => item.id === 'row-2')?.isRead).toBe(
      true,
    );
    // Another tab stores its own reads meanwhile: this page's next change keeps them.
    storage.setItem(readsKey, JSON.stringify(['tab-b', 'bad,id', 'row-2', 'other-tab']));
    actor.send({ type: 'NOTIFICATIONS.READ', ids: ['row-3'] });
    expect(JSON.parse(storage.getItem(readsKey) ?? '[]')).toEqual(['tab-b', 'row-3']);
  });

  it('a read that changes nothing (pending already, or read by the service) writes nothing', async () => {
    const storage = memoryStorage();
    const actor = await started(storage);
    const setItem = vi.spyOn(storage, 'setItem');
    const removeItem = vi.spyOn(storage, 'removeItem');
    actor.send({ type: 'NOTIFICATIONS.READ', ids: ['row-4'] });
    expect(setItem).toHaveBeenCalledTimes(1);
    actor.send({ type: 'NOTIFICATIONS.READ', ids: ['row-4'] });
    actor.send({ type: 'NOTIFICATIONS.READ', ids: ['row-2'] });
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(removeItem).not.toHaveBeenCalled();
    expect(JSON.parse(storage.getItem(readsKey) ?? '[]')).toEqual(['row-4']);
  });

  it("in a browser without a given storage, unsent reads go to window's localStorage", async () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    const actor = await started();
    actor.send({ type: 'NOTIFICATIONS.READ', ids: ['row-4'] });
    expect(JSON.parse(storage.getItem(readsKey) ?? '[]')).toEqual(['row-4']);
  });
});

/** The actors' views as a binding derives them: one view function per actor. */
const views = new WeakMap<NotificationsActor, typeof getNotificationsView>();

function view(actor: NotificationsActor, options: Parameters<typeof getNotificationsView>[1] = {}) {
  const derive = views.get(actor) ?? createNotificationsView();
  views.set(actor, derive);
  return derive(actor.getSnapshot(), options);
}

/** Sends a read and lets its batch window pass, so the request goes out. */
async function read(actor: NotificationsActor, ...ids: string[]) {
  actor.send({ type: 'NOTIFICATIONS.READ', ids });
  await vi.advanceTimersByTimeAsync(50);
}

describe('which reads are sent', () => {
  it('an id read again while pending, or after the service took it, is not sent again', async () => {
    const actor = await started();
    actor.send({ type: 'NOTIFICATIONS.READ', ids: ['row-0'] });
    actor.send({ type: 'NOTIFICATIONS.READ', ids: ['row-0', ''] });
    await vi.advanceTimersByTimeAsync(50);
    expect(port.reads.map((call) => call.ids)).toEqual([['row-0']]);
    port.reads[0]?.answer.resolve();
    await settle();
    await read(actor, 'row-0');
    expect(port.reads).toHaveLength(1);
    expect(view(actor).items.find((item) => item.id === 'row-0')?.readError).toBeUndefined();
  });

  it('read all sends the unread items loaded, without those already read here or by the service', async () => {
    const actor = await started();
    await read(actor, 'row-0');
    port.reads[0]?.answer.resolve();
    await settle();
    actor.send({ type: 'NOTIFICATIONS.READ_ALL' });
    await vi.advanceTimersByTimeAsync(50);
    const unreadLoaded = feed
      .slice(1, 10)
      .filter((item) => !item.isRead)
      .map((item) => item.id);
    expect(port.reads[1]?.ids).toEqual(unreadLoaded);
  });

  it('a batch refused for the session (session_expired) is not split into one request per id', async () => {
    const actor = await started();
    await read(actor, 'row-0', 'row-1');
    port.reads[0]?.answer.reject({ kind: 'session_expired', status: 409 });
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(port.reads).toHaveLength(1);
    expect(view(actor).items.find((item) => item.id === 'row-0')?.isRead).toBe(false);
  });

  it('only a 2xx whose body is unreadable counts as a read applied; an error in a 200 or a bare parse error does not', async () => {
    for (const error of [
      { kind: 'session_expired', status: 200 },
      { kind: 'parse' },
      { kind: 'parse', status: 500 },
    ]) {
      port = fakeNotificationsPort();
      const actor = await started();
      await read(actor, 'row-0');
      port.reads[0]?.answer.reject(error);
      await settle();
      expect(view(actor).items.find((item) => item.id === 'row-0')?.isRead).toBe(false);
      actor.stop();
    }
    port = fakeNotificationsPort();
    const actor = await started();
    await read(actor, 'row-0');
    port.reads[0]?.answer.reject({ kind: 'parse', status: 200 });
    await settle();
    expect(view(actor).items.find((item) => item.id === 'row-0')).toMatchObject({
      isRead: true,
      readPending: false,
    });
  });
});

describe('the view as bindings use it', () => {
  it('a read gives a new items array and a new item; the previous view is left as it was', async () => {
    const actor = await started();
    const before = view(actor);
    expect(view(actor).items).toBe(before.items);
    sendInternal(actor, { type: 'NOTIFICATIONS.OFFLINE' });
    expect(view(actor).items).toBe(before.items);
    actor.send({ type: 'NOTIFICATIONS.READ', ids: ['row-0', 'not-loaded'] });
    const after = view(actor);
    expect(after.items).not.toBe(before.items);
    expect(after.items[0]).toMatchObject({ id: 'row-0', isRead: true });
    expect(before.items[0]).toMatchObject({ id: 'row-0', isRead: false });
    expect(after.items[1]).toBe(before.items[1]);
    expect(after.unreadCount).toBe(before.unreadCount - 1);
  });

  it("an item's refused read is described in the language asked for", async () => {
    const actor = await started();
    await read(actor, 'row-0');
    port.reads[0]?.answer.reject({ kind: 'not_found', status: 404 });
    await settle();
    const english = view(actor).items[0]?.readError?.message;
    const thai = view(actor, { messages: th }).items[0]?.readError?.message;
    expect(english).toEqual(expect.any(String));
    expect(thai).toEqual(expect.any(String));
    expect(thai).not.toBe(english);
  });

  it('a link target is checked again when the web-view policy changes', async () => {
    const linked: Notification = {
      ...(feed[0] as Notification),
      type: 'link',
      target: { kind: 'link', url: 'https://shop.example/p' },
    };
    const actor = createActor(createNotificationsMachine({ client: port.client }), {
      input: { pageSize: 10 },
    }).start();
    actors.push(actor);
    port.lists[0]?.answer.resolve([linked]);
    await settle();
    expect(view(actor).items[0]?.target).toEqual({ kind: 'link', url: 'https://shop.example/p' });
    actor.send({
      type: 'NOTIFICATIONS.CONFIGURE',
      options: { pageSize: 10, webViewPolicy: { allowedHosts: ['other.example'] } },
    });
    expect(view(actor).items[0]?.target).toEqual({ kind: 'text' });
  });

  it('an item from a port without a target opens as text; a 429 gives the seconds to wait, from the view clock or else from its arrival', async () => {
    const { target: _target, ...bare } = feed[0] as Notification;
    const actor = createActor(createNotificationsMachine({ client: port.client }), {
      input: { pageSize: 10 },
    }).start();
    actors.push(actor);
    port.lists[0]?.answer.resolve([bare as Notification]);
    await settle();
    expect(view(actor).items[0]?.target).toEqual({ kind: 'text' });
    await read(actor, 'row-0');
    port.reads[0]?.answer.reject({ kind: 'rate_limited', status: 429, retryAt: Date.now() + 30_000 });
    await settle();
    expect(view(actor).readError?.params).toEqual({ seconds: 30 });
    expect(view(actor, { now: Date.now() + 10_000 }).readError?.params).toEqual({ seconds: 20 });
  });
});
