/**
 * What the graph tests run on: the three flows' machines as core exports them, a machine that is not
 * ours (every kind of node and transition in one small chart), and an independent count of each
 * machine's nodes and transitions read straight from xstate's state nodes.
 */
import { notificationsMachine } from '@loyalty-flows/core/notifications';
import { otpMachine } from '@loyalty-flows/core/otp';
import { redemptionMachine } from '@loyalty-flows/core/redemption';
import { type AnyStateMachine, type AnyStateNode, and, fromPromise, not, setup, stateIn } from 'xstate';
import type { LayoutBox, LayoutPoint } from '../src/graph/layout.types';

/** The machines of the three flows, named as in their docs. */
/** The review page's chart pane at 1 440 × 900 (beside the actor list, above the timeline), less the fit's margin. */
export const PANE = { width: 1260, height: 510 };

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

/**
 * A music player that is not ours, for the layout's before/after figures and tests: twenty states under
 * its root, nested three deep (`ready.playback.playing.streaming`), a parallel state of three regions,
 * a shallow history, a transient choice (`ended`: only `always`), an invoke with done and error, named
 * and numeric delays, targetless transitions and a final state.
 */
export const playerMachine = setup({
  actors: { loadLibrary: fromPromise(async () => 12) },
  guards: { hasNextTrack: () => true, isRepeating: () => false, isBuffered: () => true },
  actions: { nudgeVolume: () => {}, rememberPosition: () => {}, seek: () => {} },
  delays: { pauseTimeout: 60_000, backoff: 2_000 },
}).createMachine({
  id: 'player',
  initial: 'booting',
  states: {
    booting: {
      invoke: { src: 'loadLibrary', onDone: 'ready', onError: 'failed' },
    },
    failed: { on: { RETRY: 'booting', POWER_OFF: 'off' } },
    ready: {
      type: 'parallel',
      on: { SLEEP: 'sleeping', POWER_OFF: 'off' },
      states: {
        playback: {
          initial: 'stopped',
          states: {
            stopped: { on: { PLAY: 'loading' } },
            loading: {
              on: { LOADED: 'playing', STOP: 'stopped' },
              after: { 10000: 'stopped' },
            },
            playing: {
              initial: 'streaming',
              on: { PAUSE: 'paused', STOP: 'stopped', TRACK_END: 'ended' },
              exit: 'rememberPosition',
              states: {
                streaming: { on: { SEEK: { actions: 'seek' }, STALL: 'buffering' } },
                buffering: { on: { BUFFERED: { target: 'streaming', guard: 'isBuffered' } } },
              },
            },
            paused: {
              on: { PLAY: 'playing', STOP: 'stopped' },
              after: { pauseTimeout: 'stopped' },
            },
            ended: {
              always: [
                { guard: 'isRepeating', target: 'playing' },
                { guard: 'hasNextTrack', target: 'loading' },
                { target: 'stopped' },
              ],
            },
            resume: { type: 'history', history: 'shallow' },
          },
        },
        volume: {
          initial: 'audible',
          states: {
            audible: { on: { MUTE: 'muted', VOLUME_UP: { actions: 'nudgeVolume' } } },
            muted: { on: { UNMUTE: 'audible', VOLUME_UP: 'audible' } },
          },
        },
        network: {
          initial: 'online',
          states: {
            online: { on: { DISCONNECTED: 'offline' } },
            offline: { on: { CONNECTED: 'online' }, after: { backoff: 'offline' } },
          },
        },
      },
    },
    sleeping: { on: { WAKE: 'ready.playback.resume', POWER_OFF: 'off' } },
    off: { type: 'final' },
  },
});

/** Whether a point lies on a box's border (an edge starts or ends there), to a pixel. */
export function onBorder(box: LayoutBox, point: LayoutPoint): boolean {
  const within = (value: number, from: number, to: number) => value >= from - 1 && value <= to + 1;
  const onVertical = Math.min(Math.abs(point.x - box.x), Math.abs(point.x - box.x - box.width)) <= 1;
  const onHorizontal = Math.min(Math.abs(point.y - box.y), Math.abs(point.y - box.y - box.height)) <= 1;
  return (
    (onVertical && within(point.y, box.y, box.y + box.height)) ||
    (onHorizontal && within(point.x, box.x, box.x + box.width))
  );
}
