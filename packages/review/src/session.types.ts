import type { MachineGraph } from './graph/graph.types';

/**
 * What the review server keeps of a session and what the page reads: actors with their definitions
 * (kept apart from the steps, so a page opened late still draws every actor) and the steps in order.
 * The exported session file is exactly this object as JSON.
 */

/** A value as the app's redacted inspection event carried it: plain JSON. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The part of an actor's snapshot the page shows. */
export interface SnapshotData {
  /** xstate's state value (`"idle"`, `{ history: "ready", entry: "closed" }`). */
  value: Json;
  context: Json;
  /** `active`, `done`, `error` or `stopped`. */
  status: string;
}

/** One hop inside a macrostep: a transition taken, as xstate's `@xstate.microstep` reports it. */
export interface Microstep {
  /** The source node id. */
  source: string;
  /** The event type that selected it (`""` for `always`). */
  event: string;
  /** Target node ids (empty for a targetless transition). */
  targets: string[];
  /** The matching `GraphTransition.id` when the app could tell it. */
  transitionId?: string;
  /** The state value after the hop. */
  value?: Json;
}

/** An action that ran, as xstate's `@xstate.action` reports it (params redacted like everything else). */
export interface ActionRun {
  type: string;
  params?: Json;
}

/**
 * State descriptions beside the machine's own: by language (`th`), then by state node id (`otp.sent.cooldown`).
 * The page shows them in place of a state's `description` when it is read in that language.
 */
export interface StateDescriptions {
  [language: string]: { [stateId: string]: string };
}

/** One app tab: which example app (or any app) and which browser tab of it. */
export interface TabRecord {
  /** `${app}/${tab}` */
  key: string;
  /** The app's name as it introduced itself (`react-app`, `vue-app`). */
  app: string;
  /** A random id per page load. */
  tab: string;
  url?: string;
  connectedAt: number;
  /** Whether the tab is connected now. */
  connected: boolean;
}

/** One actor of one tab. */
export interface ActorRecord {
  /** `${app}/${tab}/${actorId}`: unique in the session. */
  key: string;
  tabKey: string;
  /** xstate's session id of the actor (`x:0`). */
  actorId: string;
  /** The parent actor's key, for invoked and spawned actors. */
  parentKey?: string;
  /** The machine id, or the logic's name for actors that are not machines. */
  name: string;
  /** The statechart; absent for actors that are not machines (promises, callbacks). */
  definition?: MachineGraph;
  /** The event types a reviewer may send it (what its app declared); absent: none. */
  sendable?: string[];
  /** Its states' descriptions in other languages, as its app gave them (`{ th: { 'otp.sent': '…' } }`); absent: none. */
  descriptions?: StateDescriptions;
  /** The snapshot when the actor started. */
  snapshot: SnapshotData;
  startedAt: number;
}

/** One macrostep of one actor: the event it took, the hops, the actions, and the snapshot after. */
export interface Step {
  /** Position in the session, from 1, over all actors. */
  seq: number;
  actorKey: string;
  /** Wall-clock ms when the app reported it. */
  at: number;
  /** The event as received, redacted (`{ type: 'OTP.VERIFY', code: '[redacted]' }`). */
  event: { type: string; [key: string]: Json };
  /** The actor that sent the event, when another actor did. */
  sourceKey?: string;
  microsteps: Microstep[];
  actions: ActionRun[];
  snapshot: SnapshotData;
}

/** A whole review session; also the format of an exported file. */
export interface ReviewSession {
  format: 'loyalty-flows-review';
  version: 1;
  startedAt: number;
  /** How far the reviewer has moved the apps' and the sandbox's clock, ms. */
  clockOffsetMs: number;
  tabs: TabRecord[];
  actors: ActorRecord[];
  steps: Step[];
}
