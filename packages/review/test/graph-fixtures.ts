/**
 * What the graph tests run on: the three flows' machines as core exports them, a machine that is not
 * ours (every kind of node and transition in one small chart), and an independent count of each
 * machine's nodes and transitions read straight from xstate's state nodes.
 */
import { notificationsMachine } from '@loyalty-flows/core/notifications';
import { otpMachine } from '@loyalty-flows/core/otp';
import { redemptionMachine } from '@loyalty-flows/core/redemption';
import { type AnyStateMachine, type AnyStateNode, and, fromPromise, not, setup, stateIn } from 'xstate';

/** The machines of the three flows, named as in their docs. */
export const flowMachines: Record<string, AnyStateMachine> = {
  otp: otpMachine,
  redemption: redemptionMachine,
  notifications: notificationsMachine,
};

/**
 * A kiosk, written here so the serialiser is shown to work on any machine: an invoke with onDone
 * (guarded) and onError, a parallel state whose regions nest a compound state with a final child and
 * an `onDone`, a deep history node, a combined guard, a named and a numeric `after`, a guarded `always`, a targetless
 * transition and a top-level final state.
 */
export const kioskMachine = setup({
  actors: { fetchStock: fromPromise(async () => 3) },
  guards: { hasStock: () => true, isSoldOut: () => false },
  actions: { countTouch: () => {}, greet: () => {} },
  delays: { idleTimeout: 5_000 },
}).createMachine({
  id: 'kiosk',
  initial: 'booting',
  states: {
    booting: {
      description: 'Loads the stock.',
      invoke: {
        src: 'fetchStock',
        onDone: { target: 'running', guard: 'hasStock' },
        onError: { target: 'broken', description: 'The stock could not be read.' },
      },
    },
    running: {
      type: 'parallel',
      states: {
        screen: {
          initial: 'attract',
          states: {
            attract: { entry: 'greet', after: { idleTimeout: 'attract' }, on: { TOUCH: 'menu' } },
            menu: {
              initial: 'checking',
              states: {
                checking: {
                  always: [{ guard: 'isSoldOut', target: '#kiosk.closed' }, { target: 'browsing' }],
                },
                browsing: {
                  on: {
                    PICK: { guard: and(['hasStock', not(stateIn('#kiosk.broken'))]), target: 'paying' },
                  },
                },
                paying: { on: { PAID: 'paid' } },
                paid: { type: 'final' },
              },
              onDone: 'attract',
            },
            resume: { type: 'history', history: 'deep' },
          },
        },
        audio: {
          initial: 'muted',
          states: {
            muted: { on: { UNMUTE: 'playing' } },
            playing: { after: { 3000: 'muted' }, on: { TOUCH: { actions: 'countTouch' } } },
          },
        },
      },
    },
    broken: { on: { RETRY: 'booting' } },
    closed: { type: 'final' },
  },
});

/** Every state node of a machine, read from `machine.root` by xstate's own `states` maps. */
export function stateNodesOf(machine: AnyStateMachine): AnyStateNode[] {
  const visit = (node: AnyStateNode): AnyStateNode[] => [node, ...Object.values(node.states).flatMap(visit)];
  return visit(machine.root);
}

/** One transition as xstate defines it: where it starts, what triggers it, where it goes. */
export interface DefinedTransition {
  source: string;
  event: string;
  targets: string[];
}

/** Every transition of a machine, from each node's `transitions` map and its `always` list. */
export function transitionsOf(machine: AnyStateMachine): DefinedTransition[] {
  return stateNodesOf(machine).flatMap((node) =>
    [...[...node.transitions.values()].flat(), ...(node.always ?? [])].map((transition) => ({
      source: node.id,
      event: String(transition.eventType),
      targets: (transition.target ?? []).map((target: AnyStateNode) => target.id),
    })),
  );
}
