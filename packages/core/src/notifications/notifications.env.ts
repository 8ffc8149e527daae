import { type AnyEventObject, fromCallback, fromPromise } from 'xstate';
import type { FlowStorage } from '../shared/flow';
import type { Notification, NotificationsPort } from '../shared/port';
import {
  type NotificationPageActorInput,
  notificationsMachine,
  type ReadNotificationsActorInput,
} from './notifications.machine';
import type { NotificationsContext, WaitInput } from './notifications.types';
import { isSettledRead } from './read-queue';

/** What the notifications machine needs from the world. */
export interface NotificationsEnvironment {
  /** The service: `createLoyaltyClient()` from `@loyalty-flows/client`, or a fake in tests. */
  client: NotificationsPort;
  /** Where unsent reads survive a reload. Default: `localStorage` in a browser, none on a server. */
  storage?: FlowStorage;
  /** The clock, epoch ms, for waiting out a 429's `Retry-After`. Default `Date.now`. */
  now?: () => number;
}

/** The storage key of the unsent reads. */
const pendingReadsKey = 'loyalty-flows:notifications:reads';

function browserStorage(): FlowStorage | undefined {
  // Read at start, never at import: a server render has no `localStorage`, and Safari's private
  // mode throws on touching it.
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The unsent reads in storage; a damaged record holds none. */
function readStored(storage: FlowStorage): string[] {
  try {
    const ids: unknown = JSON.parse(storage.getItem(pendingReadsKey) ?? '[]');
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
function storedReads(storage: FlowStorage, context: NotificationsContext): string[] {
  const others = readStored(storage).filter((id) => !isSettledRead(context, id));
  return [...new Set([...others, ...context.pendingReads])];
}

/**
 * Calls `send(listener)` now and on each of `events` of `target`, until stopped. Nothing on a server
 * (no `window`); TanStack Query's `onlineManager` and `focusManager` do the same.
 */
function browserEvents(target: () => EventTarget | undefined, events: string[], read: () => AnyEventObject) {
  return fromCallback<AnyEventObject>(({ sendBack }) => {
    const on = typeof window === 'undefined' ? undefined : target();
    if (!on) return;
    const listener = () => sendBack(read());
    listener();
    for (const name of events) on.addEventListener(name, listener);
    return () => {
      for (const name of events) on.removeEventListener(name, listener);
    };
  });
}

/**
 * The notifications machine for an environment: pages and reads go to `env.client`, unsent reads are
 * kept in `env.storage` (restored on start, so a reload sends them once), the browser's connection
 * and the page's visibility are followed while the actor runs, and a 429 is waited out on `env.now`.
 *
 * @example
 * const actor = createActor(createNotificationsMachine({ client }), { input: { pollIntervalMs: 60_000 } }).start();
 */
export function createNotificationsMachine(env: NotificationsEnvironment) {
  const { client } = env;
  const now = env.now ?? Date.now;
  const store = () => env.storage ?? browserStorage();
  return notificationsMachine.provide({
    actions: {
      persistReads: ({ context }) => {
        try {
          const storage = store();
          if (!storage) return;
          const ids = storedReads(storage, context);
          if (ids.length) storage.setItem(pendingReadsKey, JSON.stringify(ids));
          else storage.removeItem(pendingReadsKey);
        } catch {
          // Storage full or refused: the reads stay in memory and are still sent.
        }
      },
    },
    actors: {
      loadPage: fromPromise<Notification[], NotificationPageActorInput>(({ input }) =>
        client.notifications.list(input.query),
      ),
      sendReads: fromPromise<void, ReadNotificationsActorInput>(({ input }) =>
        client.notifications.read(input.ids),
      ),
      wait: fromPromise<void, WaitInput>(
        ({ input, signal }) =>
          new Promise((resolve) => {
            const timer = setTimeout(resolve, Math.max(input.ms, (input.until ?? 0) - now()));
            signal.addEventListener('abort', () => clearTimeout(timer));
          }),
      ),
      readStore: fromCallback<AnyEventObject>(({ sendBack }) => {
        const storage = store();
        const ids = storage ? readStored(storage) : [];
        if (ids.length) sendBack({ type: 'NOTIFICATIONS.RESTORED', ids });
      }),
      connectivity: browserEvents(
        () => window,
        ['online', 'offline'],
        () => ({ type: navigator.onLine === false ? 'NOTIFICATIONS.OFFLINE' : 'NOTIFICATIONS.ONLINE' }),
      ),
      visibility: browserEvents(
        () => document,
        ['visibilitychange'],
        () => ({ type: document.hidden ? 'NOTIFICATIONS.HIDDEN' : 'NOTIFICATIONS.VISIBLE' }),
      ),
    },
  });
}
