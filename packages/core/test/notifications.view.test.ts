import { afterEach, describe, expect, it } from 'vitest';
import { type Actor, createActor, initialTransition, type SnapshotFrom, transition } from 'xstate';
import type { Notification } from '../src';
import {
  createNotificationsMachine,
  createNotificationsView,
  getNotificationsView,
  type NotificationsInput,
  notificationsMachine,
} from '../src/notifications';
import { th } from '../src/shared/messages-th';
import { settle } from './async-helpers';
import { fakeNotificationsPort, memoryStorage, notifications } from './notifications.fixtures';

type Snapshot = SnapshotFrom<typeof notificationsMachine>;
const actors: Actor<ReturnType<typeof createNotificationsMachine>>[] = [];
afterEach(() => {
  for (const actor of actors.splice(0)) actor.stop();
});

async function viewOf(items: Notification[], input: NotificationsInput = {}) {
  const port = fakeNotificationsPort();
  const actor = createActor(createNotificationsMachine({ client: port.client, storage: memoryStorage() }), {
    input: { pageSize: 10, ...input },
  }).start();
  actors.push(actor);
  port.lists[0]?.answer.resolve(items);
  await settle();
  return getNotificationsView(actor.getSnapshot());
}

/** The view written the plain way, item by item, to hold the incremental one to. */
function plainView(snapshot: Snapshot) {
  const { context } = snapshot;
  const pending = new Set(context.pendingReads);
  const read = new Set(context.readIds);
  const items = context.list.items.map((item) => ({
    id: item.id,
    isRead: item.isRead || pending.has(item.id) || read.has(item.id),
    readPending: pending.has(item.id),
  }));
  return { items, unreadCount: items.filter((item) => !item.isRead).length };
}

describe("the view's unread badge", () => {
  /** Unread items among `items` (the fixtures' rows: every third one is read). */
  const unreadIn = (items: Notification[]) => items.filter((item) => !item.isRead).length;

  it('counts the first page only, so loading further pages never changes it; a read on it counts down', async () => {
    const all = notifications(25);
    const port = fakeNotificationsPort();
    const actor = createActor(createNotificationsMachine({ client: port.client, storage: memoryStorage() }), {
      input: { pageSize: 10 },
    }).start();
    actors.push(actor);
    const derive = createNotificationsView();
    port.lists[0]?.answer.resolve(all.slice(0, 10));
    await settle();
    const firstPage = unreadIn(all.slice(0, 10));
    expect(derive(actor.getSnapshot()).unreadBadge).toEqual({ count: firstPage, complete: false });
    for (const [index, page] of [all.slice(10, 20), all.slice(20)].entries()) {
      actor.send({ type: 'NOTIFICATIONS.LOAD_MORE' });
      port.lists[index + 1]?.answer.resolve(page);
      await settle();
      const view = derive(actor.getSnapshot());
      // The loaded list's count grows; the badge's does not.
      expect(view.unreadCount).toBe(unreadIn(all.slice(0, 20 + index * 10)));
      expect(view.unreadBadge).toEqual({ count: firstPage, complete: false });
    }
    expect(derive(actor.getSnapshot()).allLoaded).toBe(true);
    // A read beyond the first page leaves the badge; one on it counts it down, in both derivations.
    actor.send({ type: 'NOTIFICATIONS.READ', ids: ['row-24'] });
    expect(derive(actor.getSnapshot()).unreadBadge.count).toBe(firstPage);
    actor.send({ type: 'NOTIFICATIONS.READ', ids: ['row-0'] });
    expect(derive(actor.getSnapshot()).unreadBadge).toEqual({ count: firstPage - 1, complete: false });
    expect(getNotificationsView(actor.getSnapshot()).unreadBadge).toEqual({
      count: firstPage - 1,
      complete: false,
    });
  });

  it('is complete only when the first page was short, so the whole list', async () => {
    const items = notifications(7);
    expect((await viewOf(items)).unreadBadge).toEqual({ count: unreadIn(items), complete: true });
  });
});

describe('getNotificationsView', () => {
  it('gives an item its link only when it has one', async () => {
    const [plain, linked] = notifications(2);
    const view = await viewOf([
      plain as Notification,
      { ...(linked as Notification), link: 'https://example.com/n/1' },
    ]);
    expect(view.items[0]).not.toHaveProperty('link');
    expect(view.items[1]).toMatchObject({ link: 'https://example.com/n/1' });
  });

  it('carries no error fields while nothing failed', async () => {
    const view = await viewOf(notifications(2));
    expect(view).not.toHaveProperty('listError');
    expect(view).not.toHaveProperty('readError');
    expect(view.items[0]).not.toHaveProperty('readError');
  });

  it('gives every item a target: campaign, category, a link under the web-view policy, or text', async () => {
    const [a, b, c, d, e, f] = notifications(6) as Notification[];
    const view = await viewOf(
      [
        { ...(a as Notification), type: 'campaign', target: { kind: 'campaign', campaignId: 'C-1' } },
        { ...(b as Notification), type: 'cat', target: { kind: 'category', categoryId: 'K-7' } },
        {
          ...(c as Notification),
          type: 'link',
          target: { kind: 'link', url: 'https://shop.example/p?x=1' },
        },
        {
          ...(d as Notification),
          type: 'link',
          target: { kind: 'link', url: 'https://evil.example/' },
        },
        { ...(e as Notification), type: 'link', target: { kind: 'link', url: 'javascript:alert(1)' } },
        { ...(f as Notification), type: 'message', target: { kind: 'text' } },
      ],
      { webViewPolicy: { allowedHosts: ['shop.example'] } },
    );
    expect(view.items.map((item) => item.target)).toEqual([
      { kind: 'campaign', campaignId: 'C-1' },
      { kind: 'category', categoryId: 'K-7' },
      { kind: 'link', url: 'https://shop.example/p?x=1' },
      { kind: 'text' },
      { kind: 'text' },
      { kind: 'text' },
    ]);
  });

  it('describes errors from the message table, with the seconds until a 429 may be retried', () => {
    const snapshot = notificationsMachine.resolveState({
      value: { list: 'error', reads: 'retrying', polling: 'off' },
      context: {
        ...initialContext(),
        list: { items: [], nextSkip: 0, failure: { page: 'first', error: { kind: 'network' } } },
        readError: { kind: 'rate_limited', status: 429, retryAt: 10_500 },
      },
    });
    const view = getNotificationsView(snapshot, { messages: th, now: 1_000 });
    expect(view.listError).toEqual({ kind: 'network', params: {}, message: th['error.network'] });
    expect(view.readError).toMatchObject({
      kind: 'rate_limited',
      params: { seconds: 10 },
      message: th['error.rate_limited'],
    });
  });

  it('says in words, in the app’s language, that reads wait on the service while offline or retrying', () => {
    const loaded = loadedWith(notifications(2));
    const [read] = transition(notificationsMachine, loaded, { type: 'NOTIFICATIONS.READ', ids: ['row-0'] });
    expect(getNotificationsView(read)).toMatchObject({ readsState: 'gathering' });
    expect(getNotificationsView(read).readsText).toBeUndefined();
    const offline = notificationsMachine.resolveState({
      value: { list: 'ready', reads: 'offline', polling: 'off' },
      context: read.context,
    });
    expect(getNotificationsView(offline, { messages: th })).toMatchObject({
      readsState: 'offline',
      readsText: th['notifications.reads.offline'],
      pendingReads: 1,
    });
    const retrying = notificationsMachine.resolveState({
      value: { list: 'ready', reads: 'retrying', polling: 'off' },
      context: { ...initialContext(), readError: { kind: 'gateway', status: 503 } },
    });
    expect(getNotificationsView(retrying)).toMatchObject({
      readsState: 'retrying',
      readsText: 'Not marked read yet. Trying again automatically.',
    });
  });

  it('derives the same view incrementally as the plain way, read after read, across accepts and refusals', () => {
    const items = notifications(40);
    let snapshot = loadedWith(items);
    const events = [
      { type: 'NOTIFICATIONS.READ', ids: ['row-0'] },
      { type: 'NOTIFICATIONS.READ', ids: ['row-1', 'row-3'] },
      { type: 'xstate.done.actor.batchWindow', actorId: 'batchWindow', output: undefined },
      { type: 'NOTIFICATIONS.READ', ids: ['row-4'] },
      { type: 'xstate.done.actor.sendReads', actorId: 'sendReads', output: undefined },
      { type: 'xstate.done.actor.batchWindow', actorId: 'batchWindow', output: undefined },
      {
        type: 'xstate.error.actor.sendReads',
        actorId: 'sendReads',
        error: { kind: 'not_found', status: 404 },
      },
      { type: 'NOTIFICATIONS.READ_ALL' },
      { type: 'xstate.done.actor.batchWindow', actorId: 'batchWindow', output: undefined },
      { type: 'xstate.done.actor.sendReads', actorId: 'sendReads', output: undefined },
    ];
    const seen: Snapshot[] = [snapshot];
    const derive = createNotificationsView();
    for (const event of events) {
      [snapshot] = transition(notificationsMachine, snapshot, event as never);
      seen.push(snapshot);
      const view = derive(snapshot);
      const plain = plainView(snapshot);
      expect(view.unreadCount).toBe(plain.unreadCount);
      expect(view.items.map(({ id, isRead, readPending }) => ({ id, isRead, readPending }))).toEqual(
        plain.items,
      );
    }
    expect(derive(snapshot).unreadCount).toBe(0);
    // Older snapshots derived after newer ones still give their own view.
    for (const old of seen.reverse()) {
      const view = derive(old);
      expect(view.unreadCount).toBe(plainView(old).unreadCount);
      expect(view.items.map(({ id, isRead, readPending }) => ({ id, isRead, readPending }))).toEqual(
        plainView(old).items,
      );
    }
    // A derivation with nothing changed hands back the same items; the plain function derives anew.
    expect(derive(snapshot).items).toBe(derive(snapshot).items);
    expect(getNotificationsView(snapshot).items).not.toBe(getNotificationsView(snapshot).items);
    expect(getNotificationsView(snapshot)).toEqual(derive(snapshot));
  });

  it('shows a refused read on its item, with the text in the app’s language', () => {
    const loaded = loadedWith([{ ...notifications(1)[0], id: 'a,b', isRead: false } as Notification]);
    const [read] = transition(notificationsMachine, loaded, { type: 'NOTIFICATIONS.READ', ids: ['a,b'] });
    expect(getNotificationsView(read, { messages: th }).items[0]).toMatchObject({
      isRead: false,
      readPending: false,
      readError: { kind: 'invalid_input', message: th['error.invalid_input'] },
    });
    expect(read.context.pendingReads).toEqual([]);
  });
});

/** The pure machine's snapshot right after `items` arrived as the first page. */
function loadedWith(items: Notification[]): Snapshot {
  const [initial] = initialTransition(notificationsMachine, { pageSize: 50 });
  return transition(notificationsMachine, initial, {
    type: 'xstate.done.actor.loadPage',
    actorId: 'loadPage',
    output: items,
  } as never)[0];
}

function initialContext() {
  return initialTransition(notificationsMachine, { pageSize: 50 })[0].context;
}
