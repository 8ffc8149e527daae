import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type EntryDisplay, entryDisplay, getRedemptionView, redemptionMachine } from '../src';
import { everyKind, fakePort, redemption, servedHistory, settle } from './redemption.fixtures';

describe('display rules by campaign type (contract section 2.2)', () => {
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
  };

  it.each(Object.keys(expected) as Array<keyof typeof everyKind>)('displays %s as the table says', (kind) => {
    expect(entryDisplay(everyKind[kind], {})).toEqual(expected[kind]);
  });

  it('shows a Draw whose flags say nothing of a result as waiting for the announcement', () => {
    const draw = redemption({ redeemKey: 'd', campaignType: 'draw', status: 'ready' });
    expect(entryDisplay(draw, {})).toMatchObject({ statusLabel: 'waiting', canOpen: false });
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
    const actor = createActor(redemptionMachine, {
      input: { client: fakePort({ list: servedHistory(history) }).client },
    }).start();
    await settle();
    const view = getRedemptionView(actor.getSnapshot());
    expect(view.listState).toBe('end');
    expect(view.opened).toBeUndefined();
    expect(view.entries).toEqual(
      history.map((entry) => ({
        redeemKey: entry.redeemKey,
        name: entry.name,
        campaignType: entry.campaignType,
        status: entry.status,
        redeemedAt: entry.redeemedAt,
        display: entryDisplay(entry, {}),
      })),
    );
  });

  it('is loading with no entries before the first page', () => {
    const actor = createActor(redemptionMachine, {
      input: { client: fakePort({ list: () => new Promise(() => undefined) }).client },
    }).start();
    expect(getRedemptionView(actor.getSnapshot())).toEqual({
      listState: 'loading',
      canLoadMore: false,
      entries: [],
    });
  });

  it('is the same for the same snapshot: it reads no clock', async () => {
    const actor = createActor(redemptionMachine, {
      input: { client: fakePort({ list: servedHistory([everyKind.free]) }).client },
    }).start();
    await settle();
    actor.send({ type: 'REDEMPTION.OPEN', redeemKey: 'free-ready' });
    await settle();
    const snapshot = actor.getSnapshot();
    const first = getRedemptionView(snapshot);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(getRedemptionView(snapshot)).toEqual(first);
  });
});
