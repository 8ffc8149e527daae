import { describe, expect, it } from 'vitest';
import { form, useSandbox } from './sandbox-http';

const sandbox = useSandbox();

interface WireNotification {
  RowKey: string;
  ObjectType: string;
  IsRead: boolean;
  CreateTime: number;
  Object: Record<string, unknown>;
}

async function list(query = '?top=100'): Promise<WireNotification[]> {
  const response = await sandbox.call(`/api/noti/${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as WireNotification[];
}

function read(body: URLSearchParams | string) {
  return sandbox.call('/api/noti/read', { method: 'POST', body });
}

describe('GET /api/noti/', () => {
  it('N2: lists 45 notifications of all nine types, read and unread, newest first (N1)', async () => {
    const all = await list();
    expect(all.length).toBe(45);
    const nineTypes = 'campaign cat event link message dashboard comment badge earn'.split(' ');
    for (const type of nineTypes) {
      const ofType = all.filter((item) => item.ObjectType === type);
      expect(
        ofType.some((item) => item.IsRead),
        type,
      ).toBe(true);
      expect(
        ofType.some((item) => !item.IsRead),
        type,
      ).toBe(true);
    }
    expect(new Set(all.map((item) => item.ObjectType)).size).toBe(9);
    const times = all.map((item) => item.CreateTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(await list('?sortBy=createdate_asc&top=100')).toEqual([...all].reverse());
  });

  it('N2/T6: items carry the service keys in PascalCase, ObjectType lower case', async () => {
    for (const item of await list()) {
      expect(Object.keys(item).sort()).toEqual(
        [
          'RowKey',
          'PartitionKey',
          'ObjectType',
          'IsRead',
          'CreateTime',
          'ExpireDate',
          'ImagePath',
          'Timestamp',
          'ObjectCampaignId',
          'ObjectCategoryId',
          'Object',
        ].sort(),
      );
      expect(item.ObjectType).toBe(item.ObjectType.toLowerCase());
    }
  });

  it('N3: comment carries Object.Message, badge a lower-case name, no item a top-level Message', async () => {
    const all = await list();
    const payloads = (type: string) =>
      all.filter((item) => item.ObjectType === type).map((item) => item.Object);
    for (const payload of payloads('comment')) expect(Object.keys(payload)).toEqual(['Message']);
    for (const payload of payloads('badge')) expect(Object.keys(payload)).toEqual(['name']);
    for (const type of ['message', 'earn']) {
      for (const payload of payloads(type)) expect(typeof payload.message).toBe('string');
    }
    for (const payload of payloads('link')) expect(Object.keys(payload).sort()).toEqual(['message', 'url']);
    for (const payload of payloads('dashboard'))
      expect(Object.keys(payload).sort()).toEqual(['key', 'message']);
    for (const type of ['campaign', 'cat', 'event']) {
      for (const payload of payloads(type))
        expect(payload).toMatchObject({ ID: expect.any(Number), Name: expect.any(String) });
    }
    expect(all.some((item) => 'Message' in item)).toBe(false);
  });

  it('N4: campaign and event name their campaign, cat its category, the rest neither (0)', async () => {
    for (const item of await list()) {
      const {
        ObjectCampaignId,
        ObjectCategoryId,
        Object: payload,
      } = item as WireNotification & {
        ObjectCampaignId: number;
        ObjectCategoryId: number;
      };
      if (item.ObjectType === 'campaign' || item.ObjectType === 'event') {
        expect(ObjectCampaignId).toBe(payload.ID);
      } else {
        expect(ObjectCampaignId).toBe(0);
      }
      if (item.ObjectType === 'cat') expect(ObjectCategoryId).toBe(payload.ID);
      if (item.ObjectType === 'campaign') expect(ObjectCategoryId).toBe(payload.CategoryId);
      if (!['cat', 'campaign'].includes(item.ObjectType)) expect(ObjectCategoryId).toBe(0);
    }
  });

  it('N4: a link opens a page the sandbox serves itself', async () => {
    const link = (await list()).find((item) => item.ObjectType === 'link');
    const url = String(link?.Object.url);
    expect(url).toMatch(new RegExp(`^${sandbox.running.url}/__sandbox/pages/news-\\d+$`));
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Member news');
  });

  it('T8: CreateTime is the Bangkok wall clock written as if UTC; ExpireDate 0 when not set (T7)', async () => {
    const instant = Date.UTC(2026, 0, 15, 2, 0, 0);
    await sandbox.dev('clock', { method: 'POST', json: { now: instant } });
    const all = await list();
    // The newest item was created 5 to 6 hours before "now": 03:00–04:00 in Bangkok, as "UTC".
    const newest = all[0]?.CreateTime ?? 0;
    expect(newest).toBeGreaterThan(Date.UTC(2026, 0, 15, 3) / 1000);
    expect(newest).toBeLessThanOrEqual(Date.UTC(2026, 0, 15, 4) / 1000);
    const expiries = all.map((item) => (item as WireNotification & { ExpireDate: number }).ExpireDate);
    expect(expiries).toContain(0);
    expect(expiries.some((value) => value > newest)).toBe(true);
  });

  it('T7: the oldest items spell IsRead as 1 / 0', async () => {
    const spellings = new Set((await list()).map((item) => item.IsRead as unknown));
    expect(spellings).toEqual(new Set([true, false, 1, 0]));
  });

  it('N1: pages by 25 by default and lists only unread items with mode=new', async () => {
    expect(await list('')).toHaveLength(25);
    const unread = await list('?mode=new&top=100');
    expect(unread.length).toBeGreaterThan(0);
    expect(unread.every((item) => !item.IsRead)).toBe(true);
  });

  it('N1: refuses an unknown mode or sort order with 400', async () => {
    expect((await sandbox.call('/api/noti/?mode=old')).status).toBe(400);
    expect((await sandbox.call('/api/noti/?sortBy=name')).status).toBe(400);
  });
});

describe('POST /api/noti/read', () => {
  it('N6/T5: marks comma-separated ids read with 200 and no body; unknown ids are ignored; twice is harmless', async () => {
    const unread = await list('?mode=new&top=3');
    const ids = unread.map((item) => item.RowKey);
    const response = await read(form({ ids: [...ids, 'no-such-id'].join(',') }));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
    expect((await read(form({ ids: ids.join(',') }))).status).toBe(200);

    const after = await list();
    for (const id of ids) expect(after.find((item) => item.RowKey === id)?.IsRead).toBe(true);
  });

  it('N6: accepts repeated ids= and ids[]= fields', async () => {
    const [first, second] = await list('?mode=new&top=2');
    if (first === undefined || second === undefined)
      throw new Error('the seed has fewer than two unread items');
    expect((await read(`ids=${first.RowKey}&ids[]=${second.RowKey}`)).status).toBe(200);
    const unreadAfter = (await list('?mode=new&top=100')).map((item) => item.RowKey);
    expect(unreadAfter).not.toContain(first.RowKey);
    expect(unreadAfter).not.toContain(second.RowKey);
  });

  it('N6: refuses a body without ids with 400', async () => {
    const response = await read(form({ ids: ' , ' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { id: 1400 } });
  });
});
