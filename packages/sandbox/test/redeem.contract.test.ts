import { describe, expect, it } from 'vitest';
import { form, useSandbox } from './sandbox-http';

const sandbox = useSandbox();

interface WireRedemption {
  RedeemKey: string;
  Type: number;
  Serial: string;
  ExpireIn: number | null;
  CurrentDate: number;
  IsUsed: boolean;
  IsExpired: boolean;
  VoucherExpireDate: number | null;
  HasWinner: boolean;
  IsWinner: boolean;
  UsedDate: number | null;
  MinutesValidAfterUsed: number;
  Website: string | null;
}

async function list(query = ''): Promise<WireRedemption[]> {
  const response = await sandbox.call(`/api/redeem/${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as WireRedemption[];
}

async function everything(): Promise<WireRedemption[]> {
  return list('?byConfig=true&config=purchase&top=100');
}

function use(redeemKey: string) {
  return sandbox.call(`/api/redeem/${encodeURIComponent(redeemKey)}/use`, {
    method: 'POST',
    body: form({ app_id: 'sandbox-app' }),
  });
}

function isExpired(entry: WireRedemption) {
  return (
    (entry.VoucherExpireDate !== null && entry.VoucherExpireDate < entry.CurrentDate) ||
    (entry.ExpireIn !== null && entry.ExpireIn < 0)
  );
}

describe('GET /api/redeem/', () => {
  it('answers a bare array page of 25 by default, paging with skip, $skip and top', async () => {
    const first = await list();
    expect(first).toHaveLength(25);
    const all = await everything();
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect((await list('?skip=25&top=25')).map((entry) => entry.RedeemKey)).toEqual(
      all.slice(25, 50).map((entry) => entry.RedeemKey),
    );
    expect((await list('?$skip=2&top=3')).map((entry) => entry.RedeemKey)).toEqual(
      all.slice(2, 5).map((entry) => entry.RedeemKey),
    );
    expect(await list(`?skip=${all.length}`)).toEqual([]);
  });

  it.each(['?skip=-1', '?skip=abc', '?top=0', '?top=101'])(
    'refuses the paging %s with 400 in the service shape',
    async (query) => {
      const response = await sandbox.call(`/api/redeem/${query}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 400, id: 1400, type: 'InvalidInput' } });
    },
  );

  it('seeds every campaign type and status branch, in PascalCase with epoch-second dates', async () => {
    const all = await everything();
    const types = new Set(all.map((entry) => entry.Type));
    for (const type of [0, 1, 2, 8]) expect(types).toContain(type);
    const draws = all.filter((entry) => entry.Type === 0);
    expect(draws.some((entry) => !entry.HasWinner)).toBe(true);
    expect(draws.some((entry) => entry.HasWinner && entry.IsWinner)).toBe(true);
    expect(draws.some((entry) => entry.HasWinner && !entry.IsWinner)).toBe(true);
    const vouchers = all.filter((entry) => entry.Type === 1 || entry.Type === 2);
    expect(vouchers.some((entry) => !isExpired(entry) && !entry.IsUsed && (entry.ExpireIn ?? 0) > 0)).toBe(
      true,
    );
    expect(vouchers.some((entry) => !isExpired(entry) && entry.IsUsed)).toBe(true);
    expect(all.some((entry) => entry.ExpireIn !== null && entry.ExpireIn < 0)).toBe(true);
    expect(
      all.some((entry) => entry.VoucherExpireDate !== null && entry.VoucherExpireDate < entry.CurrentDate),
    ).toBe(true);
    expect(all.some((entry) => entry.Type === 8 && entry.Website?.startsWith('https://'))).toBe(true);
    expect(all.every((entry) => entry.CurrentDate < 1e11)).toBe(true);
  });

  it.each(['?top=0', '?top=101', '?skip=-1', '?skip=abc'])('refuses paging %s with 400', async (query) => {
    const response = await sandbox.call(`/api/redeem/${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { id: 1400 } });
  });
});

describe('POST /api/redeem/{redeemkey}/use', () => {
  async function readyVoucher() {
    const entry = (await everything()).find(
      (candidate) =>
        (candidate.Type === 1 || candidate.Type === 2) && !candidate.IsUsed && !isExpired(candidate),
    );
    if (entry === undefined) throw new Error('the seed has no ready voucher');
    return entry;
  }

  it('marks a ready voucher used, refreshes its serial and countdown, and repeats idempotently', async () => {
    const entry = await readyVoucher();
    const first = await use(entry.RedeemKey);
    expect(first.status).toBe(200);
    const answer = (await first.json()) as {
      Serial: string;
      ExpireIn: number;
      UsedDate: number;
      UseCount: number;
    };
    expect(answer.Serial).toBe(entry.Serial);
    expect(answer.UsedDate).toBeGreaterThan(0);
    expect(answer.UseCount).toBe(1);

    await sandbox.dev('clock', { method: 'POST', json: { advanceMs: 60_000 } });
    const again = (await (await use(entry.RedeemKey)).json()) as { ExpireIn: number; UseCount: number };
    expect(again.UseCount).toBe(1);
    // The sandbox clock keeps running in real time, so a second boundary may pass between the calls.
    expect(again.ExpireIn).toBeLessThanOrEqual(answer.ExpireIn - 60);
    expect(again.ExpireIn).toBeGreaterThanOrEqual(answer.ExpireIn - 61);

    const listed = (await everything()).find((candidate) => candidate.RedeemKey === entry.RedeemKey);
    expect(listed?.IsUsed).toBe(true);
  });

  it('starts the MinutesValidAfterUsed window on first use, then answers 409 once it has passed', async () => {
    const entry = (await everything()).find(
      (candidate) => candidate.Type === 2 && !candidate.IsUsed && !isExpired(candidate),
    );
    if (entry === undefined) throw new Error('the seed has no ready Deal voucher');
    expect(entry.MinutesValidAfterUsed).toBeGreaterThan(0);
    const window = entry.MinutesValidAfterUsed * 60;
    const answer = (await (await use(entry.RedeemKey)).json()) as { ExpireIn: number };
    expect(answer.ExpireIn).toBeLessThanOrEqual(window);
    expect(answer.ExpireIn).toBeGreaterThanOrEqual(window - 1);

    await sandbox.dev('clock', { method: 'POST', json: { advanceMs: (window + 1) * 1000 } });
    const late = await use(entry.RedeemKey);
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ error: { id: 1409 } });
    const listed = (await everything()).find((candidate) => candidate.RedeemKey === entry.RedeemKey);
    expect(listed).toMatchObject({ IsUsed: true, IsExpired: true });
  });

  it('takes a key with reserved characters as one percent-encoded path segment', async () => {
    const entry = (await everything()).find(
      (candidate) => /[/#]/.test(candidate.RedeemKey) && !isExpired(candidate),
    );
    if (entry === undefined) throw new Error('the seed has no key with reserved characters');
    expect((await use(entry.RedeemKey)).status).toBe(200);
  });

  it('answers 404 for an unknown key and 409/1409 for an expired voucher', async () => {
    const unknown = await use('nobody_NOTHING');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 404, id: 1404 } });

    const expired = (await everything()).find((candidate) => candidate.Type !== 0 && isExpired(candidate));
    if (expired === undefined) throw new Error('the seed has no expired voucher');
    const refused = await use(expired.RedeemKey);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: 409, id: 1409 } });
  });

  it('answers an Interface entry with its web-view address', async () => {
    const entry = (await everything()).find((candidate) => candidate.Type === 8);
    if (entry === undefined) throw new Error('the seed has no Interface entry');
    const answer = (await (await use(entry.RedeemKey)).json()) as { Url: string };
    expect(answer.Url).toBe(entry.Website);
  });
});
