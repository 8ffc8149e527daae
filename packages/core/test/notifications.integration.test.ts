import { createLoyaltyClient } from '@loyalty-flows/client';
import { startSandbox, type TestSandbox } from '@loyalty-flows/test-utils';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Actor, createActor, type SnapshotFrom, waitFor } from 'xstate';
import {
  createNotificationsMachine,
  getNotificationsView,
  type NotificationsInput,
} from '../src/notifications';
import { sendInternal } from './internal-events';
import { memoryStorage } from './notifications.fixtures';

/** The notifications machine, built by its factory with the real client, against the real sandbox over loopback. */

type NotificationsMachine = ReturnType<typeof createNotificationsMachine>;

let sandbox: TestSandbox;
const actors: Actor<NotificationsMachine>[] = [];

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());
afterEach(() => {
  for (const actor of actors.splice(0)) actor.stop();
});

function machine() {
  const client = createLoyaltyClient({ baseURL: sandbox.url, ...sandbox.credentials });
  return { client, machine: createNotificationsMachine({ client, storage: memoryStorage() }) };
}

function start(input: NotificationsInput = {}, snapshot?: SnapshotFrom<NotificationsMachine>) {
  const actor = createActor(machine().machine, snapshot ? { snapshot, input } : { input }).start();
  actors.push(actor);
  return actor;
}

const loaded = (snapshot: SnapshotFrom<NotificationsMachine>) =>
  getNotificationsView(snapshot).listState === 'ready';
const settled = (snapshot: SnapshotFrom<NotificationsMachine>) =>
  getNotificationsView(snapshot).pendingReads === 0 && snapshot.matches({ reads: 'idle' });

async function unreadIds(actor: Actor<NotificationsMachine>) {
  await waitFor(actor, loaded);
  return getNotificationsView(actor.getSnapshot())
    .items.filter((item) => !item.isRead)
    .map((item) => item.id);
}

async function unreadOnService() {
  const items = await machine().client.notifications.list({ mode: 'new', top: 100 });
  return items.map((item) => item.id);
}

describe('notifications machine with the client and the sandbox', () => {
  it('sends twenty quick reads as one request, and the service agrees afterwards', async () => {
    const actor = start({ batchWindowMs: 50 });
    const unread = await unreadIds(actor);
    expect(unread.length).toBeGreaterThanOrEqual(10);
    for (let index = 0; index < 20; index += 1) {
      actor.send({ type: 'NOTIFICATIONS.READ', ids: [unread[index % unread.length] ?? ''] });
    }
    await waitFor(actor, settled);
    expect(await sandbox.requests('noti.read')).toHaveLength(1);

    actor.send({ type: 'NOTIFICATIONS.REFRESH' });
    await waitFor(actor, loaded);
    const view = getNotificationsView(actor.getSnapshot());
    for (const id of unread) expect(view.items.find((item) => item.id === id)?.isRead).toBe(true);
    expect((await unreadOnService()).some((id) => unread.includes(id))).toBe(false);
  });

  it('restores a loaded list from JSON without a new request, and its pending reads reach the service once', async () => {
    const first = start({ pageSize: 10 });
    const unread = await unreadIds(first);
    sendInternal(first, { type: 'NOTIFICATIONS.OFFLINE' });
    first.send({ type: 'NOTIFICATIONS.READ', ids: unread.slice(0, 2) });
    const stored = JSON.parse(JSON.stringify(first.getPersistedSnapshot()));
    const before = getNotificationsView(first.getSnapshot());
    first.stop();
    const lists = (await sandbox.requests('noti.list')).length;

    // A new page, a new factory-made machine (its own empty storage): the snapshot alone carries the state.
    const second = start({ pageSize: 10 }, stored);
    const restored = getNotificationsView(second.getSnapshot());
    expect(restored.items).toEqual(before.items);
    expect(restored).toMatchObject({ listState: 'ready', pendingReads: 2 });
    // A wait that proves nothing happens: the restored actor asks the service for nothing while offline.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await sandbox.requests('noti.list')).toHaveLength(lists);
    expect(await sandbox.requests('noti.read')).toHaveLength(0);

    sendInternal(second, { type: 'NOTIFICATIONS.ONLINE' });
    await waitFor(second, settled);
    expect(await sandbox.requests('noti.read')).toHaveLength(1);
    expect(await sandbox.requests('noti.list')).toHaveLength(lists);
    const left = await unreadOnService();
    for (const id of unread.slice(0, 2)) expect(left).not.toContain(id);
  });

  it('waits out a 429 with Retry-After and then reads, without showing the item unread meanwhile', async () => {
    await sandbox.injectFault({ route: 'noti.read', kind: 'rate_limited', retryAfterSeconds: 1 });
    const actor = start({ batchWindowMs: 0, retry: { baseDelayMs: 50 } });
    const [id = ''] = await unreadIds(actor);
    actor.send({ type: 'NOTIFICATIONS.READ', ids: [id] });
    await waitFor(actor, (snapshot) => snapshot.matches({ reads: 'retrying' }));
    expect(getNotificationsView(actor.getSnapshot()).items.find((item) => item.id === id)?.isRead).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await sandbox.requests('noti.read')).toHaveLength(1);
    await waitFor(actor, settled, { timeout: 5_000 });
    expect(await sandbox.requests('noti.read')).toHaveLength(2);
    expect(await unreadOnService()).not.toContain(id);
  });

  it('backs off through a run of 503s longer than the retry budget and reads when the service is back', async () => {
    await sandbox.injectFault({ route: 'noti.read', kind: 'status', status: 503, times: 6 });
    const actor = start({ batchWindowMs: 0, retry: { baseDelayMs: 20, maxDelayMs: 80 } });
    const ids = (await unreadIds(actor)).slice(0, 3);
    actor.send({ type: 'NOTIFICATIONS.READ', ids });
    await waitFor(actor, settled, { timeout: 5_000 });
    expect(await sandbox.requests('noti.read')).toHaveLength(7);
    const left = await unreadOnService();
    for (const id of ids) expect(left).not.toContain(id);
  });

  it('takes a 200 whose body is not JSON as read', async () => {
    await sandbox.injectFault({ route: 'noti.read', kind: 'malformed_json' });
    const actor = start({ batchWindowMs: 0 });
    const [id = ''] = await unreadIds(actor);
    actor.send({ type: 'NOTIFICATIONS.READ', ids: [id] });
    await waitFor(actor, settled);
    const view = getNotificationsView(actor.getSnapshot());
    expect(view).not.toHaveProperty('readError');
    expect(view.items.find((item) => item.id === id)).toMatchObject({ isRead: true, readPending: false });
    expect(await sandbox.requests('noti.read')).toHaveLength(1);
  });

  it('never lets an id the client cannot carry sink the good reads beside it', async () => {
    const actor = start({ batchWindowMs: 20 });
    const [good = ''] = await unreadIds(actor);
    actor.send({ type: 'NOTIFICATIONS.READ', ids: ['bad,id', good] });
    await waitFor(actor, settled);
    expect(await sandbox.requests('noti.read')).toHaveLength(1);
    expect(await unreadOnService()).not.toContain(good);
    expect(actor.getSnapshot().context.refusedReads).toEqual([
      { id: 'bad,id', error: { kind: 'invalid_input' } },
    ]);
  });
});
