import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Actor, createActor } from 'xstate';
import type { FlowStorage, Notification, NotificationsPort } from '../src';
import {
  createNotificationsMachine,
  getNotificationsView,
  type NotificationsInput,
} from '../src/notifications';
import { type Deferred, deferred, settle } from './async-helpers';
import { sendInternal } from './internal-events';
import { fakeNotificationsPort, memoryStorage, notifications } from './notifications.fixtures';

/*
 * Issue 18, "reads are lost": one test per defect, each on the machine built by its environment
 * factory with a fake port whose answers the test gives by hand.
 */

type NotificationsActor = Actor<ReturnType<typeof createNotificationsMachine>>;

const feed = notifications(10);
const unread = feed.filter((item) => !item.isRead).map((item) => item.id);
const actors: NotificationsActor[] = [];

function start(
  client: NotificationsPort,
  input: NotificationsInput = {},
  storage: FlowStorage = memoryStorage(),
) {
  const actor = createActor(createNotificationsMachine({ client, storage }), {
    input: { pageSize: 10, batchWindowMs: 0, ...input },
  }).start();
  actors.push(actor);
  return actor;
}

function item(actor: NotificationsActor, id: string) {
  return getNotificationsView(actor.getSnapshot()).items.find((candidate) => candidate.id === id);
}

/** A port whose list answers `feed` at once and whose reads answer from `answers`, in order (then success). */
function scriptedPort(answers: ((ids: readonly string[]) => Promise<void>)[] = []) {
  const sent: string[][] = [];
  const client: NotificationsPort = {
    notifications: {
      list: async () => feed.map((notification) => ({ ...notification })),
      read: (ids) => {
        sent.push([...ids]);
        return answers.shift()?.(ids) ?? Promise.resolve();
      },
    },
  };
  return { client, sent };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  for (const actor of actors.splice(0)) actor.stop();
  vi.useRealTimers();
});

describe('issue 18: reads are never lost', () => {
  it('a read answered 429 with Retry-After waits the delay out and is sent again, not rolled back', async () => {
    const retryAt = Date.now() + 30_000;
    const port = scriptedPort([() => Promise.reject({ kind: 'rate_limited', status: 429, retryAt })]);
    const actor = start(port.client, { retry: { baseDelayMs: 1_000 } });
    await settle();
    const [id = ''] = unread;
    actor.send({ type: 'NOTIFICATIONS.READ', ids: [id] });
    await vi.advanceTimersByTimeAsync(1);
    expect(port.sent).toEqual([[id]]);
    expect(item(actor, id)).toMatchObject({ isRead: true, readPending: true });
    expect(getNotificationsView(actor.getSnapshot(), { now: Date.now() }).readError).toMatchObject({
      kind: 'rate_limited',
      params: { seconds: 30 },
    });
    // Coming back online does not jump the service's Retry-After.
    sendInternal(actor, { type: 'NOTIFICATIONS.ONLINE' });
    await vi.advanceTimersByTimeAsync(29_000);
    expect(port.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(port.sent).toEqual([[id], [id]]);
    await settle();
    expect(item(actor, id)).toMatchObject({ isRead: true, readPending: false });
    expect(getNotificationsView(actor.getSnapshot())).toMatchObject({ pendingReads: 0 });
    expect(getNotificationsView(actor.getSnapshot())).not.toHaveProperty('readError');
  });

  it('an outage longer than the retry budget (503 for a minute) keeps the reads shown and sends them when it ends', async () => {
    let outage = true;
    const sent: string[][] = [];
    const client: NotificationsPort = {
      notifications: {
        list: async () => feed.map((notification) => ({ ...notification })),
        read: async (ids) => {
          sent.push([...ids]);
          if (outage) throw { kind: 'server', status: 503 };
        },
      },
    };
    const actor = start(client, { retry: { baseDelayMs: 1_000, maxDelayMs: 8_000 } });
    await settle();
    actor.send({ type: 'NOTIFICATIONS.READ', ids: unread.slice(0, 2) });
    for (let second = 0; second < 60; second += 1) {
      await vi.advanceTimersByTimeAsync(1_000);
      for (const id of unread.slice(0, 2))
        expect(item(actor, id)).toMatchObject({ isRead: true, readPending: true });
    }
    // 1 + 2 + 4 + 8 + 8 + … : backing off, never giving up.
    expect(sent.length).toBeGreaterThanOrEqual(8);
    expect(sent.length).toBeLessThanOrEqual(12);
    outage = false;
    await vi.advanceTimersByTimeAsync(8_000);
    expect(sent.at(-1)).toEqual(unread.slice(0, 2));
    expect(getNotificationsView(actor.getSnapshot())).toMatchObject({ pendingReads: 0 });
    for (const id of unread.slice(0, 2))
      expect(item(actor, id)).toMatchObject({ isRead: true, readPending: false });
  });

  it('reads marked while offline survive a reload and are sent once', async () => {
    const storage = memoryStorage();
    const port = scriptedPort();
    const first = start(port.client, {}, storage);
    await settle();
    sendInternal(first, { type: 'NOTIFICATIONS.OFFLINE' });
    first.send({ type: 'NOTIFICATIONS.READ', ids: unread.slice(0, 3) });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(port.sent).toEqual([]);
    first.stop(); // the page reloads

    const second = start(port.client, {}, storage);
    await settle();
    for (const id of unread.slice(0, 3))
      expect(item(second, id)).toMatchObject({ isRead: true, readPending: true });
    await vi.advanceTimersByTimeAsync(1);
    expect(port.sent).toEqual([unread.slice(0, 3)]);
    await settle();
    expect(getNotificationsView(second.getSnapshot()).pendingReads).toBe(0);
    second.stop(); // and again: nothing is left to send

    start(port.client, {}, storage);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(port.sent).toHaveLength(1);
  });

  it('two tabs reading offline keep each other’s reads in storage; the next page sends both', async () => {
    const storage = memoryStorage();
    const port = scriptedPort();
    const first = start(port.client, {}, storage);
    const second = start(port.client, {}, storage);
    await settle();
    for (const tab of [first, second]) sendInternal(tab, { type: 'NOTIFICATIONS.OFFLINE' });
    first.send({ type: 'NOTIFICATIONS.READ', ids: [unread[0] ?? ''] });
    second.send({ type: 'NOTIFICATIONS.READ', ids: [unread[1] ?? ''] });
    first.send({ type: 'NOTIFICATIONS.READ', ids: [unread[2] ?? ''] });
    first.stop();
    second.stop(); // both tabs close before the network is back

    start(port.client, {}, storage);
    await settle();
    await vi.advanceTimersByTimeAsync(1);
    expect(port.sent.flat().sort()).toEqual(unread.slice(0, 3).sort());
    await settle();
    expect(storage.data.size).toBe(0);
  });

  it('a read on the wire when the page reloads, applied by the service, is not sent again', async () => {
    const storage = memoryStorage();
    const applied = new Set<string>();
    const sent: string[][] = [];
    const lists: Deferred<Notification[]>[] = [];
    const client: NotificationsPort = {
      notifications: {
        list: () => {
          const answer = deferred<Notification[]>();
          lists.push(answer);
          return answer.promise;
        },
        read: (ids) => {
          sent.push([...ids]);
          for (const id of ids) applied.add(id);
          return new Promise(() => undefined); // applied, but the page reloads before the answer
        },
      },
    };
    const served = () =>
      feed.map((notification) => ({
        ...notification,
        isRead: notification.isRead || applied.has(notification.id),
      }));
    const id = unread[0] ?? '';
    const first = start(client, { batchWindowMs: 50 }, storage);
    lists.shift()?.resolve(served());
    await settle();
    first.send({ type: 'NOTIFICATIONS.READ', ids: [id] });
    await vi.advanceTimersByTimeAsync(50);
    expect(sent).toEqual([[id]]);
    first.stop(); // the page reloads with the read on the wire

    const second = start(client, { batchWindowMs: 50 }, storage);
    await vi.advanceTimersByTimeAsync(1_000); // the batch window passes while the first page loads
    expect(sent).toHaveLength(1);
    lists.shift()?.resolve(served());
    await settle();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toHaveLength(1);
    expect(item(second, id)).toMatchObject({ isRead: true, readPending: false });
    expect(getNotificationsView(second.getSnapshot()).pendingReads).toBe(0);
    expect([...storage.data.values()].join()).not.toContain(id);
  });

  it('a restored read the service has not applied is sent once the first page is in', async () => {
    const storage = memoryStorage({ 'loyalty-flows:notifications:reads': JSON.stringify([unread[1]]) });
    const port = scriptedPort();
    let answerList: (items: Notification[]) => void = () => undefined;
    port.client.notifications.list = () => new Promise((resolve) => (answerList = resolve));
    start(port.client, { batchWindowMs: 50 }, storage);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(port.sent).toEqual([]);
    answerList(feed.map((notification) => ({ ...notification })));
    await vi.advanceTimersByTimeAsync(50);
    expect(port.sent).toEqual([[unread[1]]]);
  });

  it('one id the client refuses (a comma) is split from its batch with its own error; the good reads go', async () => {
    // As the client does: an id holding a comma cannot travel in the comma-separated field.
    const port = scriptedPort([
      async (ids) => {
        if (ids.some((id) => id.includes(','))) throw { kind: 'invalid_input' };
      },
    ]);
    const withComma = [...feed, { ...feed[0], id: 'row,10', isRead: false }] as typeof feed;
    port.client.notifications.list = async () => withComma.map((notification) => ({ ...notification }));
    const actor = start(port.client, { pageSize: 20 });
    await settle();
    actor.send({ type: 'NOTIFICATIONS.READ', ids: [unread[0] ?? '', 'row,10', unread[1] ?? ''] });
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(port.sent).toEqual([[unread[0], unread[1]]]);
    expect(item(actor, unread[0] ?? '')).toMatchObject({ isRead: true, readPending: false });
    expect(item(actor, 'row,10')).toMatchObject({
      isRead: false,
      readPending: false,
      readError: { kind: 'invalid_input', message: expect.any(String) },
    });
  });

  it('a batch the service refuses is split so the good reads still go, and only the bad id shows its error', async () => {
    const refuses = async (ids: readonly string[]) => {
      if (ids.includes(unread[1] ?? '')) throw { kind: 'not_found', status: 404 };
    };
    const port = scriptedPort([refuses, refuses, refuses, refuses]);
    const actor = start(port.client);
    await settle();
    actor.send({ type: 'NOTIFICATIONS.READ', ids: unread.slice(0, 3) });
    await vi.advanceTimersByTimeAsync(100);
    await settle();
    expect(port.sent).toEqual([unread.slice(0, 3), [unread[0]], [unread[1]], [unread[2]]]);
    expect(item(actor, unread[0] ?? '')).toMatchObject({ isRead: true, readPending: false });
    expect(item(actor, unread[2] ?? '')).toMatchObject({ isRead: true, readPending: false });
    expect(item(actor, unread[1] ?? '')).toMatchObject({ isRead: false, readError: { kind: 'not_found' } });
    expect(getNotificationsView(actor.getSnapshot()).pendingReads).toBe(0);
  });

  it('a 2xx whose body could not be read counts as read', async () => {
    const port = scriptedPort([() => Promise.reject({ kind: 'parse', status: 200 })]);
    const actor = start(port.client);
    await settle();
    actor.send({ type: 'NOTIFICATIONS.READ', ids: [unread[0] ?? ''] });
    await vi.advanceTimersByTimeAsync(100);
    expect(port.sent).toHaveLength(1);
    expect(item(actor, unread[0] ?? '')).toMatchObject({ isRead: true, readPending: false });
    expect(getNotificationsView(actor.getSnapshot())).not.toHaveProperty('readError');
  });

  it('a session refusal (401) rolls the batch back without splitting it', async () => {
    const port = scriptedPort([() => Promise.reject({ kind: 'unauthorized', status: 401 })]);
    const actor = start(port.client);
    await settle();
    actor.send({ type: 'NOTIFICATIONS.READ', ids: unread.slice(0, 2) });
    await vi.advanceTimersByTimeAsync(100);
    expect(port.sent).toEqual([unread.slice(0, 2)]);
    expect(item(actor, unread[0] ?? '')).toMatchObject({
      isRead: false,
      readError: { kind: 'unauthorized' },
    });
  });

  it('never sends more than 100 ids in one request', async () => {
    const port = fakeNotificationsPort();
    const many = notifications(250).map((notification) => ({ ...notification, isRead: false }));
    const actor = start(port.client, { pageSize: 250 });
    port.lists[0]?.answer.resolve(many);
    await settle();
    actor.send({ type: 'NOTIFICATIONS.READ_ALL' });
    await vi.advanceTimersByTimeAsync(1);
    expect(port.reads.map((call) => call.ids.length)).toEqual([100]);
    port.reads[0]?.answer.resolve();
    await vi.advanceTimersByTimeAsync(1);
    port.reads[1]?.answer.resolve();
    await vi.advanceTimersByTimeAsync(1);
    expect(port.reads.map((call) => call.ids.length)).toEqual([100, 100, 50]);
  });
});
