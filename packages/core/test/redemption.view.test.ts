import { describe, expect, it } from 'vitest';
import type { Redemption, RedemptionUse } from '../src';
import { type EntryDisplay, entryDisplay, getRedemptionView } from '../src/redemption';
import { th } from '../src/shared/messages-th';
import {
  everyKind,
  fakePort,
  idOf,
  openEntry,
  redemption,
  servedHistory,
  serverNow,
  settle,
  startRedemption,
} from './redemption.fixtures';

describe('display rules by status and campaign type (docs/wire-format.md, contract section 2.2)', () => {
  const expected: Record<keyof typeof everyKind, EntryDisplay> = {
    free: { badge: 'free', statusLabel: 'ready', canOpen: true, showsCodeButton: true },
    deal: { badge: 'deal', statusLabel: 'ready', canOpen: true, showsCodeButton: true },
    freeUsed: {
      badge: 'free',
      statusLabel: 'used',
      canOpen: false,
      blockedBy: 'used',
      showsCodeButton: false,
    },
    dealExpired: {
      badge: 'deal',
      statusLabel: 'expired',
      canOpen: false,
      blockedBy: 'expired',
      showsCodeButton: false,
    },
    drawPending: {
      badge: 'draw',
      statusLabel: 'waiting',
      canOpen: false,
      blockedBy: 'drawResult',
      showsCodeButton: false,
    },
    drawWon: {
      badge: 'draw',
      statusLabel: 'won',
      canOpen: false,
      blockedBy: 'drawResult',
      showsCodeButton: false,
    },
    drawLost: {
      badge: 'draw',
      statusLabel: 'notWon',
      canOpen: false,
      blockedBy: 'drawResult',
      showsCodeButton: false,
    },
    web: { badge: 'interface', statusLabel: 'entitled', canOpen: true, showsCodeButton: false },
    other: {
      badge: 'other',
      statusLabel: 'ready',
      canOpen: false,
      blockedBy: 'unsupportedType',
      showsCodeButton: false,
    },
    shipped: {
      badge: 'free',
      statusLabel: 'shipped',
      canOpen: false,
      blockedBy: 'parcel',
      showsCodeButton: false,
    },
    delivered: {
      badge: 'free',
      statusLabel: 'delivered',
      canOpen: false,
      blockedBy: 'parcel',
      showsCodeButton: false,
    },
    webExpired: {
      badge: 'interface',
      statusLabel: 'expired',
      canOpen: false,
      blockedBy: 'expired',
      showsCodeButton: false,
    },
    drawExpired: {
      badge: 'draw',
      statusLabel: 'expired',
      canOpen: false,
      blockedBy: 'expired',
      showsCodeButton: false,
    },
  };

  it.each(Object.keys(expected) as Array<keyof typeof everyKind>)('displays %s as the table says', (kind) => {
    expect(entryDisplay(everyKind[kind], {})).toEqual(expected[kind]);
  });

  it('shows a Draw whose flags say nothing of a result as waiting for the announcement', () => {
    const draw = redemption({ redeemKey: 'd', campaignType: 'draw', status: 'ready' });
    expect(entryDisplay(draw, {})).toMatchObject({ statusLabel: 'waiting', canOpen: false });
  });

  it('shows a used entry of any type as used, with no use action (the status rule decides from IsUsed)', () => {
    for (const campaignType of ['draw', 'interface', 'other'] as const) {
      const used = redemption({ redeemKey: 'u', campaignType, status: 'used', url: everyKind.web.url });
      expect(entryDisplay(used, {})).toMatchObject({
        statusLabel: 'used',
        canOpen: false,
        blockedBy: 'used',
      });
    }
  });

  it('shows a parcel of any type with no use action, even when its address would pass', () => {
    const parcel = { ...everyKind.web, status: 'delivered' as const, trackingNumber: 'TH9' };
    expect(entryDisplay(parcel, {})).toMatchObject({
      statusLabel: 'delivered',
      canOpen: false,
      blockedBy: 'parcel',
    });
  });

  it('shows an expired Interface entry as expired, and one whose address fails the policy as entitled', () => {
    expect(entryDisplay({ ...everyKind.web, status: 'expired' }, {})).toMatchObject({
      statusLabel: 'expired',
      canOpen: false,
      blockedBy: 'expired',
    });
    expect(entryDisplay(everyKind.web, { allowedHosts: ['other.example.com'] })).toMatchObject({
      statusLabel: 'entitled',
      canOpen: false,
      blockedBy: 'unsafeUrl',
    });
  });
});

describe('getRedemptionView', () => {
  it('lists every entry with its display, name, type, status and date, in the order loaded', async () => {
    const history = Object.values(everyKind);
    const actor = startRedemption(fakePort({ list: servedHistory(history) }));
    await settle();
    const view = getRedemptionView(actor.getSnapshot());
    expect(view.listState).toBe('end');
    expect(view.opened).toBeUndefined();
    const texts: Record<string, string> = {
      ready: 'Ready to use',
      used: 'Used',
      expired: 'Expired',
      drawPending: 'Waiting for the draw',
      drawWon: 'You won',
      drawLost: 'Not a winner this time',
      entitled: 'Reward received',
      shipped: 'Shipped',
      delivered: 'Delivered',
    };
    expect(view.entries).toEqual(
      history.map((entry) => ({
        id: idOf(entry.redeemKey),
        name: entry.name,
        campaignType: entry.campaignType,
        status: entry.status,
        statusText: texts[entry.status],
        redeemedAt: entry.redeemedAt,
        ...(entry.trackingNumber === undefined ? {} : { trackingNumber: entry.trackingNumber }),
        display: entryDisplay(entry, {}),
      })),
    );
  });

  it('gives shipped and delivered entries their tracking number, and no other entry one', async () => {
    const actor = startRedemption(fakePort({ list: servedHistory(Object.values(everyKind)) }));
    await settle();
    const tracked = getRedemptionView(actor.getSnapshot())
      .entries.filter((entry) => 'trackingNumber' in entry)
      .map(({ status, trackingNumber }) => [status, trackingNumber]);
    expect(tracked).toEqual([
      ['shipped', 'TH0001'],
      ['delivered', 'TH0002'],
    ]);
  });

  it('words statuses and errors from the message table the app passes (Thai here), English for what it leaves out', async () => {
    const port = fakePort({
      list: servedHistory([everyKind.shipped, everyKind.free]),
      use: async () => {
        throw { kind: 'server', status: 500 };
      },
    });
    const actor = startRedemption(port);
    await settle();
    openEntry(actor, idOf('free-ready'));
    await settle();
    const thai = getRedemptionView(actor.getSnapshot(), { messages: th });
    expect(thai.entries.map((entry) => entry.statusText)).toEqual(['จัดส่งแล้ว', 'พร้อมใช้งาน']);
    expect(thai.opened).toMatchObject({
      state: 'failed',
      error: { kind: 'server', message: th['error.server'] },
    });
    const partial = getRedemptionView(actor.getSnapshot(), {
      messages: { 'redemption.status.shipped': 'On its way' },
    });
    expect(partial.entries.map((entry) => entry.statusText)).toEqual(['On its way', 'Ready to use']);
  });

  it("words each entry's status as its display does: a Draw by its draw, an Interface entry as an entitlement", async () => {
    const entries = [
      redemption({ redeemKey: 'draw-ready', campaignType: 'draw', status: 'ready' }),
      redemption({ redeemKey: 'interface-ready', campaignType: 'interface', status: 'ready' }),
    ];
    const actor = startRedemption(fakePort({ list: servedHistory(entries) }));
    await settle();
    const view = getRedemptionView(actor.getSnapshot(), { messages: th });
    expect(view.entries.map((entry) => [entry.display.statusLabel, entry.statusText])).toEqual([
      ['waiting', th['redemption.status.drawPending']],
      ['entitled', th['redemption.status.entitled']],
    ]);
  });

  it('is loading with no entries before the first page', () => {
    const actor = startRedemption(fakePort({ list: () => new Promise(() => undefined) }));
    expect(getRedemptionView(actor.getSnapshot())).toEqual({
      listState: 'loading',
      canLoadMore: false,
      entries: [],
    });
  });

  it('is the same for the same snapshot: it reads no clock', async () => {
    const actor = startRedemption(fakePort({ list: servedHistory([everyKind.free]) }));
    await settle();
    openEntry(actor, idOf('free-ready'));
    await settle();
    const snapshot = actor.getSnapshot();
    const first = getRedemptionView(snapshot);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(getRedemptionView(snapshot)).toEqual(first);
  });
});

describe('the opened detail: content and symbology (docs/wire-format.md, Barcode and PrivilegeMessageFormat)', () => {
  async function openedWith(listed: Parameters<typeof redemption>[0], answer: Partial<RedemptionUse> = {}) {
    const entry = redemption(listed);
    const port = fakePort({
      list: servedHistory([entry]),
      use: async () => ({ serial: 'S-9', message: 'Show at the counter', serverNow, ...answer }),
    });
    const actor = startRedemption(port);
    await settle();
    openEntry(actor, idOf(entry.redeemKey));
    await settle();
    const { opened } = getRedemptionView(actor.getSnapshot());
    if (opened?.state !== 'open' || opened.detail.kind !== 'serial') throw new Error('not a serial detail');
    return opened.detail;
  }

  it.each(['qr', 'code128', 'text'] as const)('draws the serial as the entry says: %s', async (symbology) => {
    expect(await openedWith({ redeemKey: 'k', symbology })).toMatchObject({ serial: 'S-9', symbology });
  });

  it("takes the use answer's symbology and content kind over the list's (the use answer wins)", async () => {
    const detail = await openedWith(
      { redeemKey: 'k', symbology: 'qr', contentKind: 'text' },
      { symbology: 'code128', contentKind: 'html', message: '<b>Show</b> at the counter' },
    );
    expect(detail).toMatchObject({
      symbology: 'code128',
      content: { kind: 'html', html: '<b>Show</b> at the counter' },
    });
  });

  it('hands HTML over as it came, for the app to sanitise, and text as text', async () => {
    const markup = '<img src=x onerror=alert(1)><p>Show</p>';
    expect((await openedWith({ redeemKey: 'k', contentKind: 'html' }, { message: markup })).content).toEqual({
      kind: 'html',
      html: markup,
    });
    expect((await openedWith({ redeemKey: 'k', contentKind: 'text' }, { message: markup })).content).toEqual({
      kind: 'text',
      text: markup,
    });
  });

  it('has no content when there is no message, and draws text only when the symbology is unknown', async () => {
    const entry = redemption({ redeemKey: 'k' });
    const { symbology: _symbology, ...bare } = entry;
    const port = fakePort({ list: servedHistory([bare as never]), use: async () => ({ serial: 'S-0' }) });
    const actor = startRedemption(port);
    await settle();
    openEntry(actor, idOf('k'));
    await settle();
    expect(getRedemptionView(actor.getSnapshot()).opened).toMatchObject({
      state: 'open',
      detail: { kind: 'serial', serial: 'S-0', symbology: 'text' },
    });
    expect(getRedemptionView(actor.getSnapshot()).opened).not.toHaveProperty('detail.content');
  });
});

describe("the opened detail's message in the app's language (PrivilegeMessage, PrivilegeMessageEN)", () => {
  async function openedWith(answer: Partial<RedemptionUse>, listed: Partial<Redemption> = {}) {
    const entry = redemption({ contentKind: 'text', ...listed, redeemKey: 'k' });
    const port = fakePort({
      list: servedHistory([entry]),
      use: async () => ({ serial: 'S-9', serverNow, ...answer }),
    });
    const actor = startRedemption(port);
    await settle();
    openEntry(actor, idOf(entry.redeemKey));
    await settle();
    return actor.getSnapshot();
  }
  const contentOf = (view: ReturnType<typeof getRedemptionView>) =>
    view.opened?.state === 'open' && view.opened.detail.kind === 'serial'
      ? view.opened.detail.content
      : 'none';

  it('shows the English message with the English table, the Thai one with a Thai table', async () => {
    const snapshot = await openedWith({
      message: 'แสดงรหัส S-9 ที่เคาน์เตอร์',
      messageEN: 'Show S-9 at the counter',
    });
    expect(contentOf(getRedemptionView(snapshot))).toEqual({ kind: 'text', text: 'Show S-9 at the counter' });
    expect(contentOf(getRedemptionView(snapshot, { messages: th }))).toEqual({
      kind: 'text',
      text: 'แสดงรหัส S-9 ที่เคาน์เตอร์',
    });
    // An app's own table is Thai when its texts are.
    const mine = { 'redemption.status.ready': 'ใช้ได้เลย' };
    expect(contentOf(getRedemptionView(snapshot, { messages: mine }))).toMatchObject({
      text: 'แสดงรหัส S-9 ที่เคาน์เตอร์',
    });
  });

  it('falls back to the message that came when only one did, in either language', async () => {
    const thaiOnly = await openedWith({ message: 'แสดงรหัส S-9' });
    expect(contentOf(getRedemptionView(thaiOnly))).toEqual({ kind: 'text', text: 'แสดงรหัส S-9' });
    const englishOnly = await openedWith({ messageEN: 'Show S-9' });
    expect(contentOf(getRedemptionView(englishOnly, { messages: th }))).toEqual({
      kind: 'text',
      text: 'Show S-9',
    });
  });

  it('keeps both in the context, never shows the second field in the view, and renders each by the format', async () => {
    const snapshot = await openedWith(
      { message: '<p>รหัส S-9</p>', messageEN: '<p>Code S-9</p>', contentKind: 'html' },
      { contentKind: 'html' },
    );
    expect(snapshot.context.opened?.detail).toMatchObject({
      content: { kind: 'html', html: '<p>รหัส S-9</p>' },
      contentEN: { kind: 'html', html: '<p>Code S-9</p>' },
    });
    const view = getRedemptionView(snapshot);
    expect(contentOf(view)).toEqual({ kind: 'html', html: '<p>Code S-9</p>' });
    expect(view.opened).not.toHaveProperty('detail.contentEN');
  });

  it('keeps the messages of entries nobody opened out of the context: both embed the serial', async () => {
    const entry = redemption({ redeemKey: 'k', message: 'รหัส S-1', messageEN: 'Code S-1' });
    const actor = startRedemption(fakePort({ list: servedHistory([entry]) }));
    await settle();
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('S-1');
  });
});

describe('the confirmation says how long the code lasts once used (docs/wire-format.md, A3)', () => {
  async function asked(minutesValidAfterUse?: number) {
    const entry = redemption({ redeemKey: 'timed', campaignType: 'deal' });
    if (minutesValidAfterUse !== undefined) entry.minutesValidAfterUse = minutesValidAfterUse;
    const actor = startRedemption(fakePort({ list: servedHistory([entry]) }));
    await settle();
    actor.send({ type: 'REDEMPTION.OPEN', id: idOf('timed') });
    return actor.getSnapshot();
  }

  it('gives the minutes and says them, in English and in Thai', async () => {
    const snapshot = await asked(30);
    expect(getRedemptionView(snapshot).opened).toEqual({
      state: 'confirming',
      id: idOf('timed'),
      question: 'Use this reward now?',
      detail:
        'Once used, the code is valid for 30 minutes and the reward cannot be used again. Please use it when you are at the merchant.',
      minutesValidAfterUse: 30,
    });
    expect(getRedemptionView(snapshot, { messages: th }).opened).toMatchObject({
      detail: 'เมื่อกดใช้แล้ว รหัสจะใช้ได้ 30 นาที และใช้สิทธิ์นี้ซ้ำไม่ได้ กรุณากดใช้เมื่ออยู่ที่ร้านค้าแล้ว',
      minutesValidAfterUse: 30,
    });
  });

  it.each([undefined, 0, -5])('keeps the general wording and gives no minutes for %s', async (minutes) => {
    const opened = getRedemptionView(await asked(minutes)).opened;
    expect(opened).toMatchObject({
      state: 'confirming',
      detail:
        'Once used, its code is valid for a limited time only and the reward cannot be used again. Please use it when you are at the merchant.',
    });
    expect(opened).not.toHaveProperty('minutesValidAfterUse');
  });

  it("takes an app's own wording with the {minutes} placeholder", async () => {
    const messages = { 'redemption.confirmUseMinutes': 'Good for {minutes} min.' };
    expect(getRedemptionView(await asked(15), { messages }).opened).toMatchObject({
      detail: 'Good for 15 min.',
    });
  });
});
