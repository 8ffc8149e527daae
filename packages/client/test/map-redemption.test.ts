import { describe, expect, it } from 'vitest';
import { toRedemption, toRedemptionUse } from '../src/map-redemption';

const serverNow = 1_800_000_000;
/** A service in UTC, so that wire seconds × 1000 are the instants (T8 is tested in wire-redemptions). */
const zone = 'UTC';
const at = 1_700_000_000_000;

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
    ['ready', { IsUsed: false, UsedDate: 0 }],
    ['used', { UsedDate: serverNow - 10 }],
    ['used', { ArrangedDate: serverNow - 10 }],
    ['ready', { UsedDate: 0 }],
    ['expired', { IsUsed: true, ExpireIn: -5 }],
    ['delivered', { Delivered: 1, ParcelNo: 'P' }],
    ['shipped', { IsShipped: 'yes' }],
  ])('is %s for %j', (status, fields) => {
    expect(toRedemption(wire(fields), zone, at).status).toBe(status);
  });

  it.each([
    [{ Type: 0 }, 'draw', 'drawPending'],
    [{ Type: 0, HasWinner: true, IsWinner: true }, 'draw', 'drawWon'],
    [{ Type: 0, HasWinner: '1', IsWinner: 0 }, 'draw', 'drawLost'],
    [{ Type: 8 }, 'interface', 'entitled'],
    [{ Type: 8, ExpireIn: -1 }, 'interface', 'expired'],
    [{ Type: 0, HasWinner: true, IsWinner: true, ExpireIn: -1 }, 'draw', 'expired'],
    [{ Type: 2 }, 'deal', 'ready'],
    [{ Type: '3' }, 'other', 'ready'],
  ])('reads %j as %s / %s', (fields, campaignType, status) => {
    expect(toRedemption(wire(fields), zone, at)).toMatchObject({ campaignType, status });
  });

  it('keeps the numeric type, -1 when there is none, and defaults name and key to empty text', () => {
    expect(toRedemption(wire({ Type: 3 }), zone, at).campaignTypeCode).toBe(3);
    const bare = toRedemption({}, zone, at);
    expect(bare).toMatchObject({ campaignTypeCode: -1, campaignType: 'other', redeemKey: '', name: '' });
  });

  it('computes expiry on the server clock (or from arrival without one) and fills <serial> into the message', () => {
    const entry = toRedemption(
      wire({ Serial: 'S-1', PrivilegeMessage: 'Code <serial> and <serial>', Barcode: 'QR_CODE' }),
      zone,
      at,
    );
    expect(entry.serverNow).toBe(serverNow * 1000);
    expect(entry.expiresAt).toBe((serverNow + 60) * 1000);
    expect(entry.message).toBe('Code S-1 and S-1');
    expect(entry.symbology).toBe('qr');
    expect(toRedemption(wire({ ExpireIn: null }), zone, at).expiresAt).toBeUndefined();
    expect(toRedemption(wire({ CurrentDate: null }), zone, at)).toMatchObject({
      serverNow: at,
      expiresAt: at + 60_000,
    });
    expect(toRedemption(wire({ PrivilegeMessage: 'Code <serial>' }), zone, at).message).toBe('Code ');
    expect(toRedemption(wire({ DefaultPrivilegeMessage: 'Default' }), zone, at).message).toBe('Default');
    expect(toRedemption(wire({}), zone, at).message).toBeUndefined();
  });

  it('maps the answer of use the same way and keeps the wire object', () => {
    const raw = { Serial: 'S-2', PrivilegeMessage: '<serial>!', CurrentDate: serverNow, ExpireIn: 120 };
    expect(toRedemptionUse(raw, zone, at)).toEqual({
      serial: 'S-2',
      message: 'S-2!',
      serverNow: serverNow * 1000,
      expiresAt: (serverNow + 120) * 1000,
      url: undefined,
      contentKind: undefined,
      symbology: undefined,
      raw,
    });
  });
});
