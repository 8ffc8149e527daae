import { describe, expect, it } from 'vitest';
import { toRedemption, toRedemptionUse } from '../src/map-redemption';

const serverNow = 1_800_000_000;

function wire(fields: Record<string, unknown>) {
  return { RedeemKey: 'k', Name: 'Reward', Type: 1, CurrentDate: serverNow, ExpireIn: 60, ...fields };
}

describe('toRedemption status rules (docs/wire-format.md, R7–R11)', () => {
  it.each([
    ['ready', {}],
    ['expired', { IsExpired: true }],
    ['expired', { VoucherExpireDate: serverNow - 1 }],
    ['ready', { VoucherExpireDate: serverNow }],
    ['expired', { ExpireIn: -1 }],
    ['ready', { ExpireIn: 0 }],
    ['used', { IsUsed: 1 }],
    ['used', { UsedDate: serverNow - 10 }],
    ['used', { ArrangedDate: serverNow - 10 }],
    ['expired', { IsUsed: true, ExpireIn: -5 }],
  ])('is %s for %j', (status, fields) => {
    expect(toRedemption(wire(fields)).status).toBe(status);
  });

  it.each([
    [{ Type: 0 }, 'draw', 'drawPending'],
    [{ Type: 0, HasWinner: true, IsWinner: true }, 'draw', 'drawWon'],
    [{ Type: 0, HasWinner: '1', IsWinner: 0 }, 'draw', 'drawLost'],
    [{ Type: 8 }, 'interface', 'entitled'],
    [{ Type: 2 }, 'deal', 'ready'],
    [{ Type: '3' }, 'other', 'ready'],
  ])('reads %j as %s / %s', (fields, campaignType, status) => {
    expect(toRedemption(wire(fields))).toMatchObject({ campaignType, status });
  });

  it('keeps the numeric type, -1 when there is none, and defaults name and key to empty text', () => {
    expect(toRedemption(wire({ Type: 3 })).campaignTypeCode).toBe(3);
    const bare = toRedemption({});
    expect(bare).toMatchObject({ campaignTypeCode: -1, campaignType: 'other', redeemKey: '', name: '' });
  });

  it('computes expiry on the server clock and fills <serial> into the message', () => {
    const entry = toRedemption(
      wire({ Serial: 'S-1', PrivilegeMessage: 'Code <serial> and <serial>', Barcode: 'qr' }),
    );
    expect(entry.serverNow).toBe(serverNow * 1000);
    expect(entry.expiresAt).toBe((serverNow + 60) * 1000);
    expect(entry.message).toBe('Code S-1 and S-1');
    expect(entry.barcode).toBe('qr');
    expect(toRedemption(wire({ ExpireIn: null })).expiresAt).toBeUndefined();
    expect(toRedemption(wire({ CurrentDate: null })).expiresAt).toBeUndefined();
    expect(toRedemption(wire({ PrivilegeMessage: 'Code <serial>' })).message).toBe('Code ');
    expect(toRedemption(wire({ DefaultPrivilegeMessage: 'Default' })).message).toBe('Default');
    expect(toRedemption(wire({})).message).toBeUndefined();
  });

  it('takes the web-view address from Url, else Website', () => {
    expect(
      toRedemption(wire({ Type: 8, Url: 'https://a.example/', Website: 'https://b.example/' })).url,
    ).toBe('https://a.example/');
    expect(toRedemption(wire({ Type: 8, Website: 'https://b.example/' })).url).toBe('https://b.example/');
  });

  it('maps the answer of use the same way and keeps the wire object', () => {
    const raw = { Serial: 'S-2', PrivilegeMessage: '<serial>!', CurrentDate: serverNow, ExpireIn: 120 };
    expect(toRedemptionUse(raw)).toEqual({
      serial: 'S-2',
      message: 'S-2!',
      serverNow: serverNow * 1000,
      expiresAt: (serverNow + 120) * 1000,
      url: undefined,
      raw,
    });
  });
});
