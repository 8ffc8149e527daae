import { startSandbox } from '@loyalty-flows/test-utils';
import { describe, expect, it } from 'vitest';
import { createLoyaltyClient } from '../src/index';
import { phone, rejectionOf, useClientAndSandbox } from './client-under-test';

/** The real service's shapes as the sandbox sends them, read through the client. */
const under = useClientAndSandbox();

async function history() {
  return under.client.redemptions.list({ top: 100 });
}

describe('history shapes from the sandbox', () => {
  it('R7: expired Interface and Draw entries are expired', async () => {
    const entries = await history();
    expect(entries.some((entry) => entry.campaignType === 'interface' && entry.status === 'expired')).toBe(
      true,
    );
    expect(entries.some((entry) => entry.campaignType === 'draw' && entry.status === 'expired')).toBe(true);
  });

  it('R8: a shipped and a delivered parcel carry tracking numbers and have no use action', async () => {
    const parcels = (await history()).filter(
      (entry) => entry.status === 'shipped' || entry.status === 'delivered',
    );
    expect(new Set(parcels.map((entry) => entry.status))).toEqual(new Set(['shipped', 'delivered']));
    for (const parcel of parcels) {
      expect(parcel.trackingNumber).toEqual(expect.any(String));
    }
  });

  it('R9: unused rows with UsedDate 0 are not used', async () => {
    const unused = (await history()).filter((entry) => entry.raw.UsedDate === 0 && !entry.raw.IsUsed);
    expect(unused.length).toBeGreaterThan(0);
    for (const entry of unused) expect(entry.status).not.toBe('used');
  });

  it('R5/R6: every symbology and content kind appears', async () => {
    const entries = await history();
    expect(new Set(entries.map((entry) => entry.symbology))).toEqual(new Set(['qr', 'code128', 'text']));
    expect(new Set(entries.map((entry) => entry.contentKind))).toEqual(new Set(['text', 'html', 'url']));
  });

  it('R14: Interface entries carry their page in Website, never Url', async () => {
    const pages = (await history()).filter((entry) => entry.campaignType === 'interface');
    expect(pages.length).toBeGreaterThan(0);
    for (const entry of pages) {
      expect(entry.url).toMatch(/^https?:\/\//);
      expect(entry.raw).not.toHaveProperty('Url');
    }
  });

  it('T8: the sandbox writes Bangkok wall-clock dates; the client reads them back as now', async () => {
    const [entry] = await history();
    expect(Math.abs((entry?.serverNow ?? 0) - Date.now())).toBeLessThan(60_000);
  });

  it('T8: a service in another zone is read with the same serviceTimeZone', async () => {
    const sandbox = await startSandbox({ serviceTimeZone: 'America/New_York' });
    try {
      const options = { baseURL: sandbox.url, ...sandbox.credentials };
      const [entry] = await createLoyaltyClient({
        ...options,
        serviceTimeZone: 'America/New_York',
      }).redemptions.list();
      expect(Math.abs((entry?.serverNow ?? 0) - Date.now())).toBeLessThan(60_000);
      const [misread] = await createLoyaltyClient(options).redemptions.list();
      expect(Math.abs((misread?.serverNow ?? 0) - Date.now())).toBeGreaterThan(3_600_000);
    } finally {
      await sandbox.close();
    }
  });

  it('U3: a use answer without CurrentDate counts down from its arrival', async () => {
    const { client } = under;
    const entries = await history();
    // R8: the entries with a use action.
    const candidates = entries.filter((entry) => entry.status === 'ready' || entry.status === 'entitled');
    let checked = 0;
    for (const entry of candidates) {
      const before = Date.now();
      const used = await client.redemptions.use(entry.redeemKey);
      if ('CurrentDate' in used.raw || used.raw.ExpireIn === null || used.raw.ExpireIn === undefined)
        continue;
      const expireIn = Number(used.raw.ExpireIn);
      expect(used.expiresAt).toBeGreaterThanOrEqual(before + expireIn * 1000);
      expect(used.expiresAt).toBeLessThanOrEqual(Date.now() + expireIn * 1000);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('notification shapes from the sandbox', () => {
  it('N3: comment, badge and earn have their text', async () => {
    const items = await under.client.notifications.list({ top: 100 });
    for (const type of ['comment', 'badge', 'earn'] as const) {
      const ofType = items.filter((item) => item.type === type);
      expect(ofType.length).toBeGreaterThan(0);
      for (const item of ofType) expect(item.text).not.toBe('');
    }
  });

  it('N4: campaign, category and link items have targets; the rest open as text', async () => {
    const items = await under.client.notifications.list({ top: 100 });
    const kinds = new Set(items.map((item) => item.target.kind));
    expect(kinds).toEqual(new Set(['campaign', 'category', 'link', 'text']));
    for (const item of items.filter((candidate) => candidate.type === 'campaign')) {
      expect(item.target).toEqual({ kind: 'campaign', campaignId: item.campaignId });
    }
  });
});

describe('OTP shapes from the sandbox', () => {
  it('O2: an answer without expiredate (sandbox option) succeeds with the configured lifetime', async () => {
    const sandbox = await startSandbox({ otpExpireDate: false });
    try {
      const client = createLoyaltyClient({
        baseURL: sandbox.url,
        ...sandbox.credentials,
        otpLifetimeMs: 90_000,
      });
      const before = Date.now();
      const sent = await client.otp.request({ contactNumber: phone });
      expect(sent.refCode).toEqual(expect.any(String));
      expect(sent.expiresAt).toBeGreaterThanOrEqual(before + 90_000);
      expect(sent.expiresAt).toBeLessThanOrEqual(Date.now() + 90_000);
    } finally {
      await sandbox.close();
    }
  });

  it('O8: +660812345678 is the same contact as 0812345678: one SMS, the second request is in its cooldown', async () => {
    const { client, sandbox } = under;
    await client.otp.request({ contactNumber: '0812345678' });
    expect(await rejectionOf(client.otp.request({ contactNumber: '+660812345678' }))).toMatchObject({
      kind: 'rate_limited',
    });
    expect(await sandbox.outbox()).toHaveLength(1);
  });

  it('E8: the sandbox refusing a contact answers 409 / 2092 on the request: invalid_input, not code_expired', async () => {
    const error = await rejectionOf(under.client.otp.request({ email: 'someone@example.com' }));
    expect(error).toMatchObject({ kind: 'invalid_input', status: 409, id: 2092 });
  });
});
