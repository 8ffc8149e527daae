import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Actor, createActor } from 'xstate';
import type { FlowStorage, VisibilityPort } from '../src';
import {
  createNotificationsMachine,
  getNotificationsView,
  type NotificationsInput,
} from '../src/notifications';
import { settle } from './async-helpers';
import {
  type FakeNotificationsPort,
  fakeNotificationsPort,
  memoryStorage,
  notifications,
  servePage,
} from './notifications.fixtures';

/*
 * Edges of the notifications flow that its other tests pass by: each test names the behaviour it pins.
 */

type NotificationsActor = Actor<ReturnType<typeof createNotificationsMachine>>;

const readsKey = 'loyalty-flows:notifications:reads';
let port: FakeNotificationsPort;
const actors: NotificationsActor[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  port = fakeNotificationsPort();
});
afterEach(() => {
  for (const actor of actors.splice(0)) actor.stop();
  vi.useRealTimers();
});

async function startLoaded(storage: FlowStorage, input: Partial<NotificationsInput> = {}) {
  const actor = createActor(createNotificationsMachine({ client: port.client, storage }), {
    input: { pageSize: 10, ...input },
  }).start();
  actors.push(actor);
  servePage(port, notifications(10));
  await settle();
  return actor;
}

describe('stored reads', () => {
  it('drops what is not an id from a damaged record when the page writes its reads back', async () => {
    const storage = memoryStorage({ [readsKey]: JSON.stringify([7, 'other-tab-1', null, { id: 'x' }]) });
    const actor = await startLoaded(storage);
    actor.send({ type: 'NOTIFICATIONS.READ', ids: ['row-0'] });
    expect(JSON.parse(storage.data.get(readsKey) ?? '[]')).toEqual(['other-tab-1', 'row-0']);
  });
});

describe('options', () => {
  it('a flow created without options runs on its defaults with no options error', () => {
    const actor = createActor(createNotificationsMachine({ client: port.client, storage: memoryStorage() }), {
      input: undefined,
    }).start();
    actors.push(actor);
    expect(actor.getSnapshot().context.optionsError).toBeUndefined();
    expect(getNotificationsView(actor.getSnapshot()).optionsError).toBeUndefined();
    expect(port.lists[0]?.query).toEqual({ mode: 'all', skip: 0, top: 25 });
  });
});

describe('restoring reads', () => {
  it('tells the flow nothing when storage holds no reads', async () => {
    const heard: string[] = [];
    const storage = memoryStorage({ [readsKey]: JSON.stringify([]) });
    const actor = createActor(createNotificationsMachine({ client: port.client, storage }), {
      input: {},
      inspect: (inspection) => {
        if (inspection.type === '@xstate.event') heard.push(inspection.event.type);
      },
    }).start();
    actors.push(actor);
    servePage(port, notifications(3));
    await settle();
    expect(heard).not.toContain('NOTIFICATIONS.RESTORED');
  });
});

/** A visibility the test switches, as a native app's AppState reports one. */
function switchedVisibility(visible: boolean): VisibilityPort & { set(visible: boolean): void } {
  const listeners = new Set<(visible: boolean) => void>();
  return {
    isVisible: () => visible,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      visible = next;
      for (const listener of listeners) listener(next);
    },
  };
}

describe('a visibility port', () => {
  it('visible at start: polling runs; hidden: it pauses; visible again: the list refreshes and polling runs', async () => {
    const visibility = switchedVisibility(true);
    const machine = createNotificationsMachine({ client: port.client, storage: memoryStorage(), visibility });
    const actor = createActor(machine, { input: { pollIntervalMs: 60_000 } }).start();
    actors.push(actor);
    servePage(port, notifications(3));
    await settle();
    expect(actor.getSnapshot().value).toMatchObject({ polling: 'running' });
    visibility.set(false);
    expect(actor.getSnapshot().value).toMatchObject({ polling: 'paused' });
    const lists = port.lists.length;
    visibility.set(true);
    expect(actor.getSnapshot().value).toMatchObject({ polling: 'running', list: 'loading' });
    expect(port.lists).toHaveLength(lists + 1);
  });

  it('hidden at start: polling waits until the page is shown', async () => {
    const visibility = switchedVisibility(false);
    const machine = createNotificationsMachine({ client: port.client, storage: memoryStorage(), visibility });
    const actor = createActor(machine, { input: { pollIntervalMs: 60_000 } }).start();
    actors.push(actor);
    expect(actor.getSnapshot().value).toMatchObject({ polling: 'paused' });
    expect(actor.getSnapshot().context.visible).toBe(false);
  });
});
