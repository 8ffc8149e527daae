import { describe, expect, it } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import { getNotificationsView, type NotificationsInput, notificationsMachine } from '../src/notifications';
import {
  activeStateIds,
  definedStates,
  definedTransitions,
  describeTransition,
  takenTransitions,
} from './model-coverage';
import { notifications } from './notifications.fixtures';

/*
 * Model-based coverage: xstate/graph walks the pure machine with the user's and the environment's
 * events, the answers its actors can give and the ends of its waits. The machine needs no client to
 * be walked: nothing is executed.
 */

type MachineEvent = EventFromLogic<typeof notificationsMachine>;
type Snapshot = SnapshotFrom<typeof notificationsMachine>;

const pageSize = 2;
const loaded = { type: 'xstate.done.actor.loadPage', actorId: 'loadPage', output: notifications(2) };

/** The list and polling regions: paging, modes, live options, visibility. */
const listEvents = [
  { type: 'NOTIFICATIONS.REFRESH' },
  { type: 'NOTIFICATIONS.LOAD_MORE' },
  { type: 'NOTIFICATIONS.SET_MODE', mode: 'new' },
  { type: 'NOTIFICATIONS.CONFIGURE', options: { mode: 'new' } },
  { type: 'NOTIFICATIONS.CONFIGURE', options: { pollIntervalMs: 2_000 } },
  { type: 'NOTIFICATIONS.CONFIGURE', options: { pageSize: 0 } },
  { type: 'NOTIFICATIONS.VISIBLE' },
  { type: 'NOTIFICATIONS.HIDDEN' },
  loaded,
  { type: 'xstate.done.actor.loadPage', actorId: 'loadPage', output: notifications(1) },
  { type: 'xstate.error.actor.loadPage', actorId: 'loadPage', error: { kind: 'network' } },
  { type: 'xstate.done.actor.pollInterval', actorId: 'pollInterval', output: undefined },
] as MachineEvent[];

/** The reads region: reads, restores, the connection, every kind of answer, and the ends of its waits. */
const readEvents = [
  loaded,
  { type: 'NOTIFICATIONS.READ', ids: ['row-0'] },
  { type: 'NOTIFICATIONS.READ_ALL' },
  { type: 'NOTIFICATIONS.RESTORED', ids: ['row-1'] },
  { type: 'NOTIFICATIONS.ONLINE' },
  { type: 'NOTIFICATIONS.OFFLINE' },
  { type: 'xstate.done.actor.sendReads', actorId: 'sendReads', output: undefined },
  { type: 'xstate.error.actor.sendReads', actorId: 'sendReads', error: { kind: 'network' } },
  {
    type: 'xstate.error.actor.sendReads',
    actorId: 'sendReads',
    error: { kind: 'rate_limited', status: 429, retryAt: 1_000 },
  },
  {
    type: 'xstate.error.actor.sendReads',
    actorId: 'sendReads',
    error: { kind: 'invalid_input', status: 400 },
  },
  {
    type: 'xstate.error.actor.sendReads',
    actorId: 'sendReads',
    error: { kind: 'unauthorized', status: 401 },
  },
  { type: 'xstate.error.actor.sendReads', actorId: 'sendReads', error: { kind: 'parse', status: 200 } },
  { type: 'xstate.done.actor.batchWindow', actorId: 'batchWindow', output: undefined },
  { type: 'xstate.done.actor.retryBackoff', actorId: 'retryBackoff', output: undefined },
] as MachineEvent[];

function listKey(snapshot: Snapshot): string {
  const { context, value } = snapshot;
  return JSON.stringify([
    value.list,
    value.polling,
    context.list.items.length,
    context.list.failure?.page,
    context.mode,
    context.pollIntervalMs,
    context.visible,
  ]);
}

function readKey(snapshot: Snapshot): string {
  const { context, value } = snapshot;
  return JSON.stringify([
    value.reads,
    context.list.items.length > 0,
    context.pendingReads.length,
    context.sendingIds.length,
    context.soloIds.length,
    context.readIds.length,
    context.refusedReads.length,
    context.readError?.kind,
    context.online,
  ]);
}

const walks: { input: NotificationsInput; events: MachineEvent[]; key: (snapshot: Snapshot) => string }[] = [
  { input: { pageSize }, events: listEvents, key: listKey },
  { input: { pageSize, pollIntervalMs: 1_000 }, events: listEvents, key: listKey },
  { input: { pageSize }, events: readEvents, key: readKey },
];

function walk() {
  return walks.map(({ input, events, key }) =>
    getAdjacencyMap(notificationsMachine, { events, input, serializeState: key }),
  );
}

describe('notifications machine, model-based', () => {
  const maps = walk();
  const reached = maps.flatMap((adjacency) => Object.values(adjacency).map(({ state }) => state));
  const states = definedStates(notificationsMachine);
  const transitions = definedTransitions(notificationsMachine);

  it('walks the same graph every time (the pure machine reads nothing but context and event)', () => {
    const again = walk();
    expect(again.map((adjacency) => Object.keys(adjacency).sort())).toEqual(
      maps.map((adjacency) => Object.keys(adjacency).sort()),
    );
    for (const adjacency of maps) expect(Object.keys(adjacency).length).toBeGreaterThan(20);
  });

  it(`reaches every state of the definition (${states.length})`, () => {
    const covered = new Set(
      reached.flatMap((snapshot) => activeStateIds(snapshot.value, notificationsMachine.id)),
    );
    const resting = states.map((node) => node.id).filter((id) => id !== 'notifications.polling.choosing');
    expect(resting.filter((id) => !covered.has(id))).toEqual([]);
    expect(states.length).toBe(17);
  });

  it(`takes every transition of the definition (${transitions.length})`, () => {
    const taken = new Set(
      maps.flatMap((adjacency, index) => [
        ...takenTransitions(notificationsMachine, adjacency, walks[index]?.input),
      ]),
    );
    const missing = transitions.filter((transition) => !taken.has(transition)).map(describeTransition);
    expect(missing).toEqual([]);
    expect(taken.size).toBe(transitions.length);
  });

  it('keeps its invariants in every reached state', () => {
    for (const snapshot of reached) {
      const { context } = snapshot;
      const view = getNotificationsView(snapshot);
      // What the view reports is a state the diagram lights (the inspector shows the same word).
      expect(snapshot.matches({ list: view.listState })).toBe(true);
      expect(view.unreadCount).toBe(view.items.filter((item) => !item.isRead).length);
      expect(view.pendingReads).toBe(new Set(context.pendingReads).size);
      // What is on its way is pending; what is pending was never accepted nor refused.
      for (const id of context.sendingIds) expect(context.pendingReads).toContain(id);
      for (const id of context.pendingReads) {
        expect(context.readIds).not.toContain(id);
        expect(context.refusedReads.map(({ id: refused }: { id: string }) => refused)).not.toContain(id);
      }
      if (snapshot.matches({ reads: 'sending' })) expect(context.sendingIds.length).toBeGreaterThan(0);
      else expect(context.sendingIds).toEqual([]);
      expect(JSON.parse(JSON.stringify(context))).toEqual(context);
    }
  });
});
