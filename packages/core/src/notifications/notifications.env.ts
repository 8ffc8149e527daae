import { type AnyEventObject, fromCallback, fromPromise } from 'xstate';
import { browserConnectivity, browserVisibility } from '../shared/browser-environment';
import { defaultStorage } from '../shared/default-storage';
import type {
  ConnectivityPort,
  FlowStorage,
  MaybePromise,
  VisibilityPort,
} from '../shared/environment-ports';
import { arrivalStamped } from '../shared/errors';
import { createWriteQueue, readStored, whenAnswered } from '../shared/flow-storage';
import type { Notification, NotificationsPort } from '../shared/port';
import {
  type NotificationPageActorInput,
  notificationsMachine,
  type ReadNotificationsActorInput,
} from './notifications.machine';
import type { NotificationsContext } from './notifications.types';
import { unsettledReads } from './read-queue';
import { waitActor } from './wait-actor';

/** What the notifications machine needs from the world. */
export interface NotificationsEnvironment {
  /** The service: `createLoyaltyClient()` from `@loyalty-flows/client`, or a fake in tests. */
  client: NotificationsPort;
  /**
   * Where unsent reads survive a reload or an app restart; it may answer with Promises (AsyncStorage).
   * Default: the rule every flow's default follows (`defaultStorage`): `localStorage` in a browser,
   * else a memory of the machine's own.
   */
  storage?: FlowStorage;
  /** The clock, epoch ms, for waiting out a 429's `Retry-After`. Default `Date.now`. */
  now?: () => number;
  /** Whether the network is up; reads wait while it is not. Default: the browser's events, else always online. */
  connectivity?: ConnectivityPort;
  /** Whether the user sees the app; polling pauses while not. Default: the document's, else always visible. */
  visibility?: VisibilityPort;
}

/** The storage key of the unsent reads. */
const pendingReadsKey = 'loyalty-flows:notifications:reads';

/**
 * Erases the unsent reads kept in `storage`, so the next user's inbox sends none of the previous
 * user's (a shared inbox's `reset()` on sign-out).
 *
 * @example forgetStoredReads(localStorage)
 */
export function forgetStoredReads(storage: FlowStorage): MaybePromise<void> {
  return storage.removeItem(pendingReadsKey);
}

/** The unsent reads in a stored text; a damaged record holds none. */
function parseReads(text: string | null): string[] {
  try {
    const ids: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * What storage keeps after this page's change: its waiting reads, and those another tab stored that
 * this page has not settled (sent, refused, or seen read in the list), so tabs do not erase each
 * other's reads. A read both tabs hold may go twice: reading twice is harmless (docs/wire-format.md N6).
 */
function storedReads(stored: string[], context: NotificationsContext): string[] {
  const others = unsettledReads(context, stored);
  return [...new Set([...others, ...context.pendingReads])];
}

/**
 * Follows one of the environment's ports while the actor runs: sends its state at once, then each
 * change, until stopped. The port is chosen at start (`choose()`), so building the machine during a
 * server render touches nothing. With no port (no browser, none given) nothing is sent: the machine
 * stays as its context says, online and visible unless a restored snapshot says otherwise.
 */
function following<TPort>(
  choose: () => TPort | undefined,
  current: (port: TPort) => boolean,
  subscribe: (port: TPort, listener: (value: boolean) => void) => () => void,
  event: (value: boolean) => AnyEventObject,
) {
  return fromCallback<AnyEventObject>(({ sendBack }) => {
    const port = choose();
    if (port === undefined) return;
    sendBack(event(current(port)));
    return subscribe(port, (value) => sendBack(event(value)));
  });
}

/**
 * The notifications machine for an environment: pages and reads go to `env.client`, unsent reads are
 * kept in `env.storage` (restored on start, so a reload or an app restart sends them once; Promises
 * are awaited, `storageAnswerBoundMs` at most), `env.connectivity` and `env.visibility` are followed
 * while the actor runs (the browser's when not given; without a browser: always online, always
 * visible), and a 429 is waited out on `env.now`.
 *
 * @example
 * const actor = createActor(createNotificationsMachine({ client }), { input: { pollIntervalMs: 60_000 } }).start();
 */
export function createNotificationsMachine(env: NotificationsEnvironment) {
  const { client } = env;
  const now = env.now ?? Date.now;
  const storage = env.storage ?? defaultStorage();
  const queueWrite = createWriteQueue();
  return notificationsMachine.provide({
    actions: {
      // Read, merge with other tabs' reads, write: queued, so an asynchronous storage keeps the order.
      persistReads: ({ context }) => {
        queueWrite(storage, () =>
          whenAnswered(readStored(storage, pendingReadsKey), (text) => {
            const ids = storedReads(parseReads(text), context);
            const next = ids.length ? JSON.stringify(ids) : null;
            // A read that changed nothing (the item was read already) writes nothing.
            if (next === text) return;
            return next === null
              ? storage.removeItem(pendingReadsKey)
              : storage.setItem(pendingReadsKey, next);
          }),
        );
      },
    },
    actors: {
      loadPage: fromPromise<Notification[], NotificationPageActorInput>(({ input }) =>
        arrivalStamped(now, () => client.notifications.list(input.query)),
      ),
      sendReads: fromPromise<void, ReadNotificationsActorInput>(({ input }) =>
        arrivalStamped(now, () => client.notifications.read(input.ids)),
      ),
      wait: waitActor(now),
      readStore: fromCallback<AnyEventObject>(({ sendBack }) => {
        let stopped = false;
        whenAnswered(readStored(storage, pendingReadsKey), (text) => {
          const ids = parseReads(text);
          if (ids.length && !stopped) sendBack({ type: 'NOTIFICATIONS.RESTORED', ids });
        });
        return () => {
          stopped = true;
        };
      }),
      connectivity: following(
        () => env.connectivity ?? browserConnectivity(),
        (port) => port.isOnline(),
        (port, listener) => port.subscribe(listener),
        (online) => ({ type: online ? 'NOTIFICATIONS.ONLINE' : 'NOTIFICATIONS.OFFLINE' }),
      ),
      visibility: following(
        () => env.visibility ?? browserVisibility(),
        (port) => port.isVisible(),
        (port, listener) => port.subscribe(listener),
        (visible) => ({ type: visible ? 'NOTIFICATIONS.VISIBLE' : 'NOTIFICATIONS.HIDDEN' }),
      ),
    },
  });
}
