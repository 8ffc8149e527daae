import { wallClockToInstant } from '@loyalty-flows/domain';
import { describe, expect, it } from 'vitest';
import { useClientAndSandbox } from './client-under-test';

const under = useClientAndSandbox();

describe('client.notifications', () => {
  it('maps the list: id from RowKey, type, read flag, epoch-ms time, text and link', async () => {
    const items = await under.client.notifications.list({ top: 100 });
    expect(items.length).toBeGreaterThanOrEqual(40);
    for (const item of items) {
      expect(item.id).toBe(item.raw.RowKey);
      // T8: CreateTime is Bangkok wall-clock time written as if UTC.
      expect(item.createdAt).toBe(wallClockToInstant((item.raw.CreateTime as number) * 1000, 'Asia/Bangkok'));
      expect(item.text).not.toBe('');
    }
    const types = new Set(items.map((item) => item.type));
    for (const type of [
      'campaign',
      'cat',
      'event',
      'link',
      'message',
      'dashboard',
      'comment',
      'badge',
      'earn',
    ]) {
      expect(types).toContain(type);
    }
    expect(items.filter((item) => item.type === 'link').every((item) => item.link?.startsWith('http'))).toBe(
      true,
    );
    expect(items.some((item) => item.isRead)).toBe(true);
    expect(items.some((item) => !item.isRead)).toBe(true);
  });

  it('N1: lists only unread items with mode new, oldest first with sortBy', async () => {
    const { client } = under;
    expect((await client.notifications.list({ mode: 'new', top: 100 })).every((item) => !item.isRead)).toBe(
      true,
    );
    const oldestFirst = await client.notifications.list({ sortBy: 'createdate_asc', top: 100 });
    const times = oldestFirst.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('N6: reads several ids in one request with one comma-separated field', async () => {
    const { client, sandbox } = under;
    const unread = await client.notifications.list({ mode: 'new', top: 3 });
    await client.notifications.read(unread.map((item) => item.id));
    expect(await sandbox.requests('noti.read')).toHaveLength(1);
    const after = await client.notifications.list({ top: 100 });
    for (const item of unread) expect(after.find((candidate) => candidate.id === item.id)?.isRead).toBe(true);
  });

  it('sends nothing for an empty list of ids', async () => {
    const { client, sandbox } = under;
    await client.notifications.read([]);
    expect(await sandbox.requests()).toEqual([]);
  });
});
