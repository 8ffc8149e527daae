import { campaignTypeOf } from '@loyalty-flows/domain';
import { describe, expect, it } from 'vitest';
import { useSandbox } from './sandbox-http';
import { statusOf, type WireRedemption } from './wire-redemption';

/**
 * The seed reads like a Thai brand's data: names and texts in Thai, the English privilege message in
 * its own field (`PrivilegeMessageEN`), never two languages glued into one text, and every campaign
 * type an app shows, with each way an opened entry is displayed.
 */
const sandbox = useSandbox();

const thai = /[\u0E00-\u0E7F]/;

/**
 * Whether `text` holds an English phrase (two Latin words in a row) once the brand's own name, the
 * markup, the addresses and the codes are taken out: a Thai text may name a brand, not translate itself.
 */
function hasEnglishPhrase(text: string, brand = ''): boolean {
  const bare = text
    .replaceAll(brand, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\b[A-Z0-9/#]{6,}\b/g, ' ');
  return /[A-Za-z]{2,}[\s,.:;!?-]+[A-Za-z]{2,}/.test(bare);
}

async function json<T>(path: string): Promise<T> {
  const response = await sandbox.call(path);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

describe('the redemption seed', () => {
  it('names every reward in Thai, and keeps each privilege message in one language per field', async () => {
    const all = await json<WireRedemption[]>('/api/redeem/?byConfig=true&config=purchase&top=100');
    expect(all.length).toBeGreaterThan(40);
    for (const entry of all) {
      expect(entry.Name, entry.Name).toMatch(thai);
      expect(hasEnglishPhrase(entry.Name), entry.Name).toBe(false);
      expect(entry.DefaultPrivilegeMessage).toMatch(thai);
      expect(hasEnglishPhrase(entry.DefaultPrivilegeMessage)).toBe(false);
      if (entry.PrivilegeMessageFormat === 'URL') {
        expect(entry.PrivilegeMessageEN).toBe(entry.PrivilegeMessage);
        continue;
      }
      expect(entry.PrivilegeMessage, entry.Name).toMatch(thai);
      expect(hasEnglishPhrase(entry.PrivilegeMessage, entry.AgencyName), entry.PrivilegeMessage).toBe(false);
      expect(entry.PrivilegeMessageEN, entry.Name).not.toMatch(thai);
      expect(entry.PrivilegeMessageEN, entry.Name).toMatch(/[A-Za-z]{2,} [A-Za-z]{2,}/);
    }
  });

  it('has every campaign type an app shows, and each way an opened entry displays: QR, bar code, message, web page', async () => {
    const all = await json<WireRedemption[]>('/api/redeem/?byConfig=true&config=purchase&top=100');
    const ready = all.filter((entry) => ['ready', 'entitled'].includes(statusOf(entry)));
    const voucher = (entry: WireRedemption) => ['free', 'deal'].includes(campaignTypeOf(entry.Type));
    expect(new Set(all.map((entry) => campaignTypeOf(entry.Type)))).toEqual(
      new Set(['draw', 'free', 'deal', 'interface', 'other']),
    );
    expect(ready.some((entry) => voucher(entry) && entry.Barcode.startsWith('QR'))).toBe(true);
    expect(ready.some((entry) => voucher(entry) && entry.Barcode.startsWith('CODE_128'))).toBe(true);
    expect(ready.some((entry) => voucher(entry) && entry.Barcode === '')).toBe(true);
    expect(ready.some((entry) => campaignTypeOf(entry.Type) === 'interface')).toBe(true);
    for (const status of ['drawPending', 'drawWon', 'drawLost']) {
      expect(
        all.some((entry) => statusOf(entry) === status),
        status,
      ).toBe(true);
    }
  });
});

describe('the notification seed', () => {
  it('words every notification in Thai only (the service has no English field for it)', async () => {
    const all = await json<{ ObjectType: string; Object: Record<string, unknown> }[]>('/api/noti/?top=100');
    expect(all).toHaveLength(45);
    for (const { ObjectType, Object: payload } of all) {
      const text = String(payload.message ?? payload.Message ?? payload.name ?? payload.Name);
      const brand = String(payload.AgencyName ?? '');
      expect(text, ObjectType).toMatch(thai);
      expect(hasEnglishPhrase(text, brand), text).toBe(false);
      expect(text, text).not.toMatch(/ \/ /);
    }
  });

  it('words the campaigns, events and categories the notifications open in Thai', async () => {
    const all = await json<{ ObjectCampaignId: number; ObjectCategoryId: number }[]>('/api/noti/?top=100');
    const targets = [
      ...new Set(
        all.filter((item) => item.ObjectCampaignId > 0).map((item) => `campaigns/${item.ObjectCampaignId}`),
      ),
      ...new Set(
        all.filter((item) => item.ObjectCategoryId > 0).map((item) => `categories/${item.ObjectCategoryId}`),
      ),
    ];
    expect(targets.length).toBeGreaterThan(4);
    for (const target of targets) {
      const detail = (await (await sandbox.dev(target)).json()) as Record<string, unknown>;
      for (const field of ['Name', 'Detail'].filter((key) => key in detail)) {
        const text = String(detail[field]);
        expect(text, `${target} ${field}`).toMatch(thai);
        expect(hasEnglishPhrase(text, String(detail.AgencyName ?? '')), text).toBe(false);
      }
    }
  });
});
