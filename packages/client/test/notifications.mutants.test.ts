import { describe, expect, it } from 'vitest';
import { bangkokWall, clientAnswering } from './answering-fetch';
import { rejectionOf, useClientAndSandbox } from './client-under-test';

const under = useClientAndSandbox();

/** A notification as the service sends it (docs/wire-format.md, N2), ids 0 = not set (T7). */
function item(ObjectType: string, object: Record<string, unknown>, fields: Record<string, unknown> = {}) {
  return {
    RowKey: `row-${ObjectType}`,
    ObjectType,
    IsRead: false,
    CreateTime: bangkokWall(2026, 11, 23, 9, 30),
    ObjectCampaignId: 0,
    ObjectCategoryId: 0,
    Object: object,
    ...fields,
  };
}

describe('notifications against the sandbox', () => {
  it("N1: mode 'all' lists read and unread items (the service takes no mode for all)", async () => {
    const all = await under.client.notifications.list({ mode: 'all', top: 100 });
    expect(all.some((entry) => entry.isRead)).toBe(true);
    expect(all.some((entry) => !entry.isRead)).toBe(true);
    expect(await under.client.notifications.list({ top: 100 })).toHaveLength(all.length);
  });

  it('N6: a refused read names the read operation and the field, and sends nothing', async () => {
    const before = (await under.sandbox.requests('noti.read')).length;
    const error = await rejectionOf(under.client.notifications.read(['n-1', 'a,b']));
    expect(error).toMatchObject({ kind: 'invalid_input', operation: 'notifications.read', field: 'ids' });
    expect(error.message).toMatch(/^notifications\.read failed/);
    expect(await under.sandbox.requests('noti.read')).toHaveLength(before);
  });
});

describe('notification targets without the top-level ids', () => {
  it('N4: a campaign or event without ObjectCampaignId opens the campaign of its Object.ID', async () => {
    const { client } = clientAnswering(() => [
      item('campaign', { ID: 3301, Name: 'Free coffee' }),
      item('event', { ID: 5501, Name: 'Fair' }),
    ]);
    const [campaign, event] = await client.notifications.list();
    expect(campaign).toMatchObject({ campaignId: '3301', target: { kind: 'campaign', campaignId: '3301' } });
    expect(event).toMatchObject({ campaignId: '5501', target: { kind: 'campaign', campaignId: '5501' } });
  });

  it('N4: a category without ObjectCategoryId opens the category of its Object.ID, not a campaign', async () => {
    const { client } = clientAnswering(() => [item('cat', { ID: 12, Name: 'Drinks', CategoryId: 99 })]);
    const [category] = await client.notifications.list();
    expect(category).toMatchObject({ categoryId: '12', target: { kind: 'category', categoryId: '12' } });
    expect(category?.campaignId).toBeUndefined();
  });

  it("N4: an Object.ID of a type that opens no campaign is not taken for a campaign's id", async () => {
    const { client } = clientAnswering(() => [
      item('badge', { ID: 7, name: 'Gold member' }),
      item('link', { ID: 8, message: 'Terms', url: 'https://partner.example/terms' }),
    ]);
    const [badge, link] = await client.notifications.list();
    expect(badge?.campaignId).toBeUndefined();
    expect(badge?.target).toEqual({ kind: 'text' });
    expect(link?.campaignId).toBeUndefined();
    expect(link?.target).toEqual({ kind: 'link', url: 'https://partner.example/terms' });
  });

  it('N2: an item without RowKey or ObjectType gets an empty id (never sendable) and type other', async () => {
    const { client, seen } = clientAnswering(() => [{ IsRead: 0, Object: { message: 'Hi' } }]);
    const [entry] = await client.notifications.list();
    expect(entry).toMatchObject({ id: '', type: 'other', text: 'Hi', isRead: false });
    await expect(client.notifications.read([entry?.id ?? ''])).rejects.toMatchObject({
      kind: 'invalid_input',
      field: 'ids',
    });
    expect(seen).toHaveLength(1);
  });
});

describe('loose booleans (docs/wire-format.md, T7)', () => {
  it('T7: only the whole words 1, true and yes are true; other text is false', async () => {
    const values = ['1', ' yes ', 'TRUE', '10', '01', 'not true', 'yesterday', 'untrue', '0', 'no', ''];
    const { client } = clientAnswering(() =>
      values.map((IsRead, index) => item('message', { message: 'x' }, { RowKey: `r${index}`, IsRead })),
    );
    expect((await client.notifications.list()).map((entry) => entry.isRead)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
