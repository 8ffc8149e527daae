import { afterEach, describe, expect, it } from 'vitest';
import { entryDisplay, getRedemptionView } from '../src/redemption';
import {
  type FakePort,
  fakePort,
  idOf,
  openEntry,
  redemption,
  servedHistory,
  settle,
  startRedemption,
  usedFor,
} from './redemption.fixtures';

const running: Array<{ stop(): void }> = [];

afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
});

const first = redemption({ redeemKey: 'first' });
const second = redemption({ redeemKey: 'second' });

/** The machine on `port`, its first page loaded and the entry `first` opened. */
async function withFirstOpened(port: FakePort) {
  const actor = startRedemption(port);
  running.push(actor);
  await settle();
  openEntry(actor, idOf('first'));
  await settle();
  return actor;
}

describe('opening entries', () => {
  it('opening another entry while one is open uses and shows that one', async () => {
    const port = fakePort({ list: servedHistory([first, second]), use: usedFor([first, second]) });
    const actor = await withFirstOpened(port);
    expect(getRedemptionView(actor.getSnapshot()).opened).toMatchObject({
      state: 'open',
      id: idOf('first'),
    });
    openEntry(actor, idOf('first'));
    openEntry(actor, idOf('second'));
    await settle();
    expect(port.useCalls).toEqual(['first', 'second']);
    expect(getRedemptionView(actor.getSnapshot()).opened).toMatchObject({
      state: 'open',
      id: idOf('second'),
      detail: { serial: 'USED-SERIAL-second' },
    });
  });

  it('a use answer that is null (no object) fails as parse, and can be retried', async () => {
    const actor = await withFirstOpened(
      fakePort({ list: servedHistory([first]), use: async () => null as never }),
    );
    expect(getRedemptionView(actor.getSnapshot()).opened).toMatchObject({
      state: 'failed',
      canRetry: true,
      error: { kind: 'parse' },
    });
  });
});

describe('display rules (docs/wire-format.md, R11)', () => {
  it('a Free or Deal entry in no ready state (entitled, a draw status) cannot be opened and reads used', () => {
    for (const status of ['entitled', 'drawWon'] as const) {
      for (const campaignType of ['free', 'deal'] as const) {
        expect(entryDisplay(redemption({ redeemKey: 'x', status, campaignType }), {})).toEqual({
          badge: campaignType,
          statusLabel: 'used',
          canOpen: false,
          showsCodeButton: false,
          blockedBy: 'used',
        });
      }
    }
  });
});
