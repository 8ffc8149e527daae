import * as v from 'valibot';
import {
  type ActorRecord,
  actionRunSchema,
  deadlineLabelsSchema,
  eventSchema,
  jsonSchema,
  machineGraphSchema,
  microstepSchema,
  type ReviewSession,
  type SnapshotData,
  type Step,
  stateDescriptionsSchema,
  type TabRecord,
} from './session.schema';

/**
 * The review server's WebSocket messages, all JSON. Apps connect to `/app`, pages to `/page`; a
 * `@statelyai/inspect` WebSocket inspector may connect to `/` and is read too (its `@xstate.*` messages).
 * What the server takes (an app's messages, a page's commands) is a valibot schema, its type inferred from
 * it; each message of a refusal goes on from the field it names (`"at" must be a number.`).
 */

const nonEmptyText = v.pipe(
  v.string('must be a non-empty string.'),
  v.nonEmpty('must be a non-empty string.'),
);
const finiteNumber = v.pipe(v.number('must be a number.'), v.finite('must be a number.'));
const trueOrFalse = v.boolean('must be true or false.');

/** xstate's snapshot as the page shows it: value, context and status (anything else is left out). */
export const appSnapshotSchema = v.pipe(
  v.object(
    {
      value: v.optional(jsonSchema),
      context: v.optional(jsonSchema),
      status: v.fallback(v.string(), 'active'),
    },
    'must be an object.',
  ),
  v.transform(
    ({ value, context, status }): SnapshotData => ({
      value: value ?? null,
      context: context ?? null,
      status,
    }),
  ),
);

const actorMessageSchema = v.object({
  type: v.literal('actor'),
  actorId: nonEmptyText,
  parentId: v.optional(nonEmptyText),
  name: nonEmptyText,
  definition: v.optional(v.message(machineGraphSchema, 'must be a MachineGraph of version 1.')),
  sendable: v.optional(v.message(v.array(nonEmptyText), 'must be an array of non-empty strings.')),
  descriptions: v.optional(
    v.message(stateDescriptionsSchema, 'must map languages to objects of state ids and their texts.'),
  ),
  deadlines: v.optional(
    v.message(deadlineLabelsSchema, 'must map context fields to objects of languages and their labels.'),
  ),
  snapshot: appSnapshotSchema,
  at: finiteNumber,
});

const stepMessageSchema = v.object({
  type: v.literal('step'),
  actorId: nonEmptyText,
  event: v.message(eventSchema, 'must be an object with a string "type".'),
  sourceId: v.optional(nonEmptyText),
  microsteps: v.optional(v.message(v.array(microstepSchema), 'must be an array.'), () => []),
  actions: v.optional(v.message(v.array(actionRunSchema), 'must be an array.'), () => []),
  snapshot: appSnapshotSchema,
  at: finiteNumber,
});

/**
 * What an app tab sends, already redacted by the flows' inspector: checked for its type and the fields the
 * server files it by; the values inside (context, event fields) are kept as they came.
 */
export const appMessageSchema = v.variant(
  'type',
  [
    v.object({
      type: v.literal('tab'),
      app: nonEmptyText,
      tab: nonEmptyText,
      url: v.optional(nonEmptyText),
      atlasApp: v.optional(nonEmptyText),
    }),
    actorMessageSchema,
    stepMessageSchema,
    /** The answer to an `event.send`: delivered to the live actor, or refused with the reason. */
    v.object({
      type: v.literal('event.result'),
      requestId: nonEmptyText,
      delivered: trueOrFalse,
      reason: v.optional(nonEmptyText),
    }),
  ],
  (issue) => `Unknown app message type ${JSON.stringify(issue.input)}.`,
);

/**
 * What an app tab sends (`appMessageSchema` checks it): its tab; each actor with its statechart, the event
 * types a reviewer may send it (`createReviewInspector`'s `sendable`) and its states' descriptions in other
 * languages (`descriptions`) and its context's deadline fields with their labels (`deadlines`); each step; the answer to an `event.send` (delivered, or refused with the reason).
 */
export type AppMessage = v.InferOutput<typeof appMessageSchema>;

/** Most JSON a reviewer's event may take: a form's worth, far from what an app could choke on. */
const maxSentEventChars = 16 * 1024;

/** Longest event type taken (xstate's own are far shorter). */
const maxEventTypeChars = 200;

/**
 * An event as a reviewer sends it to a live actor: a JSON object with a non-empty string `type` (at most
 * 200 characters), at most {@link maxSentEventChars} of JSON in all.
 */
const sentEventSchema = v.pipe(
  v.message(
    v.objectWithRest(
      {
        type: v.pipe(
          v.string(),
          v.nonEmpty(),
          v.maxLength(maxEventTypeChars, `must have a "type" of at most ${maxEventTypeChars} characters.`),
        ),
      },
      jsonSchema,
    ),
    'must be an object with a non-empty string "type".',
  ),
  v.check(
    (event) => JSON.stringify(event).length <= maxSentEventChars,
    `must be at most ${maxSentEventChars} characters of JSON.`,
  ),
);

/** An event as a reviewer sends it to a live actor: a JSON object with its `type`. */
export type SentEvent = v.InferOutput<typeof sentEventSchema>;

/** Most a single "advance clock" may move time, either way: a year. */
const maxAdvanceMs = 366 * 24 * 3_600_000;

/** What a page asks of the server. The sandbox checks a fault's route and kind itself and says what is wrong. */
export const pageCommandSchema = v.variant(
  'type',
  [
    v.object({
      type: v.literal('clock.advance'),
      ms: v.pipe(
        finiteNumber,
        v.check((ms) => Math.abs(ms) <= maxAdvanceMs, 'must be at most a year either way.'),
      ),
    }),
    v.object({
      type: v.literal('fault'),
      route: nonEmptyText,
      kind: nonEmptyText,
      status: v.optional(finiteNumber),
      retryAfterSeconds: v.optional(finiteNumber),
      times: v.optional(finiteNumber),
    }),
    v.object({ type: v.literal('faults.clear') }),
    v.object({ type: v.literal('connectivity'), online: trueOrFalse }),
    v.object({ type: v.literal('reset') }),
    /**
     * Send `event` to the live actor `actorKey` (the app delivers only the types it declared sendable; the
     * machine's own guards still decide what it does). A refusal comes back as the page's `error`.
     */
    v.object({ type: v.literal('event.send'), actorKey: nonEmptyText, event: sentEventSchema }),
  ],
  (issue) => `Unknown page command ${JSON.stringify(issue.input)}.`,
);

/**
 * What a page asks of the server (`pageCommandSchema` checks it): advance the clock; a fault on a sandbox
 * route (`otp.request`, `redeem.list`, …) of a kind (`rate_limited`: 429 with Retry-After, `status`: 5xx,
 * `drop`: no answer) for `times` requests (default 1; 0 until cleared); clear the faults; go offline or
 * online; reset; send an event to a live actor (its app delivers only the types it declared sendable).
 */
export type PageCommand = v.InferOutput<typeof pageCommandSchema>;

/** What the server tells app tabs: the reviewer's hand on time and the network. */
export type AppControl =
  /** Move the app's clock (the `now` it gives the machines and the client) to `offsetMs` past the real one. */
  | { type: 'clock'; offsetMs: number }
  /** Tell the app's flows the network is gone (`false`) or back (`true`). */
  | { type: 'connectivity'; online: boolean }
  /**
   * A reviewer's event for the live actor `actorId` of this tab. The app delivers it only when it declared
   * the type sendable for that machine, and answers with an `event.result` of the same `requestId`.
   */
  | { type: 'event.send'; requestId: string; actorId: string; event: SentEvent }
  /** A message the server could not take (not JSON, an unknown type, a missing field); the connection stays. */
  | { type: 'error'; message: string };

/**
 * A fault the sandbox behind the server can put on a route, as the sandbox offers it (`GET
 * /__sandbox/fault-routes`): its `kind`, its label by language (the page shows the one in its language, else
 * the English one, else the kind), and what a fault command of it carries besides route, kind and times
 * (`{ status: 429, retryAfterSeconds: 60 }`).
 */
export const faultKindOfferSchema = v.object({
  kind: v.pipe(v.string(), v.nonEmpty()),
  labels: v.record(v.string(), v.string()),
  fields: v.optional(v.object({ status: v.optional(v.number()), retryAfterSeconds: v.optional(v.number()) })),
});

/** A fault the sandbox can put on a route, as it offers it (`faultKindOfferSchema` checks it). */
export type FaultKindOffer = v.InferOutput<typeof faultKindOfferSchema>;

/** What the server sends a page: the whole session once, then each addition. */
export type PageUpdate =
  | { type: 'session'; session: ReviewSession }
  | { type: 'tab'; tab: TabRecord }
  | { type: 'actor'; actor: ActorRecord }
  | { type: 'step'; step: Step }
  | { type: 'clock'; offsetMs: number }
  /** Whether the apps are online (`false`: a reviewer took them offline), on connecting and on each change. */
  | { type: 'connectivity'; online: boolean }
  /**
   * What the sandbox behind the server offers the page's controls: the routes a fault can be put on, and
   * the faults it can put there.
   */
  | { type: 'sandbox'; faultRoutes: string[]; faultKinds: FaultKindOffer[] };

/** The server's answer to a page command it could not carry out (by itself or the sandbox), with the reason. */
export interface PageCommandRefused {
  type: 'error';
  message: string;
}
