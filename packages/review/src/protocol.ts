import type { MachineGraph } from './graph/graph.types';
import type {
  ActionRun,
  ActorRecord,
  Json,
  Microstep,
  ReviewSession,
  SnapshotData,
  StateDescriptions,
  Step,
  TabRecord,
} from './session.types';

/**
 * The review server's WebSocket messages, all JSON. Apps connect to `/app`, pages to `/page`; a
 * `@statelyai/inspect` WebSocket inspector may connect to `/` and is read too (its `@xstate.*` messages).
 */

/** What an app tab sends: already redacted by the flows' inspector. */
export type AppMessage =
  | { type: 'tab'; app: string; tab: string; url?: string }
  | {
      type: 'actor';
      actorId: string;
      parentId?: string;
      name: string;
      definition?: MachineGraph;
      /** The event types the app lets a reviewer send this machine (`createReviewInspector`'s `sendable`). */
      sendable?: string[];
      /** Its states' descriptions in other languages (`createReviewInspector`'s `descriptions`). */
      descriptions?: StateDescriptions;
      snapshot: SnapshotData;
      at: number;
    }
  | {
      type: 'step';
      actorId: string;
      event: { type: string; [key: string]: Json };
      sourceId?: string;
      microsteps: Microstep[];
      actions: ActionRun[];
      snapshot: SnapshotData;
      at: number;
    }
  /** The answer to an `event.send`: delivered to the live actor, or refused with the reason. */
  | { type: 'event.result'; requestId: string; delivered: boolean; reason?: string };

/** An event as a reviewer sends it to a live actor: a JSON object with its `type`. */
export type SentEvent = { type: string; [key: string]: Json };

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

/** What the server sends a page: the whole session once, then each addition. */
export type PageUpdate =
  | { type: 'session'; session: ReviewSession }
  | { type: 'tab'; tab: TabRecord }
  | { type: 'actor'; actor: ActorRecord }
  | { type: 'step'; step: Step }
  | { type: 'clock'; offsetMs: number }
  /** What the sandbox behind the server offers the page's controls: the routes a fault can be put on. */
  | { type: 'sandbox'; faultRoutes: string[] };

/** The server's answer to a page command it could not carry out (by itself or the sandbox), with the reason. */
export interface PageCommandRefused {
  type: 'error';
  message: string;
}

/** What a page asks of the server. */
export type PageCommand =
  | { type: 'clock.advance'; ms: number }
  | {
      type: 'fault';
      /** The sandbox route (`otp.request`, `otp.verify`, `redeem.list`, `redeem.use`, `noti.list`, `noti.read`). */
      route: string;
      /** `rate_limited` (429 with Retry-After), `status` (5xx), `drop` (timeout / connection lost), … */
      kind: string;
      status?: number;
      retryAfterSeconds?: number;
      /** How many requests it hits (default 1; 0 until cleared). */
      times?: number;
    }
  | { type: 'faults.clear' }
  | { type: 'connectivity'; online: boolean }
  | { type: 'reset' }
  /**
   * Send `event` to the live actor `actorKey` (the app delivers only the types it declared sendable; the
   * machine's own guards still decide what it does). A refusal comes back as the page's `error`.
   */
  | { type: 'event.send'; actorKey: string; event: SentEvent };
