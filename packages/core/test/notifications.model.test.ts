import { describe, expect, it } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import { getNotificationsView, notificationsMachine } from '../src';
import {
  activeStateIds,
  definedStates,
  definedTransitions,
  describeTransition,
  takenTransitions,
} from './model-coverage';
import { fakeNotificationsPort, notifications } from './notifications.fixtures';

/*
 * Model-based coverage: xstate/graph walks the machine with the user's and the environment's events,
 * the answers its actors can give, and the delayed events of its timers.
 */

type MachineEvent = EventFromLogic<typeof notificationsMachine>;
type Snapshot = SnapshotFrom<typeof notificationsMachine>;

const pageSize = 2;
const events = [
  { type: 'NOTIFICATIONS.REFRESH' },
  { type: 'NOTIFICATIONS.LOAD_MORE' },
  { type: 'NOTIFICATIONS.SET_MODE', mode: 'new' },
  { type: 'NOTIFICATION.READ', ids: ['row-0'] },
  { type: 'NOTIFICATIONS.READ_ALL' },
  { type: 'NOTIFICATIONS.ONLINE' },
  { type: 'NOTIFICATIONS.OFFLINE' },
  { type: 'NOTIFICATIONS.VISIBLE' },
  { type: 'NOTIFICATIONS.HIDDEN' },
  { type: 'xstate.done.actor.loadPage', actorId: 'loadPage', output: notifications(2) },
  { type: 'xstate.done.actor.loadPage', actorId: 'loadPage', output: notifications(1) },
  { type: 'xstate.error.actor.loadPage', actorId: 'loadPage', error: { kind: 'network' } },
  { type: 'xstate.done.actor.sendReads', actorId: 'sendReads', output: undefined },
  { type: 'xstate.error.actor.sendReads', actorId: 'sendReads', error: { kind: 'network' } },
  {
    type: 'xstate.error.actor.sendReads',
    actorId: 'sendReads',
    error: { kind: 'invalid_input', status: 400 },
  },
  // The machine's timers, as xstate names their events: delay name and the state that set it.
  { type: 'xstate.after.batchWindow.notifications.reads.gathering' },
  { type: 'xstate.after.retryBackoff.notifications.reads.retrying' },
  { type: 'xstate.after.pollInterval.notifications.polling.running' },
] as MachineEvent[];

function serializeState(snapshot: Snapshot): string {
  const { list, queuedIds, sendingIds, acceptedIds, retries, online, mode } = snapshot.context;
  return JSON.stringify({
    value: snapshot.value,
    items: list.items.length,
    failure: list.failure?.page,
    queued: queuedIds.length,
    sending: sendingIds.length,
    accepted: acceptedIds.length,
    retries,
    online,
    mode,
  });
}

describe('notifications machine, model-based', () => {
  const inputs = [
    { client: fakeNotificationsPort().client, pageSize, retry: { attempts: 1 } },
    { client: fakeNotificationsPort().client, pageSize, retry: { attempts: 1 }, pollIntervalMs: 1_000 },
  ];
  const walks = inputs.map((input) =>
    getAdjacencyMap(notificationsMachine, { events, input, serializeState }),
  );
  const reached = walks.flatMap((adjacency) => Object.values(adjacency).map(({ state }) => state));
  const states = definedStates(notificationsMachine);
  const transitions = definedTransitions(notificationsMachine);

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
      walks.flatMap((adjacency, index) => [
        ...takenTransitions(notificationsMachine, adjacency, inputs[index]),
      ]),
    );
    const missing = transitions.filter((transition) => !taken.has(transition)).map(describeTransition);
    expect(missing).toEqual([]);
    expect(taken.size).toBe(transitions.length);
  });

  it('keeps the count equal to the unread items shown in every reached state', () => {
    for (const snapshot of reached) {
      const view = getNotificationsView(snapshot);
      expect(view.unreadCount).toBe(view.items.filter((item) => !item.isRead).length);
      expect(view.unreadCount).toBeGreaterThanOrEqual(0);
      if (snapshot.matches({ reads: 'sending' }))
        expect(snapshot.context.sendingIds.length).toBeGreaterThan(0);
    }
  });
});
