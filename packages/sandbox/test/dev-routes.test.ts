import { describe, expect, it, vi } from 'vitest';
import { form, useSandbox } from './sandbox-http';

const sandbox = useSandbox();

async function json<T>(response: Promise<Response>): Promise<T> {
  return (await (await response).json()) as T;
}

async function injectFault(fault: Record<string, unknown>) {
  const response = await sandbox.dev('faults', { method: 'POST', json: fault });
  expect(response.status).toBe(201);
}

describe('clock', () => {
  it('reads, advances and sets the sandbox clock', async () => {
    const { now } = await json<{ now: number }>(sandbox.dev('clock'));
    expect(Math.abs(now - Date.now())).toBeLessThan(1000);
    const advanced = await json<{ now: number }>(
      sandbox.dev('clock', { method: 'POST', json: { advanceMs: 3_600_000 } }),
    );
    expect(advanced.now - now).toBeGreaterThanOrEqual(3_600_000);
    const set = await json<{ now: number }>(
      sandbox.dev('clock', { method: 'POST', json: { now: 1_800_000_000_000 } }),
    );
    expect(Math.abs(set.now - 1_800_000_000_000)).toBeLessThan(1000);
    expect((await sandbox.dev('clock', { method: 'POST', json: { advance: 5 } })).status).toBe(400);
  });

  it('stands still when set stopped: every answer and the seed on that instant, until moved or reset', async () => {
    const at = Date.parse('2026-01-15T10:00:00+07:00');
    await sandbox.dev('clock', { method: 'POST', json: { now: at, stopped: true } });
    // Seeded on the first request, dated back from that instant in whole seconds; the same on a second read.
    const [newest] = await json<{ Timestamp: string }[]>(sandbox.call('/api/noti/'));
    expect((at - Date.parse(newest?.Timestamp ?? '')) % 1000).toBe(0);
    expect((await json<{ now: number }>(sandbox.dev('clock'))).now).toBe(at);
    const moved = await json<{ now: number }>(
      sandbox.dev('clock', { method: 'POST', json: { advanceMs: 65_000 } }),
    );
    expect(moved.now).toBe(at + 65_000);
    const refused = await sandbox.dev('clock', { method: 'POST', json: { now: at, stopped: 'yes' } });
    expect(refused.status).toBe(400);
    await sandbox.dev('reset', { method: 'POST' });
    expect(Math.abs((await json<{ now: number }>(sandbox.dev('clock'))).now - Date.now())).toBeLessThan(1000);
  });
});

describe('request log', () => {
  it('records every contract request by route, oldest first', async () => {
    await sandbox.call('/api/noti/');
    await sandbox.call('/api/redeem/');
    await sandbox.call('/api/noti/read', { method: 'POST', body: form({ ids: 'x' }) });
    const all = await json<{ route: string; method: string; path: string }[]>(sandbox.dev('requests'));
    expect(all.map((record) => record.route)).toEqual(['noti.list', 'redeem.list', 'noti.read']);
    expect(all[2]).toMatchObject({ method: 'POST', path: '/api/noti/read' });
    const reads = await json<unknown[]>(sandbox.dev('requests?route=noti.read'));
    expect(reads).toHaveLength(1);
    expect((await sandbox.dev('requests?route=nope')).status).toBe(400);
  });
});

describe('faults', () => {
  it('answers status with the service error shape, for `times` requests, then normally', async () => {
    await injectFault({ route: 'noti.list', kind: 'status', status: 503, times: 2 });
    for (let index = 0; index < 2; index += 1) {
      const response = await sandbox.call('/api/noti/');
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ error: { code: 503, id: 503 } });
    }
    expect((await sandbox.call('/api/noti/')).status).toBe(200);
  });

  it('plays a service reason id, such as 409/1905 (session dead)', async () => {
    await injectFault({ route: 'redeem.list', kind: 'status', status: 409, errorId: 1905 });
    const response = await sandbox.call('/api/redeem/');
    expect(await response.json()).toMatchObject({ error: { code: 409, id: 1905 } });
  });

  it('answers gateway, rate_limited, error_in_200, success_false and malformed_json as the wire does', async () => {
    await injectFault({ route: 'noti.list', kind: 'gateway', status: 504 });
    const gateway = await sandbox.call('/api/noti/');
    expect(gateway.status).toBe(504);
    expect(await gateway.json()).toMatchObject({ statusCode: 504 });

    await injectFault({ route: 'noti.list', kind: 'rate_limited', retryAfterSeconds: 7 });
    const limited = await sandbox.call('/api/noti/');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('7');

    await injectFault({ route: 'noti.list', kind: 'error_in_200', status: 409 });
    const errorIn200 = await sandbox.call('/api/noti/');
    expect(errorIn200.status).toBe(200);
    expect(await errorIn200.json()).toMatchObject({ error: { code: 409 } });

    await injectFault({ route: 'noti.list', kind: 'success_false' });
    expect(await json(sandbox.call('/api/noti/'))).toMatchObject({ success: false });

    await injectFault({ route: 'noti.list', kind: 'malformed_json' });
    const malformed = await sandbox.call('/api/noti/');
    expect(malformed.status).toBe(200);
    await expect(malformed.json()).rejects.toThrow(SyntaxError);
  });

  it('malformed_json runs the route first: a read whose answer is garbled was still applied', async () => {
    const unread = (await json<{ RowKey: string }[]>(sandbox.call('/api/noti/?mode=new&top=1')))[0];
    if (unread === undefined) throw new Error('the seed has no unread notification');
    await injectFault({ route: 'noti.read', kind: 'malformed_json' });
    const garbled = await sandbox.call('/api/noti/read', {
      method: 'POST',
      body: form({ ids: unread.RowKey }),
    });
    expect(garbled.status).toBe(200);
    await expect(garbled.json()).rejects.toThrow(SyntaxError);
    const after = await json<{ RowKey: string; IsRead: boolean }[]>(sandbox.call('/api/noti/?top=100'));
    expect(after.find((item) => item.RowKey === unread.RowKey)?.IsRead).toBe(true);
  });

  it('malformed_json leaves a refusal as it is: the route refused, nothing to garble', async () => {
    await injectFault({ route: 'noti.read', kind: 'malformed_json' });
    const refused = await sandbox.call('/api/noti/read', { method: 'POST', body: form({ ids: ' , ' }) });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { id: 1400 } });
  });

  it('drops the connection', async () => {
    await injectFault({ route: 'redeem.use', kind: 'drop' });
    await expect(sandbox.call('/api/redeem/anything/use', { method: 'POST' })).rejects.toThrow();
    expect((await sandbox.call('/api/redeem/anything/use', { method: 'POST' })).status).toBe(404);
  });

  it('delays the normal answer by latencyMs', async () => {
    await injectFault({ route: 'noti.list', kind: 'latency', latencyMs: 300 });
    const started = performance.now();
    const response = await sandbox.call('/api/noti/');
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('answers before the route runs: a faulted OTP request sends no code', async () => {
    await injectFault({ route: 'otp.request', kind: 'status', status: 500 });
    expect((await sandbox.call('/api/auth/otp?contact_number=0812345678')).status).toBe(500);
    expect(await json<unknown[]>(sandbox.dev('outbox'))).toEqual([]);
  });

  it('keeps a times: 0 fault until cleared, and lists what is armed', async () => {
    await injectFault({ route: 'noti.read', kind: 'status', times: 0 });
    expect(await json<unknown[]>(sandbox.dev('faults'))).toHaveLength(1);
    for (let index = 0; index < 3; index += 1) {
      expect(
        (await sandbox.call('/api/noti/read', { method: 'POST', body: form({ ids: 'a' }) })).status,
      ).toBe(500);
    }
    expect((await sandbox.dev('faults', { method: 'DELETE' })).status).toBe(204);
    expect((await sandbox.call('/api/noti/read', { method: 'POST', body: form({ ids: 'a' }) })).status).toBe(
      200,
    );
  });

  it.each([
    [{ route: 'otp.nope', kind: 'status' }],
    [{ route: 'otp.request', kind: 'explode' }],
    [{ route: 'otp.request', kind: 'latency', latency: 5 }],
    [{ route: 'otp.request', kind: 'status', status: 200 }],
  ])('refuses the malformed fault %j with 400', async (fault) => {
    expect((await sandbox.dev('faults', { method: 'POST', json: fault })).status).toBe(400);
  });
});

describe('reset', () => {
  it('puts outbox, reads, uses, faults, clock and the log back to the seed', async () => {
    await sandbox.call('/api/auth/otp?contact_number=0812345678');
    const [unread] = await json<{ RowKey: string }[]>(sandbox.call('/api/noti/?mode=new&top=1'));
    await sandbox.call('/api/noti/read', { method: 'POST', body: form({ ids: unread?.RowKey ?? '' }) });
    await injectFault({ route: 'noti.list', kind: 'status', times: 0 });
    await sandbox.dev('clock', { method: 'POST', json: { advanceMs: 86_400_000 } });

    expect((await sandbox.dev('reset', { method: 'POST' })).status).toBe(204);

    expect(await json<unknown[]>(sandbox.dev('outbox'))).toEqual([]);
    expect(await json<unknown[]>(sandbox.dev('faults'))).toEqual([]);
    expect(await json<unknown[]>(sandbox.dev('requests'))).toEqual([]);
    const { now } = await json<{ now: number }>(sandbox.dev('clock'));
    expect(Math.abs(now - Date.now())).toBeLessThan(1000);
    const [again] = await json<{ RowKey: string; IsRead: boolean }[]>(
      sandbox.call('/api/noti/?mode=new&top=1'),
    );
    expect(again?.RowKey).toBe(unread?.RowKey);
  });

  it('ends a request held by a latency fault: answered 503, its route never runs (no code sent)', async () => {
    // Held far past the test's timeout: only the reset can answer it.
    await injectFault({ route: 'otp.request', kind: 'latency', latencyMs: 120_000 });
    const held = sandbox.call('/api/auth/otp?contact_number=0812345678');
    await vi.waitFor(async () => expect(await json<unknown[]>(sandbox.dev('requests'))).toHaveLength(1));

    expect((await sandbox.dev('reset', { method: 'POST' })).status).toBe(204);

    expect((await held).status).toBe(503);
    expect(await json<unknown[]>(sandbox.dev('outbox'))).toEqual([]);
    // The next request is the first after the reset: a code goes out, no cooldown left by the held one.
    expect((await sandbox.call('/api/auth/otp?contact_number=0812345678')).status).toBe(200);
  });
});

describe('campaigns and categories that notifications point at', () => {
  it('N4: describes the campaign, event and category of every notification that names one', async () => {
    const items = await json<
      { ObjectType: string; ObjectCampaignId: number; ObjectCategoryId: number; Object: { Name?: string } }[]
    >(sandbox.call('/api/noti/?top=100'));
    const targeted = items.filter((item) => item.ObjectCampaignId !== 0 || item.ObjectCategoryId !== 0);
    expect(targeted.length).toBeGreaterThan(10);
    for (const item of targeted) {
      if (item.ObjectCampaignId !== 0) {
        const campaign = await json<{ ID: number; Name: string; Detail: string }>(
          sandbox.dev(`campaigns/${item.ObjectCampaignId}`),
        );
        expect(campaign).toMatchObject({ ID: item.ObjectCampaignId, Name: item.Object.Name });
        expect(campaign.Detail.length).toBeGreaterThan(0);
      }
      if (item.ObjectCategoryId !== 0) {
        const category = await json<{ ID: number; Name: string }>(
          sandbox.dev(`categories/${item.ObjectCategoryId}`),
        );
        expect(category.ID).toBe(item.ObjectCategoryId);
        if (item.ObjectType === 'cat') expect(category.Name).toBe(item.Object.Name);
      }
    }
  });

  it.each(['campaigns/1', 'campaigns/abc', 'categories/399', 'categories/404'])(
    'answers %s with 404',
    async (path) => {
      expect((await sandbox.dev(path)).status).toBe(404);
    },
  );
});

describe('fault routes', () => {
  it('lists the routes and the faults a tool may offer, each one the sandbox takes as it is offered', async () => {
    const { routes, kinds } = await json<{
      routes: string[];
      kinds: { kind: string; labels: Record<string, string>; fields?: Record<string, number> }[];
    }>(sandbox.dev('fault-routes'));
    expect(routes).toContain('otp.request');
    expect(kinds.map((offer) => offer.kind)).toEqual(['rate_limited', 'status', 'drop']);
    for (const offer of kinds) {
      expect(Object.keys(offer.labels).sort()).toEqual(['en', 'th']);
      await injectFault({ route: 'otp.request', kind: offer.kind, ...offer.fields });
    }
    expect((await json<unknown[]>(sandbox.dev('faults'))).length).toBe(kinds.length);
    await sandbox.dev('faults', { method: 'DELETE' });
  });
});
