import type { InspectionEvent, Observer } from 'xstate';
import type { AppControl } from '../protocol';
import type { WebSocketLike } from '../reconnecting-socket';
import { playConnectivity } from './browser-connectivity';
import { createStepGatherer, type DeclaredDeadlines, type DescribedStates } from './inspection-steps';
import { createLiveActors, type SendableEvents } from './live-actors';
import { appSocketUrl, connectToReviewServer, type ReviewConnection } from './review-connection';

/** Options of {@link createReviewInspector}. */
export interface ReviewInspectorOptions {
  /** The review server (`http://127.0.0.1:8790` or `ws://127.0.0.1:8790/app`). */
  url: string;
  /** The app's name as the review page groups it (`react-app`). */
  app: string;
  /**
   * The app's name in the state atlas (its shots' `app`, `react`), when it differs from `app`: the review
   * page shows that app's screens of a recording's states.
   */
  atlasApp?: string;
  /** This page's id; default a random one per page load. */
  tab?: string;
  /**
   * How a reviewer's "offline" reaches the app: `'browser'` (default) makes `navigator.onLine` answer
   * it and fires the page's `online`/`offline` event; `'callback'` only calls `onConnectivity` listeners.
   */
  connectivity?: 'browser' | 'callback';
  /** The WebSocket constructor; default `globalThis.WebSocket` (Node 22+, browsers). */
  WebSocket?: WebSocketLike;
  /**
   * The event types a reviewer may send each machine from the review page, by machine id (a function or
   * a record: `flowEventTypes` of `@loyalty-flows/core/inspect` for the flows). Any other type is refused
   * with the reason; without it, no event is sent to this app.
   */
  sendable?: SendableEvents | Readonly<Record<string, readonly string[] | undefined>>;
  /**
   * Each machine's state descriptions in other languages, by machine id: language, then state id (for the
   * flows, `(machineId) => ({ th: flowStateDescriptionsTh[machineId] })` of `@loyalty-flows/core/inspect`).
   * The review page shows them in place of the machine's own when it is read in that language.
   */
  descriptions?: DescribedStates;
  /**
   * The context fields that hold a deadline (epoch ms), each with its label by language: one record for
   * every machine of the app (`{ expiresAt: { en: 'Code expiry', th: 'รหัสหมดอายุ' } }`), or a function
   * by machine id. The review page draws each as a bar emptying towards it, with jumps of the clock to it;
   * a field not named here is shown as context only.
   */
  deadlines?: DeclaredDeadlines | Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** What an app wires in development. */
export interface ReviewInspector {
  /** An xstate inspection observer: give it to `createActor(…, { inspect })`, `<LoyaltyProvider inspect>`, … */
  inspect: Observer<InspectionEvent>;
  /** `Date.now()` moved by the reviewer's "advance clock": give it to the machines and the client as their `now`. */
  now: () => number;
  /** Calls `listener` with `false`/`true` when the reviewer takes the network away or gives it back. */
  onConnectivity(listener: (online: boolean) => void): () => void;
  /** Stops sending; the inspector then ignores further events. */
  close(): void;
}

/** `answer` by machine id, `undefined` where it throws: an app's option never breaks its inspection. */
function safely<T>(answer: (machineId: string) => T | undefined): (machineId: string) => T | undefined {
  return (machineId) => {
    try {
      return answer(machineId);
    } catch {
      return undefined;
    }
  };
}

const randomTab = () => Math.random().toString(36).slice(2, 10);

/**
 * Sends an app's inspection events to a review server: actors (with their statecharts) and steps (each
 * event with its microsteps, actions and the snapshot after), over a WebSocket that queues while
 * connecting and reconnects. Browser-safe (no Node API); does nothing, and never throws, where there is
 * no WebSocket. Give it the events after redaction: the flows' bindings redact what their `inspect`
 * option receives.
 *
 * @example
 * ```ts
 * const review = createReviewInspector({ url: 'http://127.0.0.1:8790', app: 'react-app' });
 * const client = createLoyaltyClient({ ...settings, now: review.now });
 * <LoyaltyProvider client={client} now={review.now} inspect={review.inspect}>…</LoyaltyProvider>
 * ```
 */
export function createReviewInspector(options: ReviewInspectorOptions): ReviewInspector {
  const Socket = options.WebSocket ?? (globalThis as { WebSocket?: WebSocketLike }).WebSocket;
  const listeners = new Set<(online: boolean) => void>();
  const { sendable: declared, descriptions: describe, deadlines: timed } = options;
  const sendable: SendableEvents = safely((id) =>
    typeof declared === 'function' ? declared(id) : declared?.[id],
  );
  const descriptions: DescribedStates = safely((id) => describe?.(id));
  const deadlines: DeclaredDeadlines = safely((id) => (typeof timed === 'function' ? timed(id) : timed));
  const live = createLiveActors(sendable);
  let offsetMs = 0;
  let connection: ReviewConnection | undefined;

  const onControl = (control: AppControl) => {
    if (control.type === 'event.send') {
      const result = live.deliver(control.actorId, control.event);
      connection?.send({ type: 'event.result', requestId: control.requestId, ...result });
      return;
    }
    if (control.type === 'clock') offsetMs = control.offsetMs;
    if (control.type !== 'connectivity') return;
    if (options.connectivity !== 'callback') playConnectivity(control.online);
    for (const listener of listeners) {
      try {
        listener(control.online);
      } catch {
        // A listener's failure is the app's, not the review's.
      }
    }
  };

  if (typeof Socket === 'function') {
    try {
      const tab = {
        type: 'tab' as const,
        app: options.app,
        tab: options.tab ?? randomTab(),
        ...(options.atlasApp === undefined ? {} : { atlasApp: options.atlasApp }),
      };
      const href = (globalThis as { location?: { href?: unknown } }).location?.href;
      connection = connectToReviewServer(
        appSocketUrl(options.url),
        typeof href === 'string' ? { ...tab, url: href } : tab,
        onControl,
        Socket,
      );
    } catch {
      connection = undefined;
    }
  }

  const gather = createStepGatherer(undefined, sendable, descriptions, deadlines);
  return {
    inspect: {
      next(event) {
        if (connection === undefined) return;
        try {
          live.observe(event);
          for (const message of gather(event)) connection.send(message);
        } catch {
          // Inspection must never break the app it watches.
        }
      },
    },
    now: () => Date.now() + offsetMs,
    onConnectivity(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      connection?.close();
      connection = undefined;
    },
  };
}
