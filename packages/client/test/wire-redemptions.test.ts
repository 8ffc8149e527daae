import { describe, expect, it } from 'vitest';
import { bangkokWall, clientAnswering, rawReply } from './answering-fetch';

/** The service's now (`CurrentDate`): 23 Nov 2026 20:00 in Bangkok, written as if UTC. */
const currentDate = bangkokWall(2026, 11, 23, 20);
/** The same moment as a true instant: 13:00 UTC. */
const trueNow = Date.UTC(2026, 10, 23, 13);

/** A history row as the service sends it (docs/wire-format.md, R2), a ready Free voucher. */
function row(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    RedeemKey: '3301_AB12CD',
    ID: 3301,
    Name: 'Coffee',
    Type: 1,
    AgencyName: 'Cafe',
    Serial: 'AB12CD',
    Barcode: 'QR_CODE',
    PrivilegeMessage: 'Show <serial> at the counter',
    PrivilegeMessageFormat: 'TEXT',
    DefaultPrivilegeMessage: 'Show the code',
    ExpireIn: 3600,
    RedeemDate: bangkokWall(2026, 11, 23, 9),
    IsUsed: false,
    IsExpired: false,
    UsedDate: 0,
    ArrangedDate: 0,
    VoucherExpireDate: bangkokWall(2026, 12, 31, 23, 59),
    CurrentDate: currentDate,
    HasWinner: false,
    IsWinner: false,
    MinutesValidAfterUsed: 30,
    Website: '',
    Delivered: false,
    IsShipped: false,
    ParcelNo: '',
    CategoryID: 12,
    AgencyID: 4,
    ...fields,
  };
}

async function listOf(...rows: Record<string, unknown>[]) {
  return clientAnswering(() => rows).client.redemptions.list();
}

async function one(fields: Record<string, unknown>) {
  const [entry] = await listOf(row(fields));
  if (entry === undefined) throw new Error('no entry');
  return entry;
}

describe('history statuses in wire order (R7–R11)', () => {
  it('R7: expiry is checked first for every type', async () => {
    const expired = [
      { Type: 8, ExpireIn: -60, Website: 'https://partner.example/page' },
      { Type: 0, ExpireIn: -1, HasWinner: true, IsWinner: true },
      { Type: 1, ExpireIn: -1, IsUsed: true },
      { Type: 2, VoucherExpireDate: currentDate - 1 },
      { Type: 1, Delivered: true, ParcelNo: 'TH1', IsExpired: 'True' },
    ];
    for (const fields of expired) expect((await one(fields)).status).toBe('expired');
  });

  it('R7: ExpireIn of exactly 0 is expiring now, not expired', async () => {
    const entry = await one({ ExpireIn: 0 });
    expect(entry.status).toBe('ready');
    expect(entry.expiresAt).toBe(trueNow);
  });

  it('R7/T8: VoucherExpireDate is compared on the same wall clock as CurrentDate', async () => {
    expect((await one({ VoucherExpireDate: currentDate })).status).toBe('ready');
    expect((await one({ VoucherExpireDate: currentDate + 60 })).status).toBe('ready');
  });

  it('R8: a delivered or shipped parcel carries its tracking number and has no use action', async () => {
    const delivered = await one({ Delivered: true, IsShipped: true, ParcelNo: 'TH123456789', IsUsed: true });
    expect(delivered).toMatchObject({ status: 'delivered', trackingNumber: 'TH123456789' });
    const shipped = await one({ IsShipped: '1', ParcelNo: 'TH987' });
    expect(shipped).toMatchObject({ status: 'shipped', trackingNumber: 'TH987' });
    expect((await one({ ParcelNo: 'TH555' })).status).toBe('shipped');
  });

  it('R9: used is decided by IsUsed; UsedDate 0 is not set', async () => {
    expect((await one({ IsUsed: false, UsedDate: 0 })).status).toBe('ready');
    expect((await one({ IsUsed: false, UsedDate: 0, ArrangedDate: 0, Type: 8 })).status).toBe('entitled');
    expect((await one({ IsUsed: true, UsedDate: currentDate - 60 })).status).toBe('used');
    const { IsUsed: _dropped, ...withoutIsUsed } = row({ UsedDate: currentDate - 60 });
    expect((await listOf(withoutIsUsed))[0]?.status).toBe('used');
  });

  it('R10: a draw is won, lost or waiting', async () => {
    expect((await one({ Type: 0, HasWinner: true, IsWinner: true })).status).toBe('drawWon');
    expect((await one({ Type: 0, HasWinner: 'true', IsWinner: 0 })).status).toBe('drawLost');
    expect((await one({ Type: 0 })).status).toBe('drawPending');
  });

  it('R11: otherwise ready, an Interface entry entitled', async () => {
    expect((await one({})).status).toBe('ready');
    expect((await one({ Type: 8, Website: 'https://partner.example/page' })).status).toBe('entitled');
  });

  it('T7: booleans arrive as 1, "1", "true", "True" and "yes"', async () => {
    for (const loose of [true, 1, '1', 'true', 'True', 'yes', 'YES']) {
      expect((await one({ IsUsed: loose })).status).toBe('used');
    }
    for (const loose of [false, 0, '0', 'false', 'no', '', null]) {
      expect((await one({ IsUsed: loose })).status).toBe('ready');
    }
  });

  it('T7: numbers arrive as strings', async () => {
    const entry = await one({ Type: '0', ExpireIn: '120', CurrentDate: String(currentDate) });
    expect(entry).toMatchObject({ campaignType: 'draw', campaignTypeCode: 0, expiresAt: trueNow + 120_000 });
  });
});

describe('history display data', () => {
  it('T8: RedeemDate is Bangkok wall-clock time; redeemedAt is the true instant', async () => {
    const entry = await one({});
    expect(entry.redeemedAt).toBe(Date.UTC(2026, 10, 23, 2));
    expect(entry.serverNow).toBe(trueNow);
    const utcService = clientAnswering(() => [row()], { serviceTimeZone: 'UTC' }).client;
    expect((await utcService.redemptions.list())[0]?.redeemedAt).toBe(Date.UTC(2026, 10, 23, 9));
  });

  it('T8: an unknown serviceTimeZone is refused when the client is created', () => {
    expect(() => clientAnswering(() => [], { serviceTimeZone: 'Nowhere/Else' })).toThrow(RangeError);
  });

  it('R13: the code expires at CurrentDate + ExpireIn, on the service clock', async () => {
    expect((await one({ ExpireIn: 90 })).expiresAt).toBe(trueNow + 90_000);
  });

  it('R2/A3: MinutesValidAfterUsed is how long the code lasts once used; unknown unless a positive number', async () => {
    expect((await one({})).minutesValidAfterUse).toBe(30);
    expect((await one({ MinutesValidAfterUsed: '15' })).minutesValidAfterUse).toBe(15);
    for (const unknown of [undefined, null, '', 0, -5, '0', 'soon', Number.NaN]) {
      const entry = await one({ MinutesValidAfterUsed: unknown });
      expect(entry.minutesValidAfterUse, String(unknown)).toBeUndefined();
    }
  });

  it('R3: <serial> in the privilege message is filled in', async () => {
    expect((await one({})).message).toBe('Show AB12CD at the counter');
    expect((await one({ PrivilegeMessage: '' })).message).toBe('Show the code');
    expect((await one({})).messageEN).toBeUndefined();
    expect((await one({ PrivilegeMessageEN: 'Code <serial>, at the counter' })).messageEN).toBe(
      'Code AB12CD, at the counter',
    );
  });

  it('R5: Barcode names the symbology; *_WALLETCARD draws the same; empty is text only', async () => {
    const cases: [unknown, string][] = [
      ['QR_CODE', 'qr'],
      ['QR_CODE_WALLETCARD', 'qr'],
      ['CODE_128', 'code128'],
      ['CODE_128_WALLETCARD', 'code128'],
      ['', 'text'],
      [null, 'text'],
    ];
    for (const [Barcode, symbology] of cases) expect((await one({ Barcode })).symbology).toBe(symbology);
  });

  it('R6: PrivilegeMessageFormat says how to render the message', async () => {
    const cases: [unknown, string][] = [
      ['TEXT', 'text'],
      ['HTML', 'html'],
      ['URL', 'url'],
      [undefined, 'text'],
    ];
    for (const [PrivilegeMessageFormat, contentKind] of cases) {
      expect((await one({ PrivilegeMessageFormat })).contentKind).toBe(contentKind);
    }
  });

  it('R14: the Interface page is Website; Url is not read', async () => {
    expect((await one({ Type: 8, Website: 'https://partner.example/p' })).url).toBe(
      'https://partner.example/p',
    );
    expect((await one({ Type: 8, Website: '', Url: 'https://invented.example/' })).url).toBeUndefined();
  });

  it('R4: type codes (Draw 0, Free 1, Deal 2, Interface 8; Buy 3 is other)', async () => {
    const types = await listOf(
      row({ Type: 0 }),
      row({ Type: 1 }),
      row({ Type: 2 }),
      row({ Type: 8 }),
      row({ Type: 3 }),
    );
    expect(types.map((entry) => entry.campaignType)).toEqual(['draw', 'free', 'deal', 'interface', 'other']);
  });

  it('N5/T5: a 2xx list without a JSON array is an empty list', async () => {
    for (const body of ['', 'OK', 'null', '{}']) {
      expect(await clientAnswering(() => rawReply(body)).client.redemptions.list()).toEqual([]);
    }
  });
});

describe('use answers', () => {
  const useAnswer = {
    CampaignId: 3301,
    ItemNumber: 1,
    Serial: 'ZZ99',
    PrivilegeMessage: '<b><serial></b>',
    UsedDate: currentDate,
    CurrentDate: currentDate,
    PrivilegeMessageFormat: 'HTML',
    RedeemCount: 1,
    UseCount: 1,
    ExpireIn: 900,
  };

  it('U1: the countdown restarts from the new ExpireIn on the service clock', async () => {
    const used = await clientAnswering(() => useAnswer).client.redemptions.use('3301_AB12CD');
    expect(used).toMatchObject({
      serial: 'ZZ99',
      message: '<b>ZZ99</b>',
      contentKind: 'html',
      serverNow: trueNow,
      expiresAt: trueNow + 900_000,
    });
    expect(used.symbology).toBeUndefined();
    expect(used.messageEN).toBeUndefined();
  });

  it('U1: an answer with PrivilegeMessageEN gives both messages, each with its serial', async () => {
    const both = { ...useAnswer, PrivilegeMessage: 'รหัส <serial>', PrivilegeMessageEN: 'Code <serial>' };
    const used = await clientAnswering(() => both).client.redemptions.use('3301_AB12CD');
    expect(used).toMatchObject({ message: 'รหัส ZZ99', messageEN: 'Code ZZ99' });
  });

  it('U3: an answer without CurrentDate counts down from its arrival on the device clock', async () => {
    const shipped = { CampaignId: 3301, Serial: 'ZZ99', ExpireIn: 600, PrivilegeMessage: 'x', Website: '' };
    const before = Date.now();
    const used = await clientAnswering(() => shipped).client.redemptions.use('3301_AB12CD');
    const after = Date.now();
    expect(used.expiresAt).toBeGreaterThanOrEqual(before + 600_000);
    expect(used.expiresAt).toBeLessThanOrEqual(after + 600_000);
    expect(used.serverNow).toBe((used.expiresAt ?? 0) - 600_000);
  });

  it('U3: an answer read as a whole history row keeps its Barcode', async () => {
    const used = await clientAnswering(() => row({ Barcode: 'CODE_128' })).client.redemptions.use(
      '3301_AB12CD',
    );
    expect(used).toMatchObject({ symbology: 'code128', contentKind: 'text', serial: 'AB12CD' });
  });

  it('U2: the key is percent-encoded into the path, and app_id sent as a form', async () => {
    const { client, seen } = clientAnswering(() => useAnswer);
    await client.redemptions.use('3301_AB+CD');
    expect(seen[0]?.url.pathname).toBe('/api/redeem/3301_AB%2BCD/use');
    expect(seen[0]?.body).toBe('app_id=app');
  });
});
