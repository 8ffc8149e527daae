import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getRedemptionView } from '../src/redemption';
import {
  everyKind,
  fakePort,
  idOf,
  openEntry,
  serverNow,
  settle,
  startRedemption,
  usedFor,
} from './redemption.fixtures';

/*
 * An opened voucher's countdown ends when it reaches zero, on the server's clock as measured when the
 * use answer came (docs/wire-format.md R13), even when a history page loaded meanwhile measures that
 * clock again a little off (each answer's time is stamped on arrival: the measurements differ by the
 * network's delays).
 */

describe('an opened voucher whose server clock is measured again while it counts down', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(serverNow);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['300 ms behind', -300],
    ['300 ms ahead', 300],
  ])('expires exactly when its countdown shows 0, with the page measured %s', async (_, offMs) => {
    const history = [everyKind.free];
    let measuredOffMs = 0;
    const port = fakePort({
      // The page's `serverNow`: the server's time as this answer measures it.
      list: async () => history.map((entry) => ({ ...entry, serverNow: Date.now() + measuredOffMs })),
      use: usedFor(history, 2_500),
    });
    const actor = startRedemption(port);
    await settle();
    openEntry(actor, idOf('free-ready'));
    await settle();
    measuredOffMs = offMs;
    actor.send({ type: 'REDEMPTION.REFRESH' });
    await settle();

    const shown: string[] = [];
    actor.subscribe((snapshot) => {
      const { opened } = getRedemptionView(snapshot);
      shown.push(opened?.state === 'open' ? `${opened.detail.expiresInMs} ms left` : `${opened?.state}`);
    });
    await vi.advanceTimersByTimeAsync(2_499);
    expect(getRedemptionView(actor.getSnapshot()).opened).toMatchObject({ state: 'open' });
    await vi.advanceTimersByTimeAsync(1);
    expect(getRedemptionView(actor.getSnapshot()).opened?.state).toBe('expired');
    expect(shown).toEqual(['2000 ms left', '1000 ms left', 'expired']);
    expect(vi.getTimerCount()).toBe(0);
    actor.stop();
  });
});
