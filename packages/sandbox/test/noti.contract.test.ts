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
  it('lists at least 40 notifications of all six types, read and unread, newest first', async () => {
    const all = await list();
    expect(all.length).toBeGreaterThanOrEqual(40);
    for (const type of ['campaign', 'cat', 'event', 'link', 'message', 'dashboard']) {
      const ofType = all.filter((item) => item.ObjectType === type);
      expect(ofType.some((item) => item.IsRead)).toBe(true);
      expect(ofType.some((item) => !item.IsRead)).toBe(true);
    }
    const times = all.map((item) => item.CreateTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(await list('?sortBy=createdate_asc&top=100')).toEqual([...all].reverse());
  });

  it('pages by 25 by default and lists only unread items with mode=new', async () => {
    expect(await list('')).toHaveLength(25);
    const unread = await list('?mode=new&top=100');
    expect(unread.length).toBeGreaterThan(0);
    expect(unread.every((item) => !item.IsRead)).toBe(true);
  });

  it('refuses an unknown mode or sort order with 400', async () => {
    expect((await sandbox.call('/api/noti/?mode=old')).status).toBe(400);
    expect((await sandbox.call('/api/noti/?sortBy=name')).status).toBe(400);
  });
});

describe('POST /api/noti/read', () => {
  it('marks comma-separated ids read with 200 and no body; unknown ids are ignored; twice is harmless', async () => {
    const unread = await list('?mode=new&top=3');
    const ids = unread.map((item) => item.RowKey);
    const response = await read(form({ ids: [...ids, 'no-such-id'].join(',') }));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
    expect((await read(form({ ids: ids.join(',') }))).status).toBe(200);

    const after = await list();
    for (const id of ids) expect(after.find((item) => item.RowKey === id)?.IsRead).toBe(true);
  });

  it('accepts repeated ids= and ids[]= fields', async () => {
    const [first, second] = await list('?mode=new&top=2');
    if (first === undefined || second === undefined)
      throw new Error('the seed has fewer than two unread items');
    expect((await read(`ids=${first.RowKey}&ids[]=${second.RowKey}`)).status).toBe(200);
    const unreadAfter = (await list('?mode=new&top=100')).map((item) => item.RowKey);
    expect(unreadAfter).not.toContain(first.RowKey);
    expect(unreadAfter).not.toContain(second.RowKey);
  });

  it('refuses a body without ids with 400', async () => {
    const response = await read(form({ ids: ' , ' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { id: 1400 } });
  });
});
