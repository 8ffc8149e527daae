import { wallClockToInstant } from '@loyalty-flows/domain';
import { describe, expect, it } from 'vitest';
import { rejectionOf, useClientAndSandbox } from './client-under-test';

const under = useClientAndSandbox();

describe('client.redemptions.list', () => {
  it('maps the wire entries to camelCase with campaign type, status and server-clock expiry', async () => {
    const entries = await under.client.redemptions.list({ top: 100, byConfig: true, config: 'purchase' });
    expect(entries.length).toBeGreaterThanOrEqual(30);
    for (const entry of entries) {
      expect(entry.raw.RedeemKey).toBe(entry.redeemKey);
      const { CurrentDate, ExpireIn } = entry.raw as { CurrentDate: number; ExpireIn: number | null };
      // T8: the service's dates are Bangkok wall-clock time written as if UTC.
      const serverNow = wallClockToInstant(CurrentDate * 1000, 'Asia/Bangkok');
      expect(entry.serverNow).toBe(serverNow);
      expect(entry.expiresAt).toBe(ExpireIn === null ? undefined : serverNow + ExpireIn * 1000);
      expect(entry.message ?? '').not.toContain('<serial>');
    }
    const statuses = new Set(entries.map((entry) => `${entry.campaignType}:${entry.status}`));
    for (const expected of [
      'draw:drawPending',
      'draw:drawWon',
      'draw:drawLost',
      'interface:entitled',
      'deal:ready',
      'free:ready',
    ]) {
      expect(statuses).toContain(expected);
    }
    expect(entries.some((entry) => entry.status === 'used')).toBe(true);
    expect(entries.some((entry) => entry.status === 'expired')).toBe(true);
    expect(entries.some((entry) => entry.campaignType === 'other' && entry.campaignTypeCode === 3)).toBe(
      true,
    );
    const webView = entries.find((entry) => entry.campaignType === 'interface');
    expect(webView?.url).toMatch(/^https?:\/\//);
    const withPlaceholder = entries.find((entry) => String(entry.raw.PrivilegeMessage).includes('<serial>'));
    expect(withPlaceholder?.message).toContain(withPlaceholder?.serial);
  });

  it('maps the English privilege message (PrivilegeMessageEN) beside the Thai one, each with its serial', async () => {
    const entries = await under.client.redemptions.list({ top: 100 });
    const texts = entries.filter((entry) => entry.contentKind !== 'url');
    expect(texts.length).toBeGreaterThan(10);
    for (const entry of texts) {
      expect(entry.messageEN, entry.name).toBe(
        String(entry.raw.PrivilegeMessageEN).replaceAll('<serial>', entry.serial ?? ''),
      );
      expect(entry.message, entry.name).toMatch(/[\u0E00-\u0E7F]/);
      expect(entry.messageEN, entry.name).not.toMatch(/[\u0E00-\u0E7F]/);
    }
    const withPlaceholder = entries.find((entry) =>
      String(entry.raw.PrivilegeMessageEN).includes('<serial>'),
    );
    expect(withPlaceholder?.messageEN).toContain(withPlaceholder?.serial);
  });

  it('A3: maps MinutesValidAfterUsed, the minutes a code lasts once used, when the service sends some', async () => {
    const entries = await under.client.redemptions.list({ top: 100 });
    for (const entry of entries) {
      const minutes = Number(entry.raw.MinutesValidAfterUsed);
      expect(entry.minutesValidAfterUse, entry.name).toBe(minutes > 0 ? minutes : undefined);
    }
    const ready = entries.filter((entry) => entry.status === 'ready' && entry.campaignType !== 'interface');
    expect(ready.length).toBeGreaterThan(0);
    for (const entry of ready) expect(entry.minutesValidAfterUse, entry.name).toBeGreaterThan(0);
    expect(entries.some((entry) => entry.minutesValidAfterUse === undefined)).toBe(true);
  });

  it('R1: pages with skip and top and sends the list parameters of the contract', async () => {
    const { client, sandbox } = under;
    const all = await client.redemptions.list({ top: 100 });
    const page = await client.redemptions.list({ skip: 5, top: 5 });
    expect(page.map((entry) => entry.redeemKey)).toEqual(all.slice(5, 10).map((entry) => entry.redeemKey));
    expect(await client.redemptions.list()).toHaveLength(25);
    expect((await sandbox.requests('redeem.list')).length).toBe(3);
  });
});

describe('client.redemptions.use', () => {
  it('uses a ready entry once and answers the refreshed serial, message and expiry', async () => {
    const { client } = under;
    const ready = (await client.redemptions.list({ top: 100 })).find((entry) => entry.status === 'ready');
    if (ready === undefined) throw new Error('the seed has no ready entry');
    const used = await client.redemptions.use(ready.redeemKey);
    expect(used.serial).toBe(ready.serial);
    expect(used.expiresAt).toBeGreaterThan(Date.now());
    expect(used.message ?? '').not.toContain('<serial>');
    // The sandbox's documented answer carries both messages, as the history row does.
    expect(used.message).toBe(ready.message);
    expect(used.messageEN).toBe(ready.messageEN);
    expect(used.messageEN).toMatch(/^[^\u0E00-\u0E7F]+$/);
    const after = (await client.redemptions.list({ top: 100 })).find(
      (entry) => entry.redeemKey === ready.redeemKey,
    );
    expect(after?.status).toBe('used');
  });

  it('U2: percent-encodes a key holding / and # so it stays one path segment', async () => {
    const { client, sandbox } = under;
    const entry = (await client.redemptions.list({ top: 100 })).find((candidate) =>
      candidate.redeemKey.includes('/'),
    );
    if (entry === undefined) throw new Error('the seed has no key with reserved characters');
    await client.redemptions.use(entry.redeemKey);
    const [record] = await sandbox.requests('redeem.use');
    expect(record?.path).toBe(`/api/redeem/${encodeURIComponent(entry.redeemKey)}/use`);
  });

  it('A2: answers not_found for an unknown key and conflict with the service id for an expired one', async () => {
    const { client } = under;
    expect(await rejectionOf(client.redemptions.use('a/b?c#d'))).toMatchObject({
      kind: 'not_found',
      status: 404,
    });
    const expired = (await client.redemptions.list({ top: 100 })).find(
      (entry) => entry.status === 'expired' && entry.campaignType !== 'draw',
    );
    if (expired === undefined) throw new Error('the seed has no expired entry');
    expect(await rejectionOf(client.redemptions.use(expired.redeemKey))).toMatchObject({
      kind: 'code_expired',
      status: 409,
      id: 1409,
    });
  });

  it('is never retried: a dropped connection is one request and a network error', async () => {
    const { client, sandbox } = under;
    await sandbox.injectFault({ route: 'redeem.use', kind: 'drop' });
    expect(await rejectionOf(client.redemptions.use('any_key'))).toMatchObject({ kind: 'network' });
    expect(await sandbox.requests('redeem.use')).toHaveLength(1);
  });
});
