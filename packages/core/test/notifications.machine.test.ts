import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Actor, createActor } from 'xstate';
import {
  createNotificationsMachine,
  getNotificationsView,
  type NotificationsInput,
  notificationsFlow,
  notificationsMachine,
} from '../src/notifications';
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

let port: FakeNotificationsPort;
const actors: NotificationsActor[] = [];

function machine() {
  return createNotificationsMachine({ client: port.client, storage: memoryStorage() });
}
const feed = notifications(30);

async function startLoaded(input: Partial<NotificationsInput> = {}) {
  const actor = createActor(machine(), { input: { pageSize: 10, ...input } }).start();
  actors.push(actor);
  servePage(port, feed);
  await settle();
  return actor;
}

function view(actor: NotificationsActor) {
  return getNotificationsView(actor.getSnapshot());
}

function unreadShown(actor: NotificationsActor) {
  return view(actor)
    .items.filter((item) => !item.isRead)
    .map((item) => item.id);
}

beforeEach(() => {
  vi.useFakeTimers();
  port = fakeNotificationsPort();
});
afterEach(() => {
  for (const actor of actors.splice(0)) actor.stop();
  vi.useRealTimers();
});

describe('list', () => {
  it('loads the first page on start, pages on, and detects the end without duplicates', async () => {
    const actor = await startLoaded();
    expect(view(actor)).toMatchObject({ listState: 'ready', canLoadMore: true, mode: 'all' });
    expect(port.lists[0]?.query).toEqual({ mode: 'all', skip: 0, top: 10 });
    actor.send({ type: 'NOTIFICATIONS.LOAD_MORE' });
    actor.send({ type: 'NOTIFICATIONS.LOAD_MORE' });
    expect(port.lists).toHaveLength(2);
    // A new item arrived at the top meanwhile: the page overlaps the one before by one.
    port.lists[1]?.answer.resolve(feed.slice(9, 19));
    await settle();
    actor.send({ type: 'NOTIFICATIONS.LOAD_MORE' });
    servePage(port, [...feed.slice(0, 20), ...feed.slice(20, 25)]);
    await settle();
    expect(view(actor).listState).toBe('end');
    const ids = view(actor).items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(24);
  });

  it('keeps the items on a failed page, shows the error, and retries that page', async () => {
    const actor = await startLoaded();
    actor.send({ type: 'NOTIFICATIONS.LOAD_MORE' });
    port.lists[1]?.answer.reject({ kind: 'server', status: 500 });
    await settle();
    expect(view(actor)).toMatchObject({ listState: 'error', canLoadMore: true });
    expect(view(actor).listError?.kind).toBe('server');
    expect(view(actor).items).toHaveLength(10);
    actor.send({ type: 'NOTIFICATIONS.LOAD_MORE' });
    expect(port.lists[2]?.query).toMatchObject({ skip: 10 });
  });

  it('reloads in the new mode on SET_MODE', async () => {
    const actor = await startLoaded();
    actor.send({ type: 'NOTIFICATIONS.SET_MODE', mode: 'new' });
    expect(view(actor)).toMatchObject({ listState: 'loading', mode: 'new', items: [] });
    expect(port.lists[1]?.query).toEqual({ mode: 'new', skip: 0, top: 10 });
  });
});

describe('reads: optimistic and batched', () => {
  it('shows a read at once and sends twenty reads within the window as one request, each id once', async () => {
    const actor = await startLoaded({ batchWindowMs: 50 });
    const unread = unreadShown(actor);
    const before = view(actor).unreadCount;
    for (let index = 0; index < 20; index += 1) {
      actor.send({ type: 'NOTIFICATIONS.READ', ids: [unread[index % unread.length] ?? ''] });
      await vi.advanceTimersByTimeAsync(2);
    }
    expect(view(actor).unreadCount).toBe(0);
    expect(before).toBe(unread.length);
    expect(port.reads).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(50);
    expect(port.reads).toHaveLength(1);
    expect(port.reads[0]?.ids).toEqual(unread);
    port.reads[0]?.answer.resolve();
    await settle();
    expect(view(actor)).toMatchObject({ unreadCount: 0, pendingReads: 0 });
  });

  it('gathers reads for 50 ms when no batch window is given', async () => {
    const actor = await startLoaded();
    const [first, second] = unreadShown(actor);
    actor.send({ type: 'NOTIFICATIONS.READ', ids: [first ?? ''] });
    await vi.advanceTimersByTimeAsync(49);
    actor.send({ type: 'NOTIFICATIONS.READ', ids: [second ?? ''] });
    expect(port.reads).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(port.reads.map((read) => read.ids)).toEqual([[first, second]]);
  });

  it('sends nothing for ids already read, pending or accepted', async () => {
    const actor = await startLoaded({ batchWindowMs: 0 });
    const read = view(actor).items.find((item) => item.isRead)?.id ?? '';
    const [first = ''] = unreadShown(actor);
    actor.send({ type: 'NOTIFICATIONS.READ', ids: [read, ''] });
    await vi.advanceTimersByTimeAsync(10);
    expect(port.reads).toHaveLength(0);
    actor.send({ type: 'NOTIFICATIONS.READ', ids: [first, first] });
    await vi.advanceTimersByTimeAsync(1);
    actor.send({ type: 'NOTIFICATIONS.READ', ids: [first] });
    port.reads[0]?.answer.resolve();
    await settle();
    actor.send({ type: 'NOTIFICATIONS.READ', ids: [first] });
    await vi.advanceTimersByTimeAsync(10);
    expect(port.reads.map((call) => call.ids)).toEqual([[first]]);
  });

  it('READ_ALL reads the unread items loaded now; later arrivals stay unread', async () => {
    const actor = await startLoaded({ batchWindowMs: 0 });
    const unread = unreadShown(actor);
    actor.send({ type: 'NOTIFICATIONS.READ_ALL' });
    actor.send({ type: 'NOTIFICATIONS.LOAD_MORE' });
    servePage(port, feed, 1);
    await vi.advanceTimersByTimeAsync(1);
    expect(port.reads[0]?.ids).toEqual(unread);
    expect(view(actor).unreadCount).toBe(feed.slice(10, 20).filter((item) => !item.isRead).length);
  });
});

describe('reads: never lost, never wrong', () => {
  it('shows a read the service refuses for good unread again, with its error on the item', async () => {
    const actor = await startLoaded({ batchWindowMs: 0 });
    const [id = ''] = unreadShown(actor);
    const before = view(actor).unreadCount;
    actor.send({ type: 'NOTIFICATIONS.READ', ids: [id] });
    await vi.advanceTimersByTimeAsync(1);
    expect(view(actor).unreadCount).toBe(before - 1);
    port.reads[0]?.answer.reject({ kind: 'invalid_input', status: 400 });
    await settle();
    expect(view(actor).unreadCount).toBe(before);
    expect(view(actor).items.find((item) => item.id === id)).toMatchObject({
      isRead: false,
      readPending: false,
      readError: { kind: 'invalid_input', message: expect.stringMatching(/check/) },
    });
    expect(view(actor)).toMatchObject({ pendingReads: 0, readError: { kind: 'invalid_input' } });
  });

  it('keeps a transiently failed read shown, retries with backoff, and flushes at once on ONLINE', async () => {
    const actor = await startLoaded({ batchWindowMs: 0, retry: { baseDelayMs: 1_000 } });
    const [id = ''] = unreadShown(actor);
    actor.send({ type: 'NOTIFICATIONS.READ', ids: [id] });
    await vi.advanceTimersByTimeAsync(1);
    port.reads[0]?.answer.reject({ kind: 'network' });
    await settle();
    expect(view(actor).items.find((item) => item.id === id)).toMatchObject({
      isRead: true,
      readPending: true,
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(port.reads).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(port.reads).toHaveLength(2);
    sendInternal(actor, { type: 'NOTIFICATIONS.OFFLINE' });
    port.reads[1]?.answer.reject({ kind: 'timeout' });
    await settle();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(port.reads).toHaveLength(2);
    sendInternal(actor, { type: 'NOTIFICATIONS.ONLINE' });
    expect(port.reads).toHaveLength(3);
    expect(port.reads[2]?.ids).toEqual([id]);
    port.reads[2]?.answer.resolve();
    await settle();
    expect(view(actor)).toMatchObject({ pendingReads: 0 });
    expect(view(actor).readError).toBeUndefined();
  });

  it('sends a read a user made again after a refusal when the user reads it again', async () => {
    const actor = await startLoaded({ batchWindowMs: 0 });
    const [id = ''] = unreadShown(actor);
    actor.send({ type: 'NOTIFICATIONS.READ', ids: [id] });
    await vi.advanceTimersByTimeAsync(1);
    port.reads[0]?.answer.reject({ kind: 'not_found', status: 404 });
    await settle();
    actor.send({ type: 'NOTIFICATIONS.READ', ids: [id] });
    expect(view(actor).items.find((item) => item.id === id)).not.toHaveProperty('readError');
    await vi.advanceTimersByTimeAsync(1);
    expect(port.reads.map((call) => call.ids)).toEqual([[id], [id]]);
  });

  it('a refresh while a read is pending does not show the item unread again', async () => {
    const actor = await startLoaded({ batchWindowMs: 0 });
    const [id = ''] = unreadShown(actor);
    actor.send({ type: 'NOTIFICATIONS.READ', ids: [id] });
    await vi.advanceTimersByTimeAsync(1);
    actor.send({ type: 'NOTIFICATIONS.REFRESH' });
    servePage(port, feed);
    await settle();
    expect(view(actor).items.find((item) => item.id === id)?.isRead).toBe(true);
    port.reads[0]?.answer.resolve();
    await settle();
    // A stale page after the read was accepted still shows it read.
    actor.send({ type: 'NOTIFICATIONS.REFRESH' });
    servePage(port, feed);
    await settle();
    expect(view(actor).items.find((item) => item.id === id)?.isRead).toBe(true);
  });
});

describe('live options (the flow definition)', () => {
  it('builds its machine from the environment, takes plain data as input, and sends changed options to the running actor', async () => {
    const storage = memoryStorage();
    const input = notificationsFlow.input({ pageSize: 10, mode: 'all' });
    expect(JSON.parse(JSON.stringify(input))).toEqual(input);
    const actor = createActor(notificationsFlow.createMachine({ client: port.client as never, storage }), {
      input,
    }).start();
    actors.push(actor);
    servePage(port, feed);
    await settle();
    const configure = (options: NotificationsInput) => {
      const event = notificationsFlow.configure?.(options);
      if (event) actor.send(event);
    };

    configure({ pageSize: 10, mode: 'new' });
    expect(port.lists.at(-1)?.query).toEqual({ mode: 'new', skip: 0, top: 10 });
    servePage(port, feed);
    await settle();
    // A new poll interval starts polling; the same mode loads nothing.
    configure({ pageSize: 10, mode: 'new', pollIntervalMs: 5_000 });
    expect(port.lists).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(port.lists).toHaveLength(3);
    servePage(port, feed);
    await settle();
    // Options without the interval: polling stops.
    configure({ pageSize: 10, mode: 'new' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(port.lists).toHaveLength(3);
    expect(getNotificationsView(actor.getSnapshot())).toMatchObject({ mode: 'new', listState: 'ready' });
    notificationsFlow.commands(actor).readAll();
    expect(actor.getSnapshot().context.pendingReads.length).toBeGreaterThan(0);
  });
});

describe('polling and scale', () => {
  it('polls while visible, pauses while hidden, and refreshes at once on VISIBLE', async () => {
    const actor = await startLoaded({ pollIntervalMs: 10_000 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(port.lists).toHaveLength(2);
    servePage(port, feed);
    await settle();
    sendInternal(actor, { type: 'NOTIFICATIONS.HIDDEN' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(port.lists).toHaveLength(2);
    sendInternal(actor, { type: 'NOTIFICATIONS.VISIBLE' });
    expect(port.lists).toHaveLength(3);
  });

  it('does not poll without pollIntervalMs', async () => {
    await startLoaded();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(port.lists).toHaveLength(1);
  });

  it('keeps unreadCount equal to the unread items shown on 10 000 items', async () => {
    const big = notifications(10_000);
    const actor = createActor(machine(), { input: { pageSize: 10_000, batchWindowMs: 0 } });
    actors.push(actor.start());
    servePage(port, big);
    await settle();
    actor.send({ type: 'NOTIFICATIONS.READ', ids: ['row-0', 'row-1'] });
    const shown = view(actor);
    expect(shown.unreadCount).toBe(shown.items.filter((item) => !item.isRead).length);
    expect(shown.unreadCount).toBe(big.filter((item) => !item.isRead).length - 2);
  });

  it('without an environment, fails its calls with words that say how to build it', async () => {
    const failures: unknown[] = [];
    const actor = createActor(notificationsMachine, {
      input: {},
      inspect: (inspection) => {
        if (inspection.type === '@xstate.event' && inspection.event.type.startsWith('xstate.error.actor'))
          failures.push(inspection.event.error);
      },
    }).start();
    actors.push(actor);
    await settle();
    expect(view(actor)).toMatchObject({ listState: 'error', listError: { kind: 'unknown' } });
    expect(String(failures[0])).toMatch(/createNotificationsMachine\(\{ client \}\)/);
  });
});
