/**
 * A statechart as data: what `serializeMachine()` makes of any xstate v5 machine on the app's side, and
 * what the review server stores and the page draws. Plain JSON: no functions, no cycles.
 */

/** A state node's kind, as xstate names it. */
export type StateNodeType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

/** One state node. `id` is xstate's own node id (`otp.sent.cooldown`), unique in its machine. */
export interface GraphNode {
  id: string;
  /** Its key in the parent (`cooldown`); the root's key is the machine id. */
  key: string;
  /** The parent's id; `null` for the root. */
  parent: string | null;
  type: StateNodeType;
  /** The id of the initial child of a compound node. */
  initial?: string;
  /** How a history node remembers: only the region's own child (`shallow`) or every level below (`deep`). */
  history?: 'shallow' | 'deep';
  description?: string;
  /** Names of the entry and exit actions (`{ type }` of each, or `inline`). */
  entry: string[];
  exit: string[];
  /** The actors invoked while in this state: their id and the name of their logic. */
  invoke: { id: string; src: string }[];
  tags: string[];
}

/** How a transition is triggered, drawn distinctly on the chart. */
export type TransitionKind = 'event' | 'always' | 'delayed' | 'done' | 'error';

/** One transition of the machine, in document order of its source node. */
export interface GraphTransition {
  /** Stable within the machine: `${source}#${index}`, index counting the source node's transitions. */
  id: string;
  source: string;
  /** Target node ids; empty for a targetless transition (it runs actions, stays). */
  targets: string[];
  /** xstate's event type as it arrives (`OTP.REQUEST`, `xstate.after.resendCooldown.otp.cooldown`, `` for always). */
  event: string;
  /** What a reviewer reads: `OTP.REQUEST`, `always`, `after resendCooldown`, `requestCode done`, `requestCode error`. */
  label: string;
  kind: TransitionKind;
  /** The guard's name, drawn in brackets. */
  guard?: string;
  actions: string[];
  description?: string;
  reenter: boolean;
}

/** A whole machine: every state node and every transition. */
export interface MachineGraph {
  version: 1;
  /** The machine's id (`otp`). */
  machineId: string;
  /** The root node's id. */
  root: string;
  nodes: GraphNode[];
  transitions: GraphTransition[];
}
