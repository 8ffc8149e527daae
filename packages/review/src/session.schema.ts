import * as v from 'valibot';
import type { MachineGraph } from './graph/graph.types';

/**
 * What the review server keeps of a session and what the page reads: actors with their definitions
 * (kept apart from the steps, so a page opened late still draws every actor) and the steps in order.
 * The exported session file is exactly this object as JSON. Each shape is a valibot schema, its type
 * inferred from it: the file is read by the same schema the type says.
 */

/** A value as the app's redacted inspection event carried it: plain JSON. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Any value read from JSON: JSON already, taken as it came (the app's inspector redacted it). */
export const jsonSchema = v.custom<Json>(() => true);

/** A non-empty name or key. */
const nameSchema = v.pipe(v.string(), v.nonEmpty());

/**
 * A statechart as the app serialized it (`MachineGraph`): checked for its version and its lists; its nodes
 * and transitions are drawn as they came.
 */
export const machineGraphSchema = v.pipe(
  v.looseObject({ version: v.literal(1), nodes: v.array(v.unknown()), transitions: v.array(v.unknown()) }),
  v.transform((graph) => graph as unknown as MachineGraph),
);

const snapshotSchema = v.object({
  /** xstate's state value (`"idle"`, `{ history: "ready", entry: "closed" }`). */
  value: jsonSchema,
  context: jsonSchema,
  /** `active`, `done`, `error` or `stopped`. */
  status: v.string(),
});

/** The part of an actor's snapshot the page shows. */
export type SnapshotData = v.InferOutput<typeof snapshotSchema>;

/** The shape of an event: a JSON object with its `type`. */
export const eventSchema = v.objectWithRest({ type: v.string() }, jsonSchema);

/** The shape of a {@link Microstep}. */
export const microstepSchema = v.object({
  /** The source node id. */
  source: v.string(),
  /** The event type that selected it (`""` for `always`). */
  event: v.string(),
  /** Target node ids (empty for a targetless transition). */
  targets: v.array(v.string()),
  /** The matching `GraphTransition.id` when the app could tell it. */
  transitionId: v.optional(v.string()),
  /** The state value after the hop. */
  value: v.optional(jsonSchema),
});

/** One hop inside a macrostep: a transition taken, as xstate's `@xstate.microstep` reports it. */
export type Microstep = v.InferOutput<typeof microstepSchema>;

/** The shape of an {@link ActionRun}. */
export const actionRunSchema = v.object({ type: v.string(), params: v.optional(jsonSchema) });

/** An action that ran, as xstate's `@xstate.action` reports it (params redacted like everything else). */
export type ActionRun = v.InferOutput<typeof actionRunSchema>;

/** The shape of {@link StateDescriptions}. */
export const stateDescriptionsSchema = v.record(nameSchema, v.record(nameSchema, v.string()));

/**
 * State descriptions beside the machine's own: by language (`th`), then by state node id (`otp.sent.cooldown`).
 * The page shows them in place of a state's `description` when it is read in that language.
 */
export type StateDescriptions = v.InferOutput<typeof stateDescriptionsSchema>;

const tabSchema = v.object({
  /** `${app}/${tab}` */
  key: v.string(),
  /** The app's name as it introduced itself (`react-app`, `vue-app`). */
  app: v.string(),
  /** A random id per page load. */
  tab: v.string(),
  url: v.optional(v.string()),
  connectedAt: v.number(),
  /** Whether the tab is connected now. */
  connected: v.boolean(),
});

/** One app tab: which example app (or any app) and which browser tab of it. */
export type TabRecord = v.InferOutput<typeof tabSchema>;

const actorSchema = v.object({
  /** `${app}/${tab}/${actorId}`: unique in the session. */
  key: v.string(),
  tabKey: v.string(),
  /** xstate's session id of the actor (`x:0`). */
  actorId: v.string(),
  /** The parent actor's key, for invoked and spawned actors. */
  parentKey: v.optional(v.string()),
  /** The machine id, or the logic's name for actors that are not machines. */
  name: v.string(),
  /** The statechart; absent for actors that are not machines (promises, callbacks). */
  definition: v.optional(machineGraphSchema),
  /** The event types a reviewer may send it (what its app declared); absent: none. */
  sendable: v.optional(v.array(v.string())),
  /** Its states' descriptions in other languages, as its app gave them (`{ th: { 'otp.sent': '…' } }`); absent: none. */
  descriptions: v.optional(stateDescriptionsSchema),
  /** The snapshot when the actor started. */
  snapshot: snapshotSchema,
  startedAt: v.number(),
});

/** One actor of one tab. */
export type ActorRecord = v.InferOutput<typeof actorSchema>;

const stepSchema = v.object({
  /** Position in the session, from 1, over all actors. */
  seq: v.number(),
  actorKey: v.string(),
  /** Wall-clock ms when the app reported it. */
  at: v.number(),
  /** The event as received, redacted (`{ type: 'OTP.VERIFY', code: '[redacted]' }`). */
  event: eventSchema,
  /** The actor that sent the event, when another actor did. */
  sourceKey: v.optional(v.string()),
  microsteps: v.array(microstepSchema),
  actions: v.array(actionRunSchema),
  snapshot: snapshotSchema,
});

/** One macrostep of one actor: the event it took, the hops, the actions, and the snapshot after. */
export type Step = v.InferOutput<typeof stepSchema>;

/** The shape of a {@link ReviewSession}: what an exported file is read by. */
export const reviewSessionSchema = v.object({
  format: v.literal('loyalty-flows-review'),
  version: v.literal(1),
  startedAt: v.number(),
  /** How far the reviewer has moved the apps' and the sandbox's clock, ms. */
  clockOffsetMs: v.number(),
  tabs: v.array(tabSchema),
  actors: v.array(actorSchema),
  steps: v.array(stepSchema),
});

/** A whole review session; also the format of an exported file. */
export type ReviewSession = v.InferOutput<typeof reviewSessionSchema>;
