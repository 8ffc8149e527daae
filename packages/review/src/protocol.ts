import type { MachineGraph } from './graph/graph.types';
import type {
  ActionRun,
  ActorRecord,
  Json,
  Microstep,
  ReviewSession,
  SnapshotData,
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
    };

/** What the server tells app tabs: the reviewer's hand on time and the network. */
export type AppControl =
  /** Move the app's clock (the `now` it gives the machines and the client) to `offsetMs` past the real one. */
  | { type: 'clock'; offsetMs: number }
  /** Tell the app's flows the network is gone (`false`) or back (`true`). */
  | { type: 'connectivity'; online: boolean }
  /** A message the server could not take (not JSON, an unknown type, a missing field); the connection stays. */
  | { type: 'error'; message: string };

/** What the server sends a page: the whole session once, then each addition. */
export type PageUpdate =
  | { type: 'session'; session: ReviewSession }
  | { type: 'tab'; tab: TabRecord }
  | { type: 'actor'; actor: ActorRecord }
  | { type: 'step'; step: Step }
  | { type: 'clock'; offsetMs: number };

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
  | { type: 'reset' };
