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
  value: jsonSchema,
  context: jsonSchema,
  status: v.string(),
});

/** The part of an actor's snapshot the page shows: xstate's state value, the context, and its status (`active`, `done`, `error` or `stopped`). */
export type SnapshotData = v.InferOutput<typeof snapshotSchema>;

/** The shape of an event: a JSON object with its `type`. */
export const eventSchema = v.objectWithRest({ type: v.string() }, jsonSchema);

/** The shape of a {@link Microstep}. */
export const microstepSchema = v.object({
  source: v.string(),
  event: v.string(),
  targets: v.array(v.string()),
  transitionId: v.optional(v.string()),
  value: v.optional(jsonSchema),
});

/**
 * One hop inside a macrostep, as xstate's `@xstate.microstep` reports it: its source node id, the event type
 * that selected it (`""` for `always`), the target node ids (none: targetless), the matching
 * `GraphTransition.id` when the app could tell it, and the state value after it.
 */
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

/** The shape of {@link DeadlineLabels}. */
export const deadlineLabelsSchema = v.record(nameSchema, v.record(nameSchema, v.string()));

/**
 * The context fields that hold a deadline (epoch ms), as the app named them, each with its label by
 * language: `{ expiresAt: { en: 'Code expiry', th: 'รหัสหมดอายุ' } }`. The page draws such a field as a bar
 * that empties towards it, under its label in the page's language (else its English one, else its name).
 */
export type DeadlineLabels = v.InferOutput<typeof deadlineLabelsSchema>;

const tabSchema = v.object({
  key: v.string(),
  app: v.string(),
  tab: v.string(),
  url: v.optional(v.string()),
  atlasApp: v.optional(v.string()),
  connectedAt: v.number(),
  connected: v.boolean(),
});

/**
 * One app tab: `key` is `${app}/${tab}`, `app` the name the app introduced itself by (`react-app`), `tab` a
 * random id per page load; `connected` whether it is connected now.
 */
export type TabRecord = v.InferOutput<typeof tabSchema>;

const actorSchema = v.object({
  key: v.string(),
  tabKey: v.string(),
  actorId: v.string(),
  parentKey: v.optional(v.string()),
  name: v.string(),
  definition: v.optional(machineGraphSchema),
  sendable: v.optional(v.array(v.string())),
  descriptions: v.optional(stateDescriptionsSchema),
  deadlines: v.optional(deadlineLabelsSchema),
  snapshot: snapshotSchema,
  startedAt: v.number(),
});

/**
 * One actor of one tab: `key` is `${app}/${tab}/${actorId}` (unique in the session), `actorId` xstate's
 * session id (`x:0`), `parentKey` its parent's key (invoked and spawned actors), `name` the machine id (or the
 * logic's name), `definition` its statechart (absent: not a machine), `sendable` the event types a reviewer
 * may send it, `descriptions` its states' texts in other languages and `deadlines` its context's deadline
 * fields with their labels (as its app declared them; absent: none), `snapshot` as it started.
 */
export type ActorRecord = v.InferOutput<typeof actorSchema>;

const stepSchema = v.object({
  seq: v.number(),
  actorKey: v.string(),
  at: v.number(),
  event: eventSchema,
  sourceKey: v.optional(v.string()),
  microsteps: v.array(microstepSchema),
  actions: v.array(actionRunSchema),
  snapshot: snapshotSchema,
});

/**
 * One macrostep of one actor: `seq` its place in the session (from 1, over all actors), `at` the wall-clock
 * ms the app reported it, the event as received and redacted (`{ type: 'OTP.VERIFY', code: '[redacted]' }`),
 * `sourceKey` the actor that sent it (when one did), the hops, the actions, and the snapshot after.
 */
export type Step = v.InferOutput<typeof stepSchema>;

/** What a session file says it is: the one spelling of the format, read and written here. */
export const SESSION_FORMAT = 'loyalty-flows-review';

/** The shape of a {@link ReviewSession}: what an exported file is read by. */
export const reviewSessionSchema = v.object({
  format: v.literal(SESSION_FORMAT),
  version: v.literal(1),
  startedAt: v.number(),
  clockOffsetMs: v.number(),
  tabs: v.array(tabSchema),
  actors: v.array(actorSchema),
  steps: v.array(stepSchema),
});

/**
 * A whole review session; also the format of an exported file. `clockOffsetMs`: how far the reviewer has
 * moved the apps' and the sandbox's clock.
 */
export type ReviewSession = v.InferOutput<typeof reviewSessionSchema>;

/** A session with nothing in it yet, started at `startedAt` (the server's start; 0 for a page before any). */
export function emptySession(startedAt = 0): ReviewSession {
  return { format: SESSION_FORMAT, version: 1, startedAt, clockOffsetMs: 0, tabs: [], actors: [], steps: [] };
}
