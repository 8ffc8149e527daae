import { describe, expect, it } from 'vitest';
import { type CampaignType, campaignTypeOf, redemptionStatus } from '../src/index';

const now = Date.UTC(2026, 10, 23, 12);
const types: CampaignType[] = ['draw', 'free', 'deal', 'interface', 'other'];

describe('redemptionStatus', () => {
  it.each(types)(
    'R7: expiry is checked first for %s (ExpireIn < 0, VoucherExpireDate passed, IsExpired)',
    (type) => {
      const winner = { campaignType: type, hasWinner: true, isWinner: true, isUsed: true, delivered: true };
      expect(redemptionStatus({ ...winner, expireIn: -1 }, now)).toBe('expired');
      expect(redemptionStatus({ ...winner, voucherExpiresAt: now - 1 }, now)).toBe('expired');
      expect(redemptionStatus({ ...winner, isExpired: true }, now)).toBe('expired');
    },
  );

  it('R7: ExpireIn of exactly 0 is not expired (it is expiring now), nor is a voucher ending now', () => {
    expect(redemptionStatus({ campaignType: 'free', expireIn: 0 }, now)).toBe('ready');
    expect(redemptionStatus({ campaignType: 'free', voucherExpiresAt: now }, now)).toBe('ready');
  });

  it('R8: a parcel is delivered or shipped (tracking number alone means shipped), before used', () => {
    expect(redemptionStatus({ campaignType: 'free', delivered: true, isUsed: true }, now)).toBe('delivered');
    expect(redemptionStatus({ campaignType: 'deal', shipped: true }, now)).toBe('shipped');
    expect(redemptionStatus({ campaignType: 'free', trackingNumber: 'TH1' }, now)).toBe('shipped');
    expect(redemptionStatus({ campaignType: 'free', trackingNumber: '' }, now)).toBe('ready');
  });

  it('R9: used is decided by IsUsed, for every type', () => {
    for (const type of types)
      expect(redemptionStatus({ campaignType: type, isUsed: true }, now)).toBe('used');
  });

  it('R10: a draw is won, lost or waiting', () => {
    expect(redemptionStatus({ campaignType: 'draw', hasWinner: true, isWinner: true }, now)).toBe('drawWon');
    expect(redemptionStatus({ campaignType: 'draw', hasWinner: true, isWinner: false }, now)).toBe(
      'drawLost',
    );
    expect(redemptionStatus({ campaignType: 'draw', isWinner: true }, now)).toBe('drawPending');
  });

  it('R11: else an Interface entry is entitled and every other is ready', () => {
    expect(redemptionStatus({ campaignType: 'interface' }, now)).toBe('entitled');
    expect(redemptionStatus({ campaignType: 'free', expireIn: 60 }, now)).toBe('ready');
    expect(redemptionStatus({ campaignType: 'other' }, now)).toBe('ready');
  });
});

describe('campaignTypeOf', () => {
  it('R4: Draw 0, Free 1, Deal 2, Interface 8, else other', () => {
    expect([0, 1, 2, 3, 4, 8, 9, 10, -1, undefined].map(campaignTypeOf)).toEqual([
      'draw',
      'free',
      'deal',
      'other',
      'other',
      'interface',
      'other',
      'other',
      'other',
      'other',
    ]);
  });
});
