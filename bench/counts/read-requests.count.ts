// @vitest-environment node
import { createLoyaltyClient } from '@loyalty-flows/client';
import { createNotificationsMachine, getNotificationsView } from '@loyalty-flows/core/notifications';
import { startSandbox, type TestSandbox } from '@loyalty-flows/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { type CountRow, saveCounts } from '../src/results';

/** Read requests: twenty reads within 50 ms, counted in the sandbox's request log. */

let sandbox: TestSandbox;
const rows: CountRow[] = [];

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  saveCounts('read-requests', rows);
  await sandbox.close();
});

describe('read requests', () => {
  it('twenty reads within 50 ms', async () => {
    const client = createLoyaltyClient({ baseURL: sandbox.url, ...sandbox.credentials });
    const unread = (await client.notifications.list({ mode: 'new', top: 20 })).map((item) => item.id);
    expect(unread).toHaveLength(20);

    await sandbox.reset();
    const actor = createActor(createNotificationsMachine({ client }), {
      input: { batchWindowMs: 50 },
    }).start();
    await waitFor(actor, (snapshot) => getNotificationsView(snapshot).listState !== 'loading');
    for (const id of unread) {
      actor.send({ type: 'NOTIFICATIONS.READ', ids: [id] });
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await waitFor(actor, (snapshot) => getNotificationsView(snapshot).pendingReads === 0);
    const ours = (await sandbox.requests('noti.read')).length;
    actor.stop();

    await sandbox.reset();
    // The comparison: one request per read, as a click handler calling the API directly does.
    await Promise.all(unread.map((id) => client.notifications.read([id])));
    const baseline = (await sandbox.requests('noti.read')).length;

    rows.push({ scenario: 'twenty reads within 50 ms', ours, baseline });
    expect(ours).toBe(1);
    expect(baseline).toBe(20);
  });
});
