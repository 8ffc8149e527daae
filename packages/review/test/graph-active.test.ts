import { notificationsMachine } from '@loyalty-flows/core/notifications';
import { otpMachine } from '@loyalty-flows/core/otp';
import { redemptionMachine } from '@loyalty-flows/core/redemption';
import { describe, expect, it } from 'vitest';
import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  createActor,
  getNextTransitions,
  type InspectionEvent,
  initialTransition,
  transition,
} from 'xstate';
import { activeNodeIds, findTransition, UnknownStateError } from '../src/graph/active-nodes';
import { guardName, serializeMachine } from '../src/graph/serialize-machine';
import { kioskMachine } from './graph-fixtures';

/** The ids xstate itself holds active in a snapshot (`_nodes`: the full configuration, root included). */
function xstateActiveIds(snapshot: AnyMachineSnapshot): string[] {
  return snapshot._nodes.map((node) => node.id).sort();
}

/** A machine's first snapshot and the snapshots along a short journey of real events. */
function snapshotsOf(
  machine: AnyStateMachine,
  input: unknown,
  journey: AnyEventObject[],
): AnyMachineSnapshot[] {
  const snapshots = [initialTransition(machine, input)[0]];
  for (const event of journey) {
    const last = snapshots[snapshots.length - 1] as AnyMachineSnapshot;
    snapshots.push(transition(machine, last, event)[0]);
  }
  return snapshots;
}

const failed = (actor: string) => ({ type: `xstate.error.actor.${actor}`, error: new Error('offline') });
const flows: [string, AnyStateMachine, unknown, AnyEventObject[]][] = [
  ['otp', otpMachine, { contact: { contactNumber: '0812345678' } }, [{ type: 'OTP.REQUEST' }]],
  [
    'redemption',
    redemptionMachine,
    { pageSize: 2 },
    [failed('loadHistoryPage'), { type: 'REDEMPTION.OPEN' }],
  ],
  [
    'notifications',
    notificationsMachine,
    { pageSize: 3 },
    [failed('loadPage'), { type: 'NOTIFICATIONS.HIDDEN' }, { type: 'NOTIFICATIONS.OFFLINE' }],
  ],
];

function expectFound(machineGraph: ReturnType<typeof serializeMachine>, taken: AnyTransitionDefinition) {
  const targets = (taken.target ?? []).map((target) => target.id);
  const guard = taken.guard === undefined ? null : guardName(taken.guard);
  const found = findTransition(machineGraph, taken.source.id, String(taken.eventType), targets, guard);
  expect(found, `${taken.source.id} on "${String(taken.eventType)}"`).toBeDefined();
  expect(found).toMatchObject({ source: taken.source.id, event: String(taken.eventType), targets });
  expect(found?.guard ?? null).toBe(guard);
  // The id is the transition's place among its source's own: the same definition xstate holds.
  const own = [...Object.values(taken.source.on).flat(), ...(taken.source.always ?? [])];
  expect(found?.id).toBe(`${taken.source.id}#${own.indexOf(taken)}`);
  return found;
}

describe('activeNodeIds', () => {
  for (const [name, machine, input, journey] of flows) {
    it(`lights what xstate holds active in ${name}'s snapshots`, () => {
      const graph = serializeMachine(machine);
      const snapshots = snapshotsOf(machine, input, journey);
      expect(snapshots.length).toBeGreaterThan(1);
      for (const snapshot of snapshots) {
        const active = activeNodeIds(graph, snapshot.value);
        expect(active[0]).toBe(graph.root);
        expect([...active].sort()).toEqual(xstateActiveIds(snapshot));
      }
      expect(new Set(snapshots.map((snapshot) => JSON.stringify(snapshot.value))).size).toBeGreaterThan(1);
    });
  }

  it('lights every region of a parallel state, each with its own child', () => {
    const graph = serializeMachine(notificationsMachine);
    const [start] = initialTransition(notificationsMachine, { pageSize: 3 });
    const regions = graph.nodes.filter((node) => node.parent === graph.root).map((node) => node.id);
    expect(regions).toHaveLength(3);
    const active = activeNodeIds(graph, start.value);
    for (const region of regions) {
      expect(active).toContain(region);
      expect(
        active.filter((id) => graph.nodes.find((node) => node.id === id)?.parent === region),
      ).toHaveLength(1);
    }
  });

  it('refuses a value from another machine with a typed error', () => {
    const graph = serializeMachine(otpMachine);
    expect(() => activeNodeIds(graph, 'nowhere')).toThrow(UnknownStateError);
    expect(() => activeNodeIds(graph, { list: 'loading' })).toThrow(/no child "list"/);
  });
});

describe('findTransition', () => {
  for (const [name, machine, input, journey] of flows) {
    it(`finds every transition xstate offers from ${name}'s snapshots`, () => {
      const graph = serializeMachine(machine);
      let offered = 0;
      for (const snapshot of snapshotsOf(machine, input, journey)) {
        for (const next of getNextTransitions(snapshot)) {
          expectFound(graph, next);
          offered += 1;
        }
      }
      expect(offered).toBeGreaterThan(0);
    });
  }

  it('finds the transition of every microstep a running actor reports', async () => {
    const graph = serializeMachine(kioskMachine);
    const microsteps: AnyTransitionDefinition[] = [];
    const actor = createActor(kioskMachine, {
      inspect: (event: InspectionEvent) => {
        if (event.type === '@xstate.microstep') microsteps.push(...event._transitions);
      },
    });
    actor.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'TOUCH' });
    actor.send({ type: 'PICK' });
    actor.send({ type: 'PAID' });
    actor.stop();
    const ids = microsteps.map((taken) => expectFound(graph, taken)?.id);
    expect(ids).toEqual([
      'kiosk.booting#0',
      'kiosk.running.screen.attract#0',
      'kiosk.running.screen.menu.checking#1',
      'kiosk.running.screen.menu.browsing#0',
      'kiosk.running.screen.menu.paying#0',
      'kiosk.running.screen.menu#0',
    ]);
  });

  it('finds nothing for an event the source does not take', () => {
    const graph = serializeMachine(otpMachine);
    expect(findTransition(graph, 'otp.idle', 'NO.SUCH.EVENT')).toBeUndefined();
    expect(findTransition(graph, 'otp.idle', 'OTP.REQUEST', ['otp.verified'])).toBeUndefined();
    expect(
      findTransition(graph, 'otp.sending', 'xstate.error.actor.requestCode', ['otp.settling'], null),
    ).toMatchObject({
      id: 'otp.sending#5',
    });
  });
});
