import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Actor, createActor } from 'xstate';
import {
  createNotificationsMachine,
  type FlowStorage,
  getNotificationsView,
  notificationsCommands,
  notificationsFlow,
} from '../src';
import { settle } from './async-helpers';
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
    actor.send({ type: 'NOTIFICATION.READ', ids: ['row-3'] });
    expect(JSON.parse(storage.getItem(readsKey) ?? '[]')).toEqual(['tab-b', 'row-3']);
  });

  it("in a browser without a given storage, unsent reads go to window's localStorage", async () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    const actor = await started();
    actor.send({ type: 'NOTIFICATION.READ', ids: ['row-4'] });
    expect(JSON.parse(storage.getItem(readsKey) ?? '[]')).toEqual(['row-4']);
  });
});
