import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, initialTransition } from 'xstate';
import type { Redemption, RedemptionUse } from '../src';
import {
  createRedemptionMachine,
  getRedemptionView,
  type RedemptionInput,
  redemptionFlow,
  redemptionMachine,
} from '../src/redemption';
import { th } from '../src/shared/messages-th';
import {
  type Deferred,
  deferred,
  everyKind,
  type FakePort,
  fakePort,
  idOf,
  openEntry,
  redeemKeys,
  redemption,
  servedHistory,
  serverNow,
  settle,
  startRedemption,
  usedFor,
} from './redemption.fixtures';

const running: Array<{ stop(): void }> = [];

function start(port: FakePort, input: RedemptionInput = {}, now?: () => number) {
  const actor = startRedemption(port, input, now);
  running.push(actor);
  return actor;
}

// An open entry's ticker runs on the timers of the test that opened it: stopped here, so none of it
// ticks into a later test's fake timers.
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
});

type Actor = ReturnType<typeof start>;

function viewOf(actor: Actor) {
  return getRedemptionView(actor.getSnapshot());
}

function entries(count: number, prefix = 'r'): Redemption[] {
  return Array.from({ length: count }, (_, index) => redemption({ redeemKey: `${prefix}${index}` }));
}

/** A port whose answers the test gives by hand, one pending call at a time. */
function manualPort() {
  const lists: Deferred<Redemption[]>[] = [];
  const uses: Deferred<RedemptionUse>[] = [];
  const port = fakePort({
    list: () => {
      const answer = deferred<Redemption[]>();
      lists.push(answer);
      return answer.promise;
    },
    use: () => {
      const answer = deferred<RedemptionUse>();
      uses.push(answer);
      return answer.promise;
    },
  });
  return { port, lists, uses };
}

describe('history', () => {
  it('loads the first page when the actor starts, with skip 0, top 25 and config purchase', async () => {
    const port = fakePort({ list: servedHistory(entries(3)) });
    const actor = start(port);
    expect(viewOf(actor).listState).toBe('loading');
    await settle();
    expect(port.listCalls).toEqual([{ skip: 0, top: 25, config: 'purchase', byConfig: true }]);
    expect(viewOf(actor).entries.map((entry) => entry.id)).toEqual(['r0', 'r1', 'r2'].map(idOf));
  });

  it('takes its page size and config from the input', async () => {
    const port = fakePort({ list: servedHistory(entries(3)) });
    start(port, { pageSize: 2, config: 'privilege' });
    await settle();
    expect(port.listCalls).toEqual([{ skip: 0, top: 2, config: 'privilege', byConfig: true }]);
  });

  it('is ready after a full page and at the end after a short one', async () => {
    const port = fakePort({ list: servedHistory(entries(5)) });
    const actor = start(port, { pageSize: 2 });
    await settle();
    expect(viewOf(actor)).toMatchObject({ listState: 'ready', canLoadMore: true });
    actor.send({ type: 'REDEMPTION.LOAD_MORE' });
    expect(viewOf(actor).listState).toBe('loadingMore');
    await settle();
    expect(viewOf(actor).listState).toBe('ready');
    actor.send({ type: 'REDEMPTION.LOAD_MORE' });
    await settle();
    expect(viewOf(actor)).toMatchObject({ listState: 'end', canLoadMore: false });
    expect(port.listCalls.map((query) => query.skip)).toEqual([0, 2, 4]);
    expect(viewOf(actor).entries).toHaveLength(5);
  });

  it('detects the end from an empty page after an exactly full one', async () => {
    const port = fakePort({ list: servedHistory(entries(2)) });
    const actor = start(port, { pageSize: 2 });
    await settle();
    actor.send({ type: 'REDEMPTION.LOAD_MORE' });
    await settle();
    expect(viewOf(actor).listState).toBe('end');
  });

  it('loads one page once when REDEMPTION.LOAD_MORE arrives twice in a row', async () => {
    const port = fakePort({ list: servedHistory(entries(10)) });
    const actor = start(port, { pageSize: 3 });
    await settle();
    actor.send({ type: 'REDEMPTION.LOAD_MORE' });
    actor.send({ type: 'REDEMPTION.LOAD_MORE' });
    await settle();
    expect(port.listCalls.map((query) => query.skip)).toEqual([0, 3]);
    expect(viewOf(actor).entries).toHaveLength(6);
  });

  it('ignores REDEMPTION.LOAD_MORE at the end', async () => {
    const port = fakePort({ list: servedHistory(entries(1)) });
    const actor = start(port);
    await settle();
    actor.send({ type: 'REDEMPTION.LOAD_MORE' });
    await settle();
    expect(port.listCalls).toHaveLength(1);
  });

  it('starts over on refresh: skip 0 again, and the fresh page replaces the list', async () => {
    let served = entries(4);
    const port = fakePort({ list: (query) => servedHistory(served)(query) });
    const actor = start(port, { pageSize: 2 });
    await settle();
    actor.send({ type: 'REDEMPTION.LOAD_MORE' });
    await settle();
    served = [redemption({ redeemKey: 'fresh' }), ...entries(1)];
    actor.send({ type: 'REDEMPTION.REFRESH' });
    expect(viewOf(actor).entries).toHaveLength(4); // shown while the refresh runs
    await settle();
    expect(port.listCalls.map((query) => query.skip)).toEqual([0, 2, 0]);
    expect(viewOf(actor).entries.map((entry) => entry.id)).toEqual(['fresh', 'r0'].map(idOf));
    expect(viewOf(actor).listState).toBe('ready');
  });

  it('refreshes from the end', async () => {
    const port = fakePort({ list: servedHistory(entries(1)) });
    const actor = start(port);
    await settle();
    actor.send({ type: 'REDEMPTION.REFRESH' });
    await settle();
    expect(port.listCalls.map((query) => query.skip)).toEqual([0, 0]);
  });

  it('sends nothing more on refresh while the first page is loading', async () => {
    const { port, lists } = manualPort();
    const actor = start(port);
    actor.send({ type: 'REDEMPTION.REFRESH' });
    expect(port.listCalls).toHaveLength(1);
    lists[0]?.resolve(entries(1));
    await settle();
    expect(viewOf(actor).listState).toBe('end');
  });

  it('drops the page of a load more that a refresh overtook', async () => {
    const { port, lists } = manualPort();
    const actor = start(port, { pageSize: 1 });
    lists[0]?.resolve([redemption({ redeemKey: 'a' })]);
    await settle();
    actor.send({ type: 'REDEMPTION.LOAD_MORE' });
    actor.send({ type: 'REDEMPTION.REFRESH' });
    lists[1]?.resolve([redemption({ redeemKey: 'stale' })]);
    await settle();
    expect(viewOf(actor).listState).toBe('loading');
    lists[2]?.resolve([]);
    await settle();
    expect(viewOf(actor)).toMatchObject({ listState: 'end', entries: [] });
  });

  it('never shows an entry twice when entries shift between pages', async () => {
    const { port, lists } = manualPort();
    const actor = start(port, { pageSize: 2 });
    lists[0]?.resolve([redemption({ redeemKey: 'a' }), redemption({ redeemKey: 'b' })]);
    await settle();
    actor.send({ type: 'REDEMPTION.LOAD_MORE' });
    // A new redemption arrived at the top meanwhile: `b` slid onto the second page.
    lists[1]?.resolve([redemption({ redeemKey: 'b' }), redemption({ redeemKey: 'c' })]);
    await settle();
    expect(viewOf(actor).entries.map((entry) => entry.id)).toEqual(['a', 'b', 'c'].map(idOf));
    actor.send({ type: 'REDEMPTION.LOAD_MORE' });
    expect(port.listCalls.at(-1)?.skip).toBe(4);
  });

  it('keeps what was loaded when a page fails, and REDEMPTION.LOAD_MORE retries that page', async () => {
    const { port, lists } = manualPort();
    const actor = start(port, { pageSize: 2 });
    lists[0]?.resolve(entries(2));
    await settle();
    actor.send({ type: 'REDEMPTION.LOAD_MORE' });
    lists[1]?.reject({ kind: 'timeout' });
    await settle();
    expect(viewOf(actor)).toMatchObject({
      listState: 'error',
      listError: { kind: 'timeout' },
      canLoadMore: true,
    });
    expect(viewOf(actor).entries).toHaveLength(2);
    actor.send({ type: 'REDEMPTION.LOAD_MORE' });
    expect(viewOf(actor).listState).toBe('loadingMore');
    expect(port.listCalls.map((query) => query.skip)).toEqual([0, 2, 2]);
    lists[2]?.resolve(entries(1, 'next'));
    await settle();
    expect(viewOf(actor)).toMatchObject({ listState: 'end' });
    expect(viewOf(actor).listError).toBeUndefined();
    expect(viewOf(actor).entries).toHaveLength(3);
  });

  it('retries the first page when the first load failed', async () => {
    const { port, lists } = manualPort();
    const actor = start(port);
    lists[0]?.reject({ kind: 'gateway', status: 502 });
    await settle();
    expect(viewOf(actor)).toMatchObject({ listState: 'error', listError: { kind: 'gateway', status: 502 } });
    actor.send({ type: 'REDEMPTION.LOAD_MORE' });
    expect(viewOf(actor).listState).toBe('loading');
    expect(port.listCalls.map((query) => query.skip)).toEqual([0, 0]);
  });

  it('keeps the loaded list when a refresh fails', async () => {
    const { port, lists } = manualPort();
    const actor = start(port);
    lists[0]?.resolve(entries(2));
    await settle();
    actor.send({ type: 'REDEMPTION.REFRESH' });
    lists[1]?.reject({ kind: 'network' });
    await settle();
    expect(viewOf(actor)).toMatchObject({ listState: 'error', listError: { kind: 'network' } });
    expect(viewOf(actor).entries).toHaveLength(2);
    actor.send({ type: 'REDEMPTION.REFRESH' });
    expect(viewOf(actor).listState).toBe('loading');
  });

  it.each([
    [
      'a port that throws synchronously',
      () =>
        fakePort({
          list: () => {
            throw new Error('boom');
          },
        }),
      // Not a classified port error: a bug, not a network failure (issue 14).
      'unknown',
    ],
    [
      'an answer that is not an array',
      () => fakePort({ list: async () => ({ items: [] }) as never }),
      'parse',
    ],
    [
      'entries without a redeem key',
      () => fakePort({ list: async () => [null, { name: 'x' }] as never }),
      'parse',
    ],
  ])('is never stuck loading after %s', async (_, makePort, kind) => {
    const actor = start(makePort());
    await settle();
    const view = viewOf(actor);
    expect(actor.getSnapshot().status).toBe('active');
    expect(view.listState).toBe('error');
    expect(view.listError?.kind).toBe(kind);
  });

  it('keeps secrets out of list errors: the message is chosen from the kind', async () => {
    const port = fakePort({
      list: async () => {
        throw Object.assign(new Error('token abc123 rejected'), { kind: 'unauthorized', status: 401 });
      },
    });
    const actor = start(port);
    await settle();
    expect(viewOf(actor).listError).toEqual({
      kind: 'unauthorized',
      status: 401,
      params: {},
      message: 'You are not signed in. Please sign in again.',
    });
  });
});

describe('live options (REDEMPTION.CONFIGURE)', () => {
  it('loads the history again from the first page for a new page size or query, and not for the same one', async () => {
    const port = fakePort({ list: servedHistory(entries(5)) });
    const actor = start(port, { pageSize: 2 });
    await settle();
    actor.send({ type: 'REDEMPTION.LOAD_MORE' });
    await settle();
    actor.send({ type: 'REDEMPTION.CONFIGURE', options: { pageSize: 2 } });
    await settle();
    expect(port.listCalls).toHaveLength(2);
    actor.send({ type: 'REDEMPTION.CONFIGURE', options: { pageSize: 3, config: 'privilege' } });
    expect(viewOf(actor).listState).toBe('loading');
    expect(viewOf(actor).entries).toHaveLength(4); // shown while the new query loads
    await settle();
    expect(port.listCalls.at(-1)).toEqual({ skip: 0, top: 3, config: 'privilege', byConfig: true });
    expect(viewOf(actor).entries.map((entry) => entry.id)).toEqual(['r0', 'r1', 'r2'].map(idOf));
    expect(viewOf(actor).listState).toBe('ready');
  });

  it('drops the page of the old query when the query changes while it loads', async () => {
    const { port, lists } = manualPort();
    const actor = start(port);
    actor.send({ type: 'REDEMPTION.CONFIGURE', options: { config: 'privilege' } });
    expect(port.listCalls.map((query) => query.config)).toEqual(['purchase', 'privilege']);
    lists[0]?.resolve([redemption({ redeemKey: 'stale' })]);
    lists[1]?.resolve([redemption({ redeemKey: 'fresh' })]);
    await settle();
    expect(viewOf(actor).entries.map((entry) => entry.id)).toEqual(['fresh'].map(idOf));
  });

  it('keeps an open entry open when the options change', async () => {
    const port = fakePort({ list: servedHistory([everyKind.free]), use: usedFor([everyKind.free]) });
    const actor = start(port);
    await settle();
    openEntry(actor, idOf('free-ready'));
    await settle();
    actor.send({ type: 'REDEMPTION.CONFIGURE', options: { pageSize: 10 } });
    await settle();
    expect(viewOf(actor).opened).toMatchObject({ state: 'open', id: idOf('free-ready') });
    expect(port.useCalls).toEqual(['free-ready']);
  });
});

describe('asking before a voucher is spent', () => {
  const history = Object.values(everyKind);

  async function ready(use = usedFor(history), list = servedHistory(history)) {
    const port = fakePort({ list, use });
    const actor = start(port);
    await settle();
    return { port, actor };
  }

  it.each(['free-ready', 'deal-ready'])(
    'asks about %s and sends nothing; closing backs out, still without a request',
    async (redeemKey) => {
      const { port, actor } = await ready();
      actor.send({ type: 'REDEMPTION.OPEN', id: idOf(redeemKey) });
      expect(viewOf(actor).opened).toEqual({
        state: 'confirming',
        id: idOf(redeemKey),
        question: 'Use this reward now?',
        detail:
          'Once used, its code is valid for a limited time only and the reward cannot be used again. Please use it when you are at the merchant.',
      });
      actor.send({ type: 'REDEMPTION.OPEN', id: idOf(redeemKey) });
      actor.send({ type: 'REDEMPTION.CLOSE' });
      await settle();
      expect(viewOf(actor).opened).toBeUndefined();
      expect(port.useCalls).toEqual([]);
      expect(viewOf(actor).entries.find((entry) => entry.id === idOf(redeemKey))?.display.canOpen).toBe(true);
    },
  );

  it('uses the voucher exactly once on REDEMPTION.CONFIRM, however often it comes', async () => {
    const { port, actor } = await ready();
    actor.send({ type: 'REDEMPTION.OPEN', id: idOf('deal-ready') });
    actor.send({ type: 'REDEMPTION.CONFIRM' });
    actor.send({ type: 'REDEMPTION.CONFIRM' });
    expect(viewOf(actor).opened).toEqual({ state: 'using', id: idOf('deal-ready') });
    await settle();
    actor.send({ type: 'REDEMPTION.CONFIRM' });
    await settle();
    expect(port.useCalls).toEqual(['deal-ready']);
    expect(viewOf(actor).opened?.state).toBe('open');
  });

  it('ignores REDEMPTION.CONFIRM when nothing is asked', async () => {
    const { port, actor } = await ready();
    actor.send({ type: 'REDEMPTION.CONFIRM' });
    await settle();
    expect(viewOf(actor).opened).toBeUndefined();
    expect(port.useCalls).toEqual([]);
  });

  it('asks about the voucher opened instead, and uses that one', async () => {
    const { port, actor } = await ready();
    actor.send({ type: 'REDEMPTION.OPEN', id: idOf('free-ready') });
    actor.send({ type: 'REDEMPTION.OPEN', id: idOf('deal-ready') });
    expect(viewOf(actor).opened).toMatchObject({ state: 'confirming', id: idOf('deal-ready') });
    actor.send({ type: 'REDEMPTION.CONFIRM' });
    await settle();
    expect(port.useCalls).toEqual(['deal-ready']);
  });

  it('refuses a voucher a refresh dropped while it was asked about, sending nothing', async () => {
    let answer = servedHistory(history);
    const { port, actor } = await ready(usedFor(history), (query) => answer(query));
    actor.send({ type: 'REDEMPTION.OPEN', id: idOf('free-ready') });
    answer = servedHistory([everyKind.deal]);
    actor.send({ type: 'REDEMPTION.REFRESH' });
    await settle();
    actor.send({ type: 'REDEMPTION.CONFIRM' });
    expect(viewOf(actor).opened).toMatchObject({ state: 'refused', blockedBy: 'unknownEntry' });
    expect(port.useCalls).toEqual([]);
  });

  it('retries a confirmed use that failed without asking again', async () => {
    let failures = 1;
    const use = usedFor(history);
    const { port, actor } = await ready((key) => {
      if (failures === 0) return use(key);
      failures -= 1;
      return Promise.reject({ kind: 'network' });
    });
    openEntry(actor, idOf('free-ready'));
    await settle();
    expect(viewOf(actor).opened?.state).toBe('failed');
    actor.send({ type: 'REDEMPTION.RETRY' });
    expect(viewOf(actor).opened?.state).toBe('using');
    await settle();
    expect(port.useCalls).toEqual(['free-ready', 'free-ready']);
  });

  it('words the question in the table the app passes (Thai here)', async () => {
    const { actor } = await ready();
    actor.send({ type: 'REDEMPTION.OPEN', id: idOf('free-ready') });
    const opened = getRedemptionView(actor.getSnapshot(), { messages: th }).opened;
    expect(opened).toMatchObject({
      state: 'confirming',
      question: 'ต้องการใช้สิทธิ์นี้ตอนนี้ใช่ไหม',
      detail: expect.stringContaining('กรุณากดใช้เมื่ออยู่ที่ร้านค้าแล้ว'),
    });
  });
});

describe('opening an entry', () => {
  const history = Object.values(everyKind);

  async function ready(now?: () => number, use = usedFor(history)) {
    const port = fakePort({ list: servedHistory(history), use });
    const actor = start(port, {}, now);
    await settle();
    return { port, actor };
  }

  it('uses the entry exactly once, before anything is shown, even when opened twice', async () => {
    const { port, actor } = await ready();
    openEntry(actor, idOf('free-ready'));
    openEntry(actor, idOf('free-ready'));
    expect(port.useCalls).toEqual(['free-ready']);
    expect(viewOf(actor).opened).toEqual({ state: 'using', id: idOf('free-ready') });
    await settle();
    openEntry(actor, idOf('free-ready'));
    await settle();
    expect(port.useCalls).toEqual(['free-ready']);
    expect(viewOf(actor).opened?.state).toBe('open');
  });

  it('sends nothing for another entry while a use is running', async () => {
    const { port, actor } = await ready();
    openEntry(actor, idOf('free-ready'));
    openEntry(actor, idOf('deal-ready'));
    await settle();
    expect(port.useCalls).toEqual(['free-ready']);
    expect(viewOf(actor).opened?.id).toBe(idOf('free-ready'));
  });

  it('shows the serial popup with the refreshed serial, its symbology, its content and the countdown', async () => {
    const { actor } = await ready(() => serverNow);
    openEntry(actor, idOf('free-ready'));
    await settle();
    expect(viewOf(actor).opened).toEqual({
      state: 'open',
      id: idOf('free-ready'),
      detail: {
        kind: 'serial',
        serial: 'USED-SERIAL-free-ready',
        symbology: 'qr',
        content: { kind: 'text', text: 'Used: Show this code at the counter' },
        expiresInMs: 600_000,
      },
    });
  });

  it('refreshes the entry in the list from the use result (serial, expiry, message) and marks it used', async () => {
    const { actor } = await ready(() => serverNow);
    openEntry(actor, idOf('deal-ready'));
    await settle();
    const stored = actor.getSnapshot().context.history.items.find((entry) => entry.id === idOf('deal-ready'));
    expect(stored).toMatchObject({
      serial: 'USED-SERIAL-deal-ready',
      message: 'Used: Show this code at the counter',
      expiresAt: serverNow + 600_000,
      status: 'used',
    });
    const listed = viewOf(actor).entries.find((entry) => entry.id === idOf('deal-ready'));
    expect(listed?.display).toMatchObject({ statusLabel: 'used', canOpen: false, showsCodeButton: false });
  });

  it('opens an Interface entry in a web view with its checked address, after using it', async () => {
    const { port, actor } = await ready();
    // Nothing to confirm: using an Interface entry spends nothing, it opens again.
    actor.send({ type: 'REDEMPTION.OPEN', id: idOf('web') });
    expect(viewOf(actor).opened?.state).toBe('using');
    await settle();
    expect(port.useCalls).toEqual(['web']);
    expect(viewOf(actor).opened).toMatchObject({
      state: 'open',
      detail: { kind: 'webView', url: 'https://rewards.example.com/pass/1' },
    });
  });

  it.each([
    ['draw-pending', 'drawResult'],
    ['draw-won', 'drawResult'],
    ['draw-lost', 'drawResult'],
    ['free-used', 'used'],
    ['deal-expired', 'expired'],
    ['web-expired', 'expired'],
    ['draw-expired', 'expired'],
    ['parcel-shipped', 'parcel'],
    ['parcel-delivered', 'parcel'],
    ['other', 'unsupportedType'],
    ['no-such-key', 'unknownEntry'],
    ['', 'unknownEntry'],
  ])('sends nothing for %j and says why (%s)', async (redeemKey, blockedBy) => {
    const { port, actor } = await ready();
    openEntry(actor, idOf(redeemKey));
    await settle();
    expect(port.useCalls).toEqual([]);
    expect(viewOf(actor).opened).toEqual({
      state: 'refused',
      id: idOf(redeemKey),
      canRetry: false,
      blockedBy,
      error: {
        kind: 'not_openable',
        params: {},
        message:
          blockedBy === 'expired'
            ? 'This reward has expired and can no longer be used.'
            : 'This entry has no detail to open.',
      },
    });
  });

  it('refuses an Interface entry without an address', async () => {
    const noUrl = redemption({ redeemKey: 'web-bare', campaignType: 'interface', status: 'entitled' });
    const port = fakePort({ list: servedHistory([noUrl]), use: usedFor([noUrl]) });
    const actor = start(port);
    await settle();
    openEntry(actor, idOf('web-bare'));
    expect(port.useCalls).toEqual([]);
    expect(viewOf(actor).opened).toMatchObject({
      state: 'refused',
      blockedBy: 'noUrl',
      error: { kind: 'not_openable' },
    });
  });

  it('closes the opened entry, and opens another afterwards', async () => {
    const { port, actor } = await ready();
    openEntry(actor, idOf('free-ready'));
    await settle();
    actor.send({ type: 'REDEMPTION.CLOSE' });
    expect(viewOf(actor).opened).toBeUndefined();
    openEntry(actor, idOf('deal-ready'));
    await settle();
    expect(port.useCalls).toEqual(['free-ready', 'deal-ready']);
    expect(viewOf(actor).opened).toMatchObject({ state: 'open', id: idOf('deal-ready') });
  });

  it('switches to another entry from an open one, using that one once', async () => {
    const { port, actor } = await ready();
    openEntry(actor, idOf('free-ready'));
    await settle();
    openEntry(actor, idOf('web'));
    await settle();
    expect(port.useCalls).toEqual(['free-ready', 'web']);
    expect(viewOf(actor).opened).toMatchObject({ state: 'open', id: idOf('web') });
  });

  it('shows nothing of a use that was closed before it answered', async () => {
    const answer = deferred<RedemptionUse>();
    const { port, actor } = await ready(undefined, () => answer.promise);
    openEntry(actor, idOf('free-ready'));
    actor.send({ type: 'REDEMPTION.CLOSE' });
    answer.resolve({ serial: 'LATE', serverNow });
    await settle();
    expect(port.useCalls).toEqual(['free-ready']);
    expect(viewOf(actor).opened).toBeUndefined();
    expect(JSON.stringify(viewOf(actor))).not.toContain('LATE');
  });

  it('keeps the serials of vouchers nobody opened, and the wire object, out of snapshots and inspected events', async () => {
    const withRaw = history.map((entry) => ({ ...entry, raw: { Serial: `RAW-${entry.redeemKey}` } }));
    const port = fakePort({ list: servedHistory(withRaw), use: usedFor(history) });
    const seen: string[] = [];
    const actor = createActor(createRedemptionMachine({ client: port.client, redeemKeys }), {
      inspect: (inspection) => {
        if (inspection.type === '@xstate.event') seen.push(JSON.stringify(inspection.event));
        if (inspection.type === '@xstate.snapshot') seen.push(JSON.stringify(inspection.snapshot));
      },
    }).start();
    await settle();
    openEntry(actor, idOf('free-ready'));
    await settle();
    const recorded = seen.join('\n');
    expect(recorded).toContain('USED-SERIAL-free-ready'); // the one being shown
    expect(recorded).not.toContain('RAW-');
    for (const entry of history) expect(recorded).not.toContain(`"${entry.serial}"`);
    actor.stop();
  });

  it('does not list serials or addresses: they show only in the opened detail', async () => {
    const { actor } = await ready();
    const listed = JSON.stringify(viewOf(actor).entries);
    expect(listed).not.toContain('SERIAL-');
    expect(listed).not.toContain('https://');
  });
});

describe('a failing use', () => {
  const history = [everyKind.free, everyKind.web];

  function failingOnce(error: unknown) {
    let calls = 0;
    return fakePort({
      list: servedHistory(history),
      use: async (redeemKey) => {
        calls += 1;
        if (calls === 1) throw error;
        return usedFor(history)(redeemKey);
      },
    });
  }

  it('leaves `failed` with retry, and REDEMPTION.RETRY uses the entry once more', async () => {
    const port = failingOnce({ kind: 'server', status: 500 });
    const actor = start(port);
    await settle();
    openEntry(actor, idOf('free-ready'));
    await settle();
    expect(viewOf(actor).opened).toEqual({
      state: 'failed',
      id: idOf('free-ready'),
      canRetry: true,
      error: {
        kind: 'server',
        status: 500,
        params: {},
        message: 'Something went wrong on our side. Please try again.',
      },
    });
    expect(viewOf(actor).entries[0]?.display.canOpen).toBe(true);
    actor.send({ type: 'REDEMPTION.RETRY' });
    expect(viewOf(actor).opened?.state).toBe('using');
    await settle();
    expect(port.useCalls).toEqual(['free-ready', 'free-ready']);
    expect(viewOf(actor).opened?.state).toBe('open');
  });

  it('ignores REDEMPTION.RETRY when nothing failed', async () => {
    const port = fakePort({ list: servedHistory(history), use: usedFor(history) });
    const actor = start(port);
    await settle();
    actor.send({ type: 'REDEMPTION.RETRY' });
    openEntry(actor, idOf('free-ready'));
    await settle();
    actor.send({ type: 'REDEMPTION.RETRY' });
    await settle();
    expect(port.useCalls).toEqual(['free-ready']);
  });

  it.each([
    ['the kind code_expired', { kind: 'code_expired', status: 409 }],
    ['the kind code_expired with the service id', { kind: 'code_expired', status: 409, id: 1409 }],
  ])('marks the entry expired when the service answers with %s', async (_, error) => {
    const port = failingOnce(error);
    const actor = start(port);
    await settle();
    openEntry(actor, idOf('free-ready'));
    await settle();
    expect(viewOf(actor).opened).toMatchObject({
      state: 'refused',
      canRetry: false,
      blockedBy: 'expired',
      error: {
        kind: 'code_expired',
        status: 409,
        message: 'This reward has expired and can no longer be used.',
      },
    });
    expect(viewOf(actor).entries[0]).toMatchObject({
      status: 'expired',
      display: { statusLabel: 'expired', canOpen: false, blockedBy: 'expired' },
    });
    actor.send({ type: 'REDEMPTION.RETRY' });
    openEntry(actor, idOf('free-ready'));
    await settle();
    expect(port.useCalls).toEqual(['free-ready']);
  });

  it('turns a malformed use answer into a parse failure, never a stuck `using`', async () => {
    const port = fakePort({ list: servedHistory(history), use: async () => 'ok' as never });
    const actor = start(port);
    await settle();
    openEntry(actor, idOf('free-ready'));
    await settle();
    expect(viewOf(actor).opened).toMatchObject({ state: 'failed', canRetry: true, error: { kind: 'parse' } });
  });

  it('never uses an entry again when a snapshot persisted mid-use is restored: its fate is unknown, so retry is offered', async () => {
    const { port, lists, uses } = manualPort();
    const first = start(port);
    lists[0]?.resolve(history);
    await settle();
    openEntry(first, idOf('free-ready'));
    expect(viewOf(first).opened?.state).toBe('using');
    const persisted = first.getPersistedSnapshot();
    first.stop();
    // Through JSON, as an app stores it, into the factory-made machine.
    const restored = createActor(createRedemptionMachine({ client: port.client }), {
      snapshot: JSON.parse(JSON.stringify(persisted)),
    }).start();
    await settle();
    expect(port.useCalls).toEqual(['free-ready']);
    expect(uses).toHaveLength(1);
    expect(viewOf(restored).opened).toMatchObject({
      state: 'failed',
      canRetry: true,
      error: { kind: 'network' },
    });
    restored.stop();
  });

  it('keeps the serial out of use errors', async () => {
    const port = failingOnce(
      Object.assign(new Error('serial SERIAL-free-ready is locked'), { kind: 'conflict' }),
    );
    const actor = start(port);
    await settle();
    openEntry(actor, idOf('free-ready'));
    await settle();
    expect(JSON.stringify(viewOf(actor).opened)).not.toContain('SERIAL');
  });
});

describe('countdowns', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  // The device's clock is an hour behind the server's: a countdown on it would show an hour too much.
  const deviceSkewMs = -3_600_000;

  async function openWithCountdown(validForMs: number) {
    vi.setSystemTime(serverNow + deviceSkewMs);
    const history = [everyKind.free];
    const port = fakePort({ list: servedHistory(history), use: usedFor(history, validForMs) });
    const actor = start(port);
    await settle();
    openEntry(actor, idOf('free-ready'));
    await settle();
    return { port, actor };
  }

  function expiresInMs(actor: Actor): number | undefined {
    const { opened } = viewOf(actor);
    return opened?.state === 'open' ? opened.detail.expiresInMs : undefined;
  }

  it("counts down on the server's clock, not the device's", async () => {
    const { actor } = await openWithCountdown(5_000);
    expect(expiresInMs(actor)).toBe(5_000);
  });

  it('ticks once a second and expires when the countdown reaches zero', async () => {
    const { actor } = await openWithCountdown(2_500);
    const seen: Array<number | undefined> = [];
    actor.subscribe(() => seen.push(expiresInMs(actor)));
    await vi.advanceTimersByTimeAsync(499);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual([2_000]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(seen).toEqual([2_000, 1_000]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(viewOf(actor).opened).toEqual({ state: 'expired', id: idOf('free-ready') });
    expect(viewOf(actor).entries[0]).toMatchObject({ status: 'expired', display: { canOpen: false } });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('goes on counting down in a snapshot restored mid-countdown, and expires on time', async () => {
    const { port, actor } = await openWithCountdown(3_000);
    await vi.advanceTimersByTimeAsync(1_000);
    const persisted = actor.getPersistedSnapshot();
    actor.stop();
    await vi.advanceTimersByTimeAsync(1_500); // the app was closed meanwhile
    const restored = createActor(createRedemptionMachine({ client: port.client }), {
      snapshot: JSON.parse(JSON.stringify(persisted)),
    }).start();
    await settle();
    expect(expiresInMs(restored)).toBe(500);
    await vi.advanceTimersByTimeAsync(500);
    expect(viewOf(restored).opened?.state).toBe('expired');
    expect(port.useCalls).toEqual(['free-ready']);
    restored.stop();
  });

  it('counts a use answer without CurrentDate down from its arrival on the provided clock', async () => {
    vi.setSystemTime(serverNow);
    // The client stamps such an answer with its own clock at arrival (domain RedemptionUse);
    // the environment's clock is five hours off it, and the list gave no server time at all.
    const arrival = serverNow;
    const listed = { ...everyKind.free, serverNow: undefined };
    const port = fakePort({
      list: servedHistory([listed]),
      use: async () => ({ serial: 'S', expiresAt: arrival + 60_000, serverNow: arrival }),
    });
    const actor = start(port, {}, () => Date.now() - 5 * 3_600_000);
    await settle();
    openEntry(actor, idOf('free-ready'));
    await settle();
    expect(expiresInMs(actor)).toBe(60_000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(expiresInMs(actor)).toBe(50_000);
    await vi.advanceTimersByTimeAsync(50_000);
    expect(viewOf(actor).opened?.state).toBe('expired');
  });

  it('is expired at once when the service answers with no time left', async () => {
    const { actor } = await openWithCountdown(0);
    expect(viewOf(actor).opened?.state).toBe('expired');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not tick without a countdown, nor after closing', async () => {
    vi.setSystemTime(serverNow);
    const noExpiry = redemption({ redeemKey: 'free-ready', expiresAt: undefined });
    const port = fakePort({
      list: servedHistory([noExpiry]),
      use: async () => ({ serial: 'NO-EXPIRY', serverNow }),
    });
    const actor = start(port);
    await settle();
    openEntry(actor, idOf('free-ready'));
    await settle();
    expect(viewOf(actor).opened).toMatchObject({ state: 'open', detail: { serial: 'NO-EXPIRY' } });
    expect(viewOf(actor).opened).not.toHaveProperty('detail.expiresInMs');
    expect(vi.getTimerCount()).toBe(0);
    const counting = (await openWithCountdown(60_000)).actor;
    expect(vi.getTimerCount()).toBe(1);
    counting.send({ type: 'REDEMPTION.CLOSE' });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('input', () => {
  it.each([
    ['a page size of 0', { pageSize: 0 }],
    ['a fractional page size', { pageSize: 2.5 }],
  ])('refuses %s at creation in the view and loads with the default page size', (_, input) => {
    const port = fakePort();
    const actor = createActor(createRedemptionMachine({ client: port.client }), { input });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    expect(actor.getSnapshot().status).toBe('active');
    expect(errors).toEqual([]);
    expect(viewOf(actor).optionsError?.kind).toBe('invalid_input');
    expect(port.listCalls).toEqual([expect.objectContaining({ top: 25 })]);
    actor.stop();
  });

  it('refuses live options with a bad page size in the view, keeps running and loads nothing', async () => {
    const port = fakePort({ list: servedHistory(entries(1)) });
    const actor = start(port);
    await settle();
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.send({ type: 'REDEMPTION.CONFIGURE', options: { pageSize: -1 } });
    expect(actor.getSnapshot().status).toBe('active');
    expect(errors).toEqual([]);
    expect(viewOf(actor).optionsError?.kind).toBe('invalid_input');
    expect(port.listCalls).toHaveLength(1);
  });

  it('starts without any input: page size 25, config purchase, any https host', () => {
    const [{ context }] = initialTransition(redemptionMachine);
    expect(context).toMatchObject({ pageSize: 25, config: 'purchase', webViewPolicy: {}, now: 0 });
  });

  it('without an environment, fails its load (never stuck loading) instead of calling anything', async () => {
    const actor = createActor(redemptionMachine).start();
    await settle();
    expect(viewOf(actor)).toMatchObject({ listState: 'error', listError: { kind: 'unknown' } });
    expect(actor.getSnapshot().status).toBe('active');
  });
});

describe('redemptionFlow (what the bindings run)', () => {
  it('builds the machine from the environment, takes the options as input, and sends changed ones as REDEMPTION.CONFIGURE', async () => {
    const port = fakePort({ list: servedHistory(entries(3)) });
    const options = { pageSize: 2, config: 'privilege' };
    const actor = createActor(redemptionFlow.createMachine({ client: port.client as never }), {
      input: redemptionFlow.input(options),
    }).start();
    await settle();
    expect(port.listCalls).toEqual([{ skip: 0, top: 2, config: 'privilege', byConfig: true }]);
    const { loadMore, refresh, open, confirm, close, retry } = redemptionFlow.commands(actor);
    loadMore();
    await settle();
    expect(port.listCalls.map((query) => query.skip)).toEqual([0, 2]);
    const [first] = redemptionFlow.getView(actor.getSnapshot()).entries;
    refresh();
    open(first?.id ?? '');
    expect(redemptionFlow.getView(actor.getSnapshot()).opened?.state).toBe('confirming');
    confirm();
    await settle(); // the fake service does not know r0: the use fails, and retry uses it again
    retry();
    await settle();
    close();
    expect(port.listCalls.map((query) => query.skip)).toEqual([0, 2, 0]);
    expect(port.useCalls).toEqual(['r0', 'r0']);
    expect(redemptionFlow.getView(actor.getSnapshot()).opened).toBeUndefined();
    const configure = redemptionFlow.configure?.({ pageSize: 3 });
    expect(configure).toEqual({ type: 'REDEMPTION.CONFIGURE', options: { pageSize: 3 } });
    if (configure) actor.send(configure);
    await settle();
    expect(port.listCalls.at(-1)).toEqual({ skip: 0, top: 3, config: 'purchase', byConfig: true });
  });
});
