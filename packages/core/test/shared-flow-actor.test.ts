import { createLoyaltyClient } from '@loyalty-flows/client';
import { startSandbox, type TestSandbox } from '@loyalty-flows/test-utils';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AnyActorRef, type SnapshotFrom, waitFor } from 'xstate';
import { type ConnectivityPort, createSharedFlowActor } from '../src';
import { getNotificationsView, notificationsFlow, unreadCountOf } from '../src/notifications';
import { memoryStorage } from './notifications.fixtures';

/** One notifications actor per app, shared by its consumers, against the real sandbox over loopback. */
describe('shared notifications actor', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  beforeEach(() => sandbox.reset());
  afterAll(() => sandbox.close());

  const readsKey = 'loyalty-flows:notifications:reads';
  const offline: ConnectivityPort = { isOnline: () => false, subscribe: () => () => undefined };

  function shared(
    settings: { storage?: ReturnType<typeof memoryStorage>; connectivity?: ConnectivityPort } = {},
  ) {
    const client = createLoyaltyClient({ baseURL: sandbox.url, ...sandbox.credentials });
    return createSharedFlowActor(
      notificationsFlow,
      { client, ...settings },
      { batchWindowMs: 0, pageSize: 100 },
    );
  }
  const stopped = (actor: AnyActorRef) =>
    new Promise<void>((resolve) => actor.subscribe({ complete: resolve, error: () => resolve() }));
  const loaded = (snapshot: SnapshotFrom<ReturnType<typeof notificationsFlow.createMachine>>) =>
    getNotificationsView(snapshot).listState !== 'loading';

  it('loads once for two consumers, survives a release and acquire in one turn, and stops after the last release', async () => {
    const inbox = shared({ storage: memoryStorage() });
    const actor = inbox.getActor();
    const releaseBadge = inbox.acquire();
    const releasePage = inbox.acquire();
    await waitFor(actor, loaded);
    // StrictMode: unmount and mount again within one turn.
    releasePage();
    releasePage();
    const releaseAgain = inbox.acquire();
    releaseBadge();
    expect(inbox.getActor()).toBe(actor);
    expect(actor.getSnapshot().status).toBe('active');
    expect(await sandbox.requests('noti.list')).toHaveLength(1);

    const end = stopped(actor);
    releaseAgain();
    expect(actor.getSnapshot().status).toBe('active');
    await end;
    expect(actor.getSnapshot().status).toBe('stopped');
    expect(await sandbox.requests('noti.list')).toHaveLength(1);
  });

  it('a read from one consumer is in the view every consumer reads, and the badge count follows it', async () => {
    const inbox = shared({ storage: memoryStorage() });
    const release = inbox.acquire();
    const actor = inbox.getActor();
    await waitFor(actor, loaded);
    const before = unreadCountOf(getNotificationsView(actor.getSnapshot()));
    // The sandbox's inbox fits one page of 100: the count is complete, and stays so while a refresh loads.
    expect(getNotificationsView(actor.getSnapshot()).listState).toBe('end');
    expect(before.complete).toBe(true);
    notificationsFlow.commands(actor).refresh();
    expect(getNotificationsView(actor.getSnapshot()).listState).toBe('loading');
    expect(unreadCountOf(getNotificationsView(actor.getSnapshot())).complete).toBe(true);
    await waitFor(actor, loaded);
    const first = getNotificationsView(actor.getSnapshot()).items.find((item) => !item.isRead);
    expect(first).toBeDefined();
    notificationsFlow.commands(actor).read(first?.id ?? '');
    expect(unreadCountOf(getNotificationsView(inbox.getActor().getSnapshot())).count).toBe(before.count - 1);
    await waitFor(actor, (snapshot) => getNotificationsView(snapshot).pendingReads === 0);
    expect(await sandbox.requests('noti.read')).toHaveLength(1);
    release();
  });

  it('reset forgets the list and the queued reads of the user who left, stored ones included', async () => {
    const storage = memoryStorage();
    const inbox = shared({ storage, connectivity: offline });
    const release = inbox.acquire();
    const old = inbox.getActor();
    await waitFor(old, loaded);
    const unread = getNotificationsView(old.getSnapshot()).items.filter((item) => !item.isRead);
    notificationsFlow.commands(old).read(unread[0]?.id ?? '');
    await waitFor(old, () => storage.data.has(readsKey));
    let replaced = 0;
    inbox.subscribe(() => {
      replaced += 1;
    });

    inbox.reset();
    expect(replaced).toBe(1);
    expect(old.getSnapshot().status).toBe('stopped');
    expect(storage.data.has(readsKey)).toBe(false);
    const fresh = inbox.getActor();
    expect(fresh).not.toBe(old);
    expect(fresh.getSnapshot().status).toBe('active');
    expect(getNotificationsView(fresh.getSnapshot())).toMatchObject({ items: [], pendingReads: 0 });
    await waitFor(fresh, loaded);
    expect(getNotificationsView(fresh.getSnapshot()).pendingReads).toBe(0);
    expect(await sandbox.requests('noti.read')).toHaveLength(0);
    expect(await sandbox.requests('noti.list')).toHaveLength(2);
    release();
  });

  it('drops a write of the reset actor that an asynchronous storage lands afterwards', async () => {
    const storage = memoryStorage();
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    // AsyncStorage-like: reads answer only when the test says so.
    const slow = {
      getItem: async (key: string) => {
        await answered;
        return storage.getItem(key);
      },
      setItem: (key: string, value: string) => storage.setItem(key, value),
      removeItem: (key: string) => storage.removeItem(key),
    };
    const client = createLoyaltyClient({ baseURL: sandbox.url, ...sandbox.credentials });
    const inbox = createSharedFlowActor(
      notificationsFlow,
      { client, storage: slow, connectivity: offline },
      { batchWindowMs: 0 },
    );
    const release = inbox.acquire();
    const old = inbox.getActor();
    await waitFor(old, loaded);
    const unread = getNotificationsView(old.getSnapshot()).items.find((item) => !item.isRead);
    // The read's write waits on the storage's answer, which comes after the reset.
    notificationsFlow.commands(old).read(unread?.id ?? '');
    inbox.reset();
    answer();
    await answered;
    await new Promise((resolve) => setTimeout(resolve));
    expect(storage.data.has(readsKey)).toBe(false);
    expect(getNotificationsView(inbox.getActor().getSnapshot()).pendingReads).toBe(0);
    release();
  });

  it('counts unread items as complete only when the list fits its first page', async () => {
    const client = createLoyaltyClient({ baseURL: sandbox.url, ...sandbox.credentials });
    const inbox = createSharedFlowActor(
      notificationsFlow,
      { client, storage: memoryStorage() },
      { pageSize: 2 },
    );
    const release = inbox.acquire();
    await waitFor(inbox.getActor(), loaded);
    const view = getNotificationsView(inbox.getActor().getSnapshot());
    expect(view.listState).toBe('ready');
    expect(unreadCountOf(view).complete).toBe(false);
    notificationsFlow.commands(inbox.getActor()).refresh();
    expect(unreadCountOf(getNotificationsView(inbox.getActor().getSnapshot())).complete).toBe(false);
    release();
    expect(unreadCountOf({ unreadBadge: { count: 3, complete: false } })).toEqual({
      count: 3,
      complete: false,
    });
    expect(unreadCountOf({ unreadBadge: { count: 3, complete: true } })).toEqual({
      count: 3,
      complete: true,
    });
  });
});
