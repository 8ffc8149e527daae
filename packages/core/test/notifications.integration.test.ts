import { createLoyaltyClient } from '@loyalty-flows/client';
import { startSandbox, type TestSandbox } from '@loyalty-flows/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { getNotificationsView, notificationsMachine } from '../src';

/** The notifications machine with the real client against the real sandbox over loopback. */
describe('notifications machine with the client and the sandbox', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  it('sends twenty quick reads as one request, and the service agrees afterwards', async () => {
    const client = createLoyaltyClient({ baseURL: sandbox.url, ...sandbox.credentials });
    const actor = createActor(notificationsMachine, { input: { client, batchWindowMs: 50 } }).start();
    await waitFor(actor, (snapshot) => getNotificationsView(snapshot).listState === 'ready');
    const unread = getNotificationsView(actor.getSnapshot())
      .items.filter((item) => !item.isRead)
      .map((item) => item.id);
    expect(unread.length).toBeGreaterThanOrEqual(10);
    for (let index = 0; index < 20; index += 1) {
      actor.send({ type: 'NOTIFICATION.READ', ids: [unread[index % unread.length] ?? ''] });
    }
    await waitFor(actor, (snapshot) => getNotificationsView(snapshot).pendingReads === 0);
    expect(await sandbox.requests('noti.read')).toHaveLength(1);

    actor.send({ type: 'NOTIFICATIONS.REFRESH' });
    await waitFor(actor, (snapshot) => snapshot.matches({ list: 'ready' }));
    const view = getNotificationsView(actor.getSnapshot());
    for (const id of unread) expect(view.items.find((item) => item.id === id)?.isRead).toBe(true);
    const fromService = await client.notifications.list({ mode: 'new', top: 100 });
    expect(fromService.some((item) => unread.includes(item.id))).toBe(false);
    actor.stop();
  });
});
