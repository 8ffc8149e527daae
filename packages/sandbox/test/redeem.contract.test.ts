import { describe, expect, it } from 'vitest';
import { form, useSandbox } from './sandbox-http';
import { statusOf, type WireRedemption } from './wire-redemption';

/** Tests name the fact of docs/wire-format.md they check. */
const sandbox = useSandbox();

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

async function findEntry(predicate: (entry: WireRedemption) => boolean, what: string) {
  const entry = (await everything()).find(predicate);
  if (entry === undefined) throw new Error(`the seed has no ${what}`);
  return entry;
}

const isVoucher = (entry: WireRedemption) => entry.Type === 1 || entry.Type === 2;

describe('GET /api/redeem/', () => {
  it('R1/T4: answers a bare array page of 25 by default, paging with skip, $skip and top', async () => {
    const first = await list();
    expect(first).toHaveLength(25);
    const all = await everything();
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect((await list('?skip=25&top=25')).map((entry) => entry.RedeemKey)).toEqual(
      all.slice(25, 50).map((entry) => entry.RedeemKey),
    );
    expect((await list('?$skip=2&top=3')).map((entry) => entry.RedeemKey)).toEqual(
      all.slice(2, 5).map((entry) => entry.RedeemKey),
    );
    expect(await list(`?skip=${all.length}`)).toEqual([]);
  });

  it.each(['?skip=-1', '?skip=abc', '?top=0', '?top=101'])(
    'R1: refuses the paging %s with 400 in the service shape',
    async (query) => {
      const response = await sandbox.call(`/api/redeem/${query}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 400, id: 1400, type: 'InvalidInput' } });
    },
  );

  it('R2/T6: rows carry the service keys in PascalCase, and no invented Url (R14)', async () => {
    for (const entry of await everything()) {
      for (const key of [
        'RedeemKey',
        'ID',
        'Name',
        'Type',
        'AgencyID',
        'AgencyName',
        'CategoryID',
        'Serial',
        'Barcode',
        'PrivilegeMessage',
        'PrivilegeMessageEN',
        'DefaultPrivilegeMessage',
        'PrivilegeMessageFormat',
        'ExpireIn',
        'RedeemDate',
        'IsUsed',
        'IsExpired',
        'UsedDate',
        'ArrangedDate',
        'VoucherExpireDate',
        'CurrentDate',
        'HasWinner',
        'IsWinner',
        'WinningDate',
        'MinutesValidAfterUsed',
        'FullImageUrl',
        'Website',
        'Delivered',
        'IsShipped',
        'ShippingDate',
        'ParcelNo',
      ]) {
        expect(entry).toHaveProperty(key);
      }
      expect(entry).not.toHaveProperty('Url');
      expect(entry.RedeemKey.startsWith(`${entry.ID}_`)).toBe(true);
    }
  });

  it('R4: seeds every type code (Draw 0, Free 1, Deal 2, Buy 3, Bid 4, Interface 8, Event 9, Media 10)', async () => {
    const types = new Set((await everything()).map((entry) => entry.Type));
    expect([...types].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 8, 9, 10]);
  });

  it('R5: Barcode in the real vocabulary, every value of it', async () => {
    const barcodes = new Set((await everything()).map((entry) => entry.Barcode));
    expect(barcodes).toEqual(
      new Set(['QR_CODE', 'CODE_128', 'QR_CODE_WALLETCARD', 'CODE_128_WALLETCARD', '']),
    );
  });

  it('R6: PrivilegeMessageFormat TEXT, HTML (a won draw) and URL (a sandbox page)', async () => {
    const all = await everything();
    expect(new Set(all.map((entry) => entry.PrivilegeMessageFormat))).toEqual(
      new Set(['TEXT', 'HTML', 'URL']),
    );
    const won = all.find((entry) => statusOf(entry) === 'drawWon' && entry.PrivilegeMessageFormat === 'HTML');
    expect(won?.PrivilegeMessage).toMatch(/^<p>/);
    const url = all.find((entry) => entry.PrivilegeMessageFormat === 'URL');
    expect(url?.PrivilegeMessage).toMatch(new RegExp(`^${sandbox.running.url}/__sandbox/pages/`));
  });

  it('R3: some privilege messages hold the <serial> placeholder', async () => {
    expect((await everything()).some((entry) => entry.PrivilegeMessage.includes('<serial>'))).toBe(true);
  });

  it('R7–R11: the rows cover every status of the rule, in wire order', async () => {
    const statuses = new Set((await everything()).map(statusOf));
    const everyStatus = 'ready used expired shipped delivered drawPending drawWon drawLost entitled'.split(
      ' ',
    );
    for (const status of everyStatus) {
      expect(statuses, status).toContain(status);
    }
  });

  it('R7: an expired Interface entry (with its Website) and an expired Draw (HasWinner && IsWinner) are expired', async () => {
    const all = await everything();
    const expiredInterface = all.find((entry) => entry.Type === 8 && statusOf(entry) === 'expired');
    expect(expiredInterface?.Website).toMatch(/\/__sandbox\/pages\//);
    expect(expiredInterface?.IsExpired).toBe(true);
    const expiredDraw = all.find((entry) => entry.Type === 0 && statusOf(entry) === 'expired');
    expect(expiredDraw).toMatchObject({ HasWinner: true, IsWinner: true, IsExpired: true });
  });

  it('R7: expired by a negative ExpireIn, and by VoucherExpireDate alone', async () => {
    const all = await everything();
    expect(all.some((entry) => entry.ExpireIn !== null && entry.ExpireIn < 0)).toBe(true);
    expect(
      all.some(
        (entry) =>
          entry.VoucherExpireDate > 0 &&
          entry.VoucherExpireDate < entry.CurrentDate &&
          (entry.ExpireIn ?? 0) > 0,
      ),
    ).toBe(true);
  });

  it('R8: a delivered parcel carries its tracking number, and a shipped one too', async () => {
    const all = await everything();
    const delivered = all.find((entry) => statusOf(entry) === 'delivered');
    expect(delivered).toMatchObject({
      Delivered: true,
      IsShipped: true,
      ParcelNo: expect.stringMatching(/^EF\d{9}TH$/),
    });
    expect(delivered?.ShippingDate).toBeGreaterThan(0);
    const shipped = all.find((entry) => statusOf(entry) === 'shipped');
    expect(shipped).toMatchObject({ Delivered: false, IsShipped: true, ParcelNo: expect.any(String) });
    const others = all.filter((entry) => !entry.IsShipped);
    expect(others.every((entry) => entry.ParcelNo === null && entry.ShippingDate === 0)).toBe(true);
  });

  it('R9/T7: unused rows carry UsedDate 0 (not set); used rows a date', async () => {
    const all = await everything();
    expect(all.filter((entry) => !entry.IsUsed).every((entry) => entry.UsedDate === 0)).toBe(true);
    expect(all.filter((entry) => entry.IsUsed).every((entry) => entry.UsedDate > 0)).toBe(true);
    expect(all.some((entry) => entry.Type === 0 && entry.VoucherExpireDate === 0)).toBe(true);
  });

  it('R14: Website of an Interface entry is a page the sandbox serves itself, in Thai and English', async () => {
    const entry = await findEntry(
      (candidate) => statusOf(candidate) === 'entitled',
      'entitled Interface entry',
    );
    expect(entry.Website).toMatch(new RegExp(`^${sandbox.running.url}/__sandbox/pages/reward-\\d+$`));
    const page = await fetch(entry.Website ?? '');
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toContain('text/html');
    expect(page.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('สิทธิพิเศษของคุณ');
    expect(html).toContain('Your reward');
    expect(html).not.toMatch(/(src|href)=/);
  });

  it('draws its pages in Noto Sans Thai, served by the sandbox itself (nothing from another origin)', async () => {
    const page = await fetch(`${sandbox.running.url}/__sandbox/pages/reward-1`);
    expect(page.headers.get('Content-Security-Policy')).toContain("font-src 'self'");
    const html = await page.text();
    expect(html).toContain('font-family: "Noto Sans Thai"');
    const fonts = [...html.matchAll(/url\("([^"]+)"\)/g)].map((match) => match[1] ?? '');
    expect(fonts).toHaveLength(4);
    for (const font of fonts) {
      expect(font).toMatch(/^\/__sandbox\/fonts\/noto-sans-thai-(thai|latin)-(400|700)-normal\.woff2$/);
      const response = await fetch(`${sandbox.running.url}${font}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('font/woff2');
      expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 4))).toBe('wOF2');
    }
    const unknown = await fetch(`${sandbox.running.url}/__sandbox/fonts/..%2Fpackage.json`);
    expect(unknown.status).toBe(404);
  });

  it('T7: some rows spell true as 1, "1", "true", "True" or "yes", false as 0, and counts as strings', async () => {
    const all = (await everything()) as Record<string, unknown>[];
    const loose = all.filter((entry) => typeof entry.IsUsed !== 'boolean');
    expect(loose.length).toBeGreaterThanOrEqual(4);
    const spellings = new Set(
      loose.flatMap((entry) =>
        ['IsUsed', 'HasWinner', 'IsWinner', 'Delivered', 'IsShipped', 'IsExpired'].map((key) => entry[key]),
      ),
    );
    for (const spelling of [0, 1, '1', 'true', 'True', 'yes'])
      expect(spellings, String(spelling)).toContain(spelling);
    expect(loose.some((entry) => typeof entry.ExpireIn === 'string')).toBe(true);
    // Loose rows are ordinary rows otherwise: a ready one among them, and a won draw.
    const statuses = new Set((loose as WireRedemption[]).map(statusOf));
    expect(statuses).toContain('ready');
    expect(statuses).toContain('drawWon');
  });

  it('T8: dates are the Bangkok wall clock written as if UTC; ExpireIn counts real seconds', async () => {
    const instant = Date.UTC(2026, 0, 15, 2, 0, 0);
    await sandbox.dev('clock', { method: 'POST', json: { now: instant } });
    const all = await everything();
    for (const entry of all) {
      // 02:00 UTC is 09:00 in Bangkok: sent as 09:00 "UTC".
      expect(Math.abs(entry.CurrentDate - Date.UTC(2026, 0, 15, 9) / 1000)).toBeLessThanOrEqual(1);
    }
    const soon = all.find(
      (entry) => entry.ExpireIn !== null && entry.ExpireIn > 800 && entry.ExpireIn <= 900,
    );
    expect(soon, 'the 15-minute voucher').toBeDefined();
  });
});

describe('a sandbox with publicUrl and serviceTimeZone', () => {
  const shifted = useSandbox({ publicUrl: 'http://sandbox.test:9000/', serviceTimeZone: 'UTC' });

  it('R14: builds Website from publicUrl; T8: writes dates in the configured zone', async () => {
    await shifted.dev('clock', { method: 'POST', json: { now: Date.UTC(2026, 0, 15, 2) } });
    const response = await shifted.call('/api/redeem/?top=100');
    const all = (await response.json()) as WireRedemption[];
    const withPage = all.find((entry) => entry.Website !== null);
    expect(withPage?.Website).toMatch(/^http:\/\/sandbox\.test:9000\/__sandbox\/pages\//);
    expect(Math.abs((all[0]?.CurrentDate ?? 0) - Date.UTC(2026, 0, 15, 2) / 1000)).toBeLessThanOrEqual(1);
  });
});

describe('POST /api/redeem/{redeemkey}/use', () => {
  it('U1: marks a ready voucher used with the documented answer, and repeats idempotently (A3)', async () => {
    const entry = await findEntry(
      (candidate) => isVoucher(candidate) && statusOf(candidate) === 'ready',
      'ready voucher',
    );
    const first = await use(entry.RedeemKey);
    expect(first.status).toBe(200);
    const answer = (await first.json()) as Record<string, number | string>;
    expect(Object.keys(answer).sort()).toEqual(
      [
        'CampaignId',
        'ItemNumber',
        'Serial',
        'PrivilegeMessage',
        'PrivilegeMessageEN',
        'UsedDate',
        'CurrentDate',
        'PrivilegeMessageFormat',
        'RedeemCount',
        'UseCount',
        'ExpireIn',
      ].sort(),
    );
    expect(answer.Serial).toBe(entry.Serial);
    expect(answer.UsedDate).toBeGreaterThan(0);
    expect(answer.UseCount).toBe(1);

    await sandbox.dev('clock', { method: 'POST', json: { advanceMs: 60_000 } });
    const again = (await (await use(entry.RedeemKey)).json()) as { ExpireIn: number; UseCount: number };
    expect(again.UseCount).toBe(1);
    // The sandbox clock keeps running in real time, so a second boundary may pass between the calls.
    expect(again.ExpireIn).toBeLessThanOrEqual(Number(answer.ExpireIn) - 60);
    expect(again.ExpireIn).toBeGreaterThanOrEqual(Number(answer.ExpireIn) - 61);

    const listed = (await everything()).find((candidate) => candidate.RedeemKey === entry.RedeemKey);
    expect(listed?.IsUsed).toBe(true);
  });

  it('U3: some use answers carry no CurrentDate, only what shipped apps read', async () => {
    const all = await everything();
    const shapes = [];
    for (const entry of all.filter((candidate) => isVoucher(candidate) && statusOf(candidate) === 'ready')) {
      shapes.push((await (await use(entry.RedeemKey)).json()) as Record<string, unknown>);
    }
    const bare = shapes.find((answer) => !('CurrentDate' in answer));
    expect(Object.keys(bare ?? {}).sort()).toEqual(['CampaignId', 'ExpireIn', 'PrivilegeMessage', 'Serial']);
  });

  it('U3: some use answers are a whole history row', async () => {
    const entry = await findEntry(
      (candidate) => candidate.Type === 3 && statusOf(candidate) === 'ready' && candidate.Barcode === '',
      'ready Buy entry',
    );
    const answer = (await (await use(entry.RedeemKey)).json()) as Record<string, unknown>;
    expect(answer).toMatchObject({ RedeemKey: entry.RedeemKey, IsUsed: true, Serial: entry.Serial });
  });

  it('A3: starts the MinutesValidAfterUsed window on first use, then answers 409/1409 once it has passed', async () => {
    const entry = await findEntry(
      (candidate) => candidate.Type === 2 && statusOf(candidate) === 'ready',
      'ready Deal voucher',
    );
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

  it('U2: takes a key with reserved characters as one percent-encoded path segment', async () => {
    const entry = await findEntry(
      (candidate) => /[/#]/.test(candidate.RedeemKey) && statusOf(candidate) === 'ready',
      'key with reserved characters',
    );
    expect((await use(entry.RedeemKey)).status).toBe(200);
  });

  it('A2: answers 404 for an unknown key and 409/1409 for an expired entry of any type (R7)', async () => {
    const unknown = await use('nobody_NOTHING');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 404, id: 1404 } });

    for (const type of [1, 2, 8]) {
      const expired = await findEntry(
        (candidate) => candidate.Type === type && statusOf(candidate) === 'expired',
        `expired entry of type ${type}`,
      );
      const refused = await use(expired.RedeemKey);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ error: { code: 409, id: 1409 } });
    }
  });

  it('R8: a parcel has no use action', async () => {
    for (const status of ['shipped', 'delivered'] as const) {
      const parcel = await findEntry((candidate) => statusOf(candidate) === status, `${status} parcel`);
      const refused = await use(parcel.RedeemKey);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ error: { id: 1410 } });
    }
  });

  it('R14/U3: answers an Interface entry with its Website, never Url', async () => {
    const entry = await findEntry(
      (candidate) => statusOf(candidate) === 'entitled',
      'entitled Interface entry',
    );
    const answer = (await (await use(entry.RedeemKey)).json()) as Record<string, unknown>;
    expect(answer.Website).toBe(entry.Website);
    expect(answer).not.toHaveProperty('Url');
  });
});

describe('GET /__sandbox/pages/:id', () => {
  it.each(['nothing', 'reward-', '..', 'reward-1%3Cscript%3E'])(
    'answers the page id %s with 404',
    async (id) => {
      const response = await fetch(`${sandbox.running.url}/__sandbox/pages/${id}`);
      expect(response.status).toBe(404);
    },
  );
});
