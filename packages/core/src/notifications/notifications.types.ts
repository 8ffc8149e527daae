import type { FlowError } from '../shared/errors';
import type { PagedList, PagedListState } from '../shared/paged-list';
import type { Notification, NotificationMode, NotificationsPort, NotificationType } from '../shared/port';

/** How failed reads are retried: `attempts` tries after the first, backing off from `baseDelayMs`. */
export interface ReadRetryPolicy {
  /** Retries after a transient failure before the reads are rolled back. Default 3. */
  attempts?: number;
  /** First backoff; each retry doubles it. Default 1 000 ms. */
  baseDelayMs?: number;
  /** Longest backoff. Default 30 000 ms. */
  maxDelayMs?: number;
}

/**
 * What the notifications machine starts with.
 *
 * @example createActor(notificationsMachine, { input: { client, batchWindowMs: 50, pollIntervalMs: 60_000 } })
 */
export interface NotificationsInput {
  /** The service, as `createLoyaltyClient()` returns it or a fake in tests. */
  client: NotificationsPort;
  /** `all` (default) or only the `new` (unread) notifications. */
  mode?: NotificationMode;
  /** `top` of each page. Default 25. */
  pageSize?: number;
  /** How long reads are gathered into one request. Default 50 ms. */
  batchWindowMs?: number;
  /** Refresh the list this often while visible. Default: no polling. */
  pollIntervalMs?: number;
  retry?: ReadRetryPolicy;
}

/**
 * Everything the notifications machine reacts to. The bindings send the environment events
 * (`ONLINE`/`OFFLINE` from the browser, `VISIBLE`/`HIDDEN` from the page's visibility).
 *
 * @example actor.send({ type: 'NOTIFICATION.READ', ids: [notification.id] })
 */
export type NotificationsEvent =
  | { type: 'NOTIFICATIONS.REFRESH' }
  | { type: 'NOTIFICATIONS.LOAD_MORE' }
  | { type: 'NOTIFICATIONS.SET_MODE'; mode: NotificationMode }
  | { type: 'NOTIFICATION.READ'; ids: readonly string[] }
  | { type: 'NOTIFICATIONS.READ_ALL' }
  | { type: 'NOTIFICATIONS.ONLINE' }
  | { type: 'NOTIFICATIONS.OFFLINE' }
  | { type: 'NOTIFICATIONS.VISIBLE' }
  | { type: 'NOTIFICATIONS.HIDDEN' };

/** The machine's context. */
export interface NotificationsContext {
  client: NotificationsPort;
  mode: NotificationMode;
  pageSize: number;
  batchWindowMs: number;
  pollIntervalMs: number | undefined;
  retry: Required<ReadRetryPolicy>;
  list: PagedList<Notification>;
  /** Read by the user, waiting for the next request. */
  queuedIds: string[];
  /** In the request that is on its way. */
  sendingIds: string[];
  /** Accepted by the service during this session: shown read even if a stale page says otherwise. */
  acceptedIds: string[];
  /** Retries of the current batch so far. */
  retries: number;
  online: boolean;
  /** Why the last read failed. */
  readError?: FlowError;
}

/** One notification as the user should see it. */
export interface NotificationItemView {
  id: string;
  type: NotificationType;
  text: string;
  link?: string;
  createdAt: number;
  /** Read as the user should see it: read by the service, or read here and on its way. */
  isRead: boolean;
  /** The read is not confirmed by the service yet. */
  readPending: boolean;
}

/** What a UI renders for the notifications flow: a plain object from `getNotificationsView(snapshot)`. */
export interface NotificationsView {
  items: NotificationItemView[];
  /** Unread items in `items`: what the badge shows. */
  unreadCount: number;
  listState: PagedListState;
  canLoadMore: boolean;
  mode: NotificationMode;
  /** Why the list failed to load, in `error`. */
  listError?: FlowError;
  /** Why the last read failed (those items show unread again). */
  readError?: FlowError;
  /** Reads waiting to reach the service (offline or retrying). */
  pendingReads: number;
}
