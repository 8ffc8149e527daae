import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Actor, createActor } from 'xstate';
import type { FlowStorage } from '../src';
import { createNotificationsMachine, type NotificationsInput } from '../src/notifications';
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
