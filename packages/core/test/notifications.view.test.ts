import { afterEach, describe, expect, it } from 'vitest';
import { type Actor, createActor } from 'xstate';
import { getNotificationsView, type Notification, notificationsMachine } from '../src';
import { settle } from './async-helpers';
import { fakeNotificationsPort, notifications } from './notifications.fixtures';

const actors: Actor<typeof notificationsMachine>[] = [];
afterEach(() => {
  for (const actor of actors.splice(0)) actor.stop();
});

async function viewOf(items: Notification[]) {
  const port = fakeNotificationsPort();
  const actor = createActor(notificationsMachine, { input: { client: port.client, pageSize: 10 } }).start();
  actors.push(actor);
  port.lists[0]?.answer.resolve(items);
  await settle();
  return getNotificationsView(actor.getSnapshot());
}

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
  });
});
