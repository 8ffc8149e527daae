import { describe, expect, it } from 'vitest';
import { bangkokWall, clientAnswering, rawReply } from './answering-fetch';

/** A notification as the service sends it (docs/wire-format.md, N2). */
function item(ObjectType: string, object: Record<string, unknown>, fields: Record<string, unknown> = {}) {
  return {
    RowKey: `row-${ObjectType}`,
    PartitionKey: 'user-1',
    ObjectType,
    IsRead: false,
    CreateTime: bangkokWall(2026, 11, 23, 9, 30),
    ExpireDate: 0,
    ImagePath: '',
    Timestamp: '2026-11-23T02:30:00Z',
    ObjectCampaignId: 0,
    ObjectCategoryId: 0,
    Object: object,
    ...fields,
  };
}

const items = [
  item(
    'campaign',
    { ID: 3301, Name: 'Free coffee', FullImageUrl: 'https://img/1', CategoryId: 12 },
    { ObjectCampaignId: 3301 },
  ),
  item('cat', { ID: 12, Name: 'Drinks' }, { ObjectCategoryId: 12 }),
  item('event', { ID: 5501, Name: 'Fair', AgencyName: 'Mall' }),
  item('link', { message: 'Read our terms', url: 'https://partner.example/terms' }),
  item('message', { message: 'Welcome!' }),
  item('dashboard', { message: 'New rewards', key: 'home' }),
  item('comment', { Message: 'Thanks for your review' }),
  item('badge', { name: 'Gold member', description: 'x' }),
  item('earn', { message: 'You earned 50 points' }),
  item('ads', { Name: 'Promo' }),
];

async function listed() {
  return clientAnswering(() => items).client.notifications.list();
}

describe('notification shapes', () => {
  it('N3: text comes from message, Message (comment), name (badge) or Name', async () => {
    expect((await listed()).map((entry) => [entry.type, entry.text])).toEqual([
      ['campaign', 'Free coffee'],
      ['cat', 'Drinks'],
      ['event', 'Fair'],
      ['link', 'Read our terms'],
      ['message', 'Welcome!'],
      ['dashboard', 'New rewards'],
      ['comment', 'Thanks for your review'],
      ['badge', 'Gold member'],
      ['earn', 'You earned 50 points'],
      ['other', 'Promo'],
    ]);
  });

  it('N3: no top-level Message is read', async () => {
    const [entry] = await clientAnswering(() => [
      item('message', {}, { Message: 'invented' }),
    ]).client.notifications.list();
    expect(entry?.text).toBe('');
  });

  it('N4: each item opens by its type: campaign, category, link, or text only', async () => {
    const byType = Object.fromEntries((await listed()).map((entry) => [entry.type, entry]));
    expect(byType.campaign).toMatchObject({
      target: { kind: 'campaign', campaignId: '3301' },
      campaignId: '3301',
    });
    expect(byType.campaign?.categoryId).toBe('12');
    expect(byType.cat).toMatchObject({ target: { kind: 'category', categoryId: '12' }, categoryId: '12' });
    expect(byType.event).toMatchObject({ target: { kind: 'campaign', campaignId: '5501' } });
    expect(byType.link).toMatchObject({
      target: { kind: 'link', url: 'https://partner.example/terms' },
      link: 'https://partner.example/terms',
    });
    for (const type of ['message', 'dashboard', 'comment', 'badge', 'earn', 'other']) {
      expect(byType[type]?.target).toEqual({ kind: 'text' });
      expect(byType[type]?.campaignId).toBeUndefined();
    }
  });

  it('N2/T8: CreateTime is Bangkok wall-clock time; createdAt is the true instant; IsRead is loose', async () => {
    const [entry] = await clientAnswering(() => [
      item('message', { message: 'x' }, { IsRead: 'True' }),
    ]).client.notifications.list();
    expect(entry).toMatchObject({
      createdAt: Date.UTC(2026, 10, 23, 2, 30),
      isRead: true,
      id: 'row-message',
    });
  });

  it('N5: an empty list may arrive as a 2xx that is not a JSON array', async () => {
    for (const body of ['', 'null', 'no notifications']) {
      expect(await clientAnswering(() => rawReply(body)).client.notifications.list()).toEqual([]);
    }
  });

  it('N1: mode, skip, top and sortBy go in the query', async () => {
    const { client, seen } = clientAnswering(() => []);
    await client.notifications.list({ mode: 'new', skip: 10, top: 5, sortBy: 'createdate_desc' });
    expect(Object.fromEntries(seen[0]?.url.searchParams ?? [])).toEqual({
      mode: 'new',
      skip: '10',
      top: '5',
      sortBy: 'createdate_desc',
    });
  });

  it('N6: read sends one comma-separated ids field; an id with a comma is refused before sending', async () => {
    const { client, seen } = clientAnswering(() => rawReply(''));
    await client.notifications.read(['a', 'b', 'c']);
    expect(new URLSearchParams(seen[0]?.body).get('ids')).toBe('a,b,c');
    await expect(client.notifications.read(['a,b'])).rejects.toMatchObject({
      kind: 'invalid_input',
      field: 'ids',
    });
    expect(seen).toHaveLength(1);
  });
});
