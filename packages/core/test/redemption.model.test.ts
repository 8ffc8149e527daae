import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import type { Redemption, RedemptionUse } from '../src';
import { createRedemptionMachine, getRedemptionView, type ListedRedemption } from '../src/redemption';
import { countdownEnd } from '../src/redemption/opened-entry';
import { redemptionStatechart as redemptionMachine } from '../src/redemption/redemption.machine';
import { idleTicker } from '../src/shared/clock';
import { sendInternal } from './internal-events';
import {
  activeStateIds,
  definedStates,
  definedTransitions,
  describeTransition,
  takenTransitions,
} from './model-coverage';
import {
  type Deferred,
  deferred,
  everyKind,
  fakePort,
  idOf,
  listed,
  redeemKeys,
  serverNow,
  settle,
} from './redemption.fixtures';

/*
 * Model-based coverage: xstate/graph walks the machine with a fixed set of events (the user's, and the
 * answers its actors can give), every state and transition it reaches is counted against the totals
 * of the machine's own definition, and the shortest path to every state is replayed on a real actor
 * of the factory-made machine with a fake port, which must end in the same state and view. The
 * machine is pure, so the walk is the same every time.
 */

type MachineEvent = EventFromLogic<typeof redemptionMachine>;
type Snapshot = SnapshotFrom<typeof redemptionMachine>;

const pageSize = 2;
const unsafeWeb: Redemption = { ...everyKind.web, url: 'javascript:alert(1)' };
/** What the service lists for entries the walk outputs: their keys back, as the port answers. */
function served(entries: ListedRedemption[]): Redemption[] {
  return entries.map(({ id, ...entry }) => ({ redeemKey: redeemKeys.keyOf(id) ?? id, ...entry }));
}
const pages = {
  full: listed([everyKind.free, everyKind.web]),
  short: listed([everyKind.drawPending]),
  // The Interface entry again, now with an address no web view may open.
  unsafe: listed([everyKind.free, unsafeWeb]),
};
const useAnswers: Record<string, RedemptionUse> = {
  countdown: { serial: 'S-1', expiresAt: serverNow + 1_500, serverNow },
  noExpiry: { serial: 'S-2', serverNow },
  noTimeLeft: { serial: 'S-3', expiresAt: serverNow, serverNow },
};
const useFailures = {
  server: { kind: 'server', status: 500 },
  voucherExpired: { kind: 'code_expired', status: 409, id: 1409 },
};

/** Clock readings: when answers arrive, and two ticks of the countdown (the second ends it). */
const at = { answer: serverNow, tick: serverNow + 1_000, end: serverNow + 2_000 };

const stateNodes = definedStates(redemptionMachine);
const transitions = definedTransitions(redemptionMachine);
const events: MachineEvent[] = [
  { type: 'REDEMPTION.REFRESH' },
  { type: 'REDEMPTION.LOAD_MORE' },
  ...Object.values(pages).map(
    (entries): MachineEvent => ({
      type: 'xstate.done.actor.loadHistoryPage',
      actorId: 'loadHistoryPage',
      output: { entries, receivedAt: at.answer },
    }),
  ),
  { type: 'xstate.error.actor.loadHistoryPage', actorId: 'loadHistoryPage', error: { kind: 'network' } },
  ...[everyKind.free, everyKind.web, everyKind.drawPending].map(
    ({ redeemKey }): MachineEvent => ({ type: 'REDEMPTION.OPEN', id: idOf(redeemKey) }),
  ),
  { type: 'REDEMPTION.CONFIRM' },
  { type: 'REDEMPTION.CLOSE' },
  { type: 'REDEMPTION.RETRY' },
  ...Object.values(useAnswers).map(
    (result): MachineEvent => ({
      type: 'xstate.done.actor.useRedemption',
      actorId: 'useRedemption',
      output: { result, receivedAt: at.answer },
    }),
  ),
  ...Object.values(useFailures).map(
    (error): MachineEvent => ({ type: 'xstate.error.actor.useRedemption', actorId: 'useRedemption', error }),
  ),
  { type: 'CLOCK.TICK', now: at.tick },
  { type: 'CLOCK.TICK', now: at.end },
  // Live options: each is a new query from the other's (the history reloads), and the same query from its own.
  { type: 'REDEMPTION.CONFIGURE', options: { pageSize, config: 'privilege' } },
  { type: 'REDEMPTION.CONFIGURE', options: { pageSize } },
  { type: 'REDEMPTION.CONFIGURE', options: { pageSize: 0 } },
];

const input = { pageSize };

/**
 * What distinguishes two snapshots for the guards: the state, the entries with their status and
 * address, which page failed, and the opened entry. Counters, clocks and the `config` query (which no
 * guard reads) are left out so the walk is finite.
 */
function serializeState(snapshot: Snapshot): string {
  // A refused configure (`optionsError`) is left out: it would double the walk (options.refused.test.ts covers it).
  const { history, opened, now } = snapshot.context;
  const end = countdownEnd(snapshot.context);
  return JSON.stringify({
    value: snapshot.value,
    items: history.items.map((entry) => [entry.id, entry.status, entry.url]),
    failure: history.failure?.page,
    opened: opened && {
      id: opened.id,
      blockedBy: opened.blockedBy,
      error: opened.error?.kind,
      detail: opened.detail?.kind,
      over: end === undefined ? undefined : end <= now,
    },
  });
}

describe('redemption machine, model-based', () => {
  const adjacency = getAdjacencyMap(redemptionMachine, { events, input, serializeState });
  const reached = Object.values(adjacency).map(({ state }) => state);

  it('walks the same graph every time: the pure machine reads no storage, clock or service', () => {
    const again = getAdjacencyMap(redemptionMachine, { events, input, serializeState });
    expect(Object.keys(again)).toEqual(Object.keys(adjacency));
    const edges = (map: typeof adjacency) =>
      Object.values(map).map(({ transitions }) => Object.keys(transitions).sort());
    expect(edges(again)).toEqual(edges(adjacency));
  });

  it('reaches every state of the definition', () => {
    const covered = new Set(
      reached.flatMap((snapshot) => activeStateIds(snapshot.value, redemptionMachine.id)),
    );
    const all = stateNodes.map((node) => node.id);
    expect(all.filter((id) => !covered.has(id))).toEqual([]);
    expect(covered.size).toBe(all.length);
    expect(all.length).toBe(14);
  });

  it('takes every transition of the definition', () => {
    const taken = takenTransitions(redemptionMachine, adjacency);
    const missing = transitions.filter((transition) => !taken.has(transition)).map(describeTransition);
    expect(missing).toEqual([]);
    expect([...taken].filter((transition) => !transitions.includes(transition))).toEqual([]);
    expect(taken.size).toBe(transitions.length);
    expect(transitions.length).toBe(31);
  });

  it('keeps its promises in every reached state', () => {
    for (const snapshot of reached) {
      const view = getRedemptionView(snapshot);
      expect(snapshot.status).toBe('active');
      // Opened entries are exactly those of an entry region that is not closed.
      expect(view.opened === undefined).toBe(snapshot.matches({ entry: 'closed' }));
      if (view.opened?.state === 'open' && view.opened.detail.kind === 'webView') {
        expect(view.opened.detail.url).toBe(everyKind.web.url);
      }
      expect(JSON.stringify(view)).not.toContain('javascript:');
      if (view.listState === 'error') expect(view.listError?.kind).toBe('network');
      // What the view reports is a state the diagram lights (the inspector shows the same word).
      expect(snapshot.matches({ history: view.listState })).toBe(true);
      if (view.opened) expect(snapshot.matches({ entry: view.opened.state })).toBe(true);
      // Plain data: the context survives JSON unchanged.
      expect(JSON.parse(JSON.stringify(snapshot.context))).toEqual(snapshot.context);
    }
  });

  describe('replayed on a real actor with a fake port', () => {
    const paths = getShortestPaths(redemptionMachine, { events, input, serializeState });

    it(`ends every shortest path (${paths.length}) in the walk's state and view`, async () => {
      expect(paths.length).toBe(Object.keys(adjacency).length);
      for (const path of paths) {
        const lists: Deferred<Redemption[]>[] = [];
        const uses: Deferred<RedemptionUse>[] = [];
        const port = fakePort({
          list: () => {
            lists.push(deferred());
            return lists.at(-1)?.promise ?? Promise.reject();
          },
          use: () => {
            uses.push(deferred());
            return uses.at(-1)?.promise ?? Promise.reject();
          },
        });
        // Answers arrive at `at.answer` on the environment's clock; the walk's ticks are sent as they are.
        const machine = createRedemptionMachine({
          client: port.client,
          now: () => at.answer,
          redeemKeys,
        }).provide({
          actors: { ticker: idleTicker },
        });
        const actor = createActor(machine, { input }).start();
        for (const { event, state } of path.steps) {
          if (event.type === 'xstate.done.actor.loadHistoryPage')
            lists.at(-1)?.resolve(served(event.output.entries));
          else if (event.type === 'xstate.error.actor.loadHistoryPage') lists.at(-1)?.reject(event.error);
          else if (event.type === 'xstate.done.actor.useRedemption')
            uses.at(-1)?.resolve(event.output.result);
          else if (event.type === 'xstate.error.actor.useRedemption') uses.at(-1)?.reject(event.error);
          // The walk's first step is the initial state itself, reached by xstate's own init event.
          else if ((event as AnyEventObject).type !== 'xstate.init') sendInternal(actor, event);
          await settle();
          expect(actor.getSnapshot().value, path.steps.map((step) => step.event.type).join(' > ')).toEqual(
            state.value,
          );
          const { optionsError: _, ...shown } = getRedemptionView(actor.getSnapshot());
          const { optionsError: __, ...walked } = getRedemptionView(state as never);
          expect(shown).toEqual(walked);
        }
        actor.stop();
      }
      // Over a thousand replays: generous on a loaded two-core CI machine.
    }, 180_000);
  });
});
