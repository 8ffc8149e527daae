import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AnyActorLogic,
  type AnyMachineSnapshot,
  createActor,
  initialTransition,
  transition,
} from 'xstate';
import { createRedemptionMachine, type RedemptionContext } from '../src/redemption';
import { redemptionStatechart as redemptionMachine } from '../src/redemption/redemption.machine';
import { everyKind, idOf, listed, serverNow } from './redemption.fixtures';

/*
 * xstate's pure API: `initialTransition` and `transition` compute the next snapshot and the actions
 * to run, and run none. With spies on the service, storage, fetch, timers and the clock, a whole
 * session (load, open, use, countdown, reload of options) must call nothing, and every context must
 * be plain data that JSON carries unchanged.
 */

function expectPlainData(context: RedemptionContext): void {
  expect(JSON.parse(JSON.stringify(context))).toEqual(context);
}

describe('redemption machine, pure transitions', () => {
  const spies = {
    list: vi.fn(),
    use: vi.fn(),
    fetch: vi.fn(),
    setItem: vi.fn(),
    getItem: vi.fn(),
    setTimeout: vi.fn(),
    setInterval: vi.fn(),
    now: vi.fn(() => serverNow),
  };

  beforeEach(() => {
    vi.stubGlobal('fetch', spies.fetch);
    vi.stubGlobal('localStorage', { getItem: spies.getItem, setItem: spies.setItem, removeItem: vi.fn() });
    vi.stubGlobal('setTimeout', spies.setTimeout);
    vi.stubGlobal('setInterval', spies.setInterval);
    vi.spyOn(Date, 'now').mockImplementation(spies.now);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    for (const spy of Object.values(spies)) spy.mockClear();
  });

  const client = {
    redemptions: {
      list: (...args: unknown[]) => spies.list(...args),
      use: (...args: unknown[]) => spies.use(...args),
    },
  };

  it.each([
    ['the bare machine', redemptionMachine],
    [
      'the factory-made machine',
      // Typed as the statechart: the walk feeds the answers and ticks its actors would send.
      createRedemptionMachine({
        client: client as never,
        now: spies.now,
      }) as unknown as typeof redemptionMachine,
    ],
  ])('runs a whole session through %s without calling anything', (_, machine) => {
    const snapshots: AnyMachineSnapshot[] = [];
    const [start, startActions] = initialTransition(machine, { pageSize: 2 });
    snapshots.push(start);
    // The effects are returned as actions to run, not run: the first page load is one of them.
    expect(startActions.map((action) => action.type)).toContain('xstate.spawnChild');

    let snapshot = start;
    const step = (event: Parameters<typeof transition<typeof machine>>[2]) => {
      [snapshot] = transition(machine, snapshot, event);
      snapshots.push(snapshot);
    };
    const receivedAt = serverNow - 60_000; // the device's clock a minute behind the server's
    step({
      type: 'xstate.done.actor.loadHistoryPage',
      actorId: 'loadHistoryPage',
      output: { entries: listed([everyKind.free, everyKind.web]), receivedAt },
    });
    expect(snapshot.value).toEqual({ history: 'ready', entry: 'closed' });
    step({ type: 'REDEMPTION.LOAD_MORE' });
    step({ type: 'REDEMPTION.OPEN', id: idOf('free-ready') });
    expect(snapshot.value).toEqual({ history: 'loadingMore', entry: 'confirming' });
    step({ type: 'REDEMPTION.CONFIRM' });
    expect(snapshot.value).toEqual({ history: 'loadingMore', entry: 'using' });
    step({
      type: 'xstate.done.actor.useRedemption',
      actorId: 'useRedemption',
      output: { result: { serial: 'S-1', expiresAt: serverNow + 2_000, serverNow }, receivedAt },
    });
    expect(snapshot.value).toEqual({ history: 'loadingMore', entry: 'open' });
    step({ type: 'CLOCK.TICK', now: receivedAt + 1_000 });
    step({ type: 'REDEMPTION.CONFIGURE', options: { pageSize: 3, webViewPolicy: { allowedHosts: [] } } });
    expect(snapshot.value).toEqual({ history: 'loading', entry: 'open' });
    step({ type: 'CLOCK.TICK', now: receivedAt + 2_000 });
    expect(snapshot.value).toEqual({ history: 'loading', entry: 'expired' });
    step({ type: 'REDEMPTION.CLOSE' });

    for (const spy of Object.values(spies)) expect(spy).not.toHaveBeenCalled();
    for (const each of snapshots) expectPlainData(each.context);
  });

  it('starts from plain data only: the same input gives the same snapshot, with no clock reading', () => {
    const [first] = initialTransition(redemptionMachine, { config: 'privilege' });
    const [second] = initialTransition(redemptionMachine, { config: 'privilege' });
    expect(second.context).toEqual(first.context);
    expect(first.context).toEqual({
      pageSize: 25,
      config: 'privilege',
      webViewPolicy: {},
      history: { items: [], nextSkip: 0 },
      serverOffsetMs: 0,
      now: 0,
    });
    expect(spies.now).not.toHaveBeenCalled();
  });

  it.each(['loadHistoryPage', 'useRedemption'] as const)(
    'names %s so an environment provides it; unprovided, it fails saying how to build the machine',
    async (name) => {
      vi.unstubAllGlobals();
      const logic = redemptionMachine.implementations.actors[name] as AnyActorLogic;
      const actor = createActor(logic, { input: { id: 'r1', query: {} } });
      const failed = new Promise((resolve) => actor.subscribe({ error: resolve }));
      actor.start();
      expect(String(await failed)).toMatch(/no client provided.*createRedemptionMachine\(\{ client \}\)/);
    },
  );
});
