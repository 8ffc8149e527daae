import type { FlowError } from '../shared/errors';
import type { ViewError } from '../shared/messages';
import type { PagedList, PagedListState } from '../shared/paged-list';
import type { Notification, NotificationMode, NotificationTarget, NotificationType } from '../shared/port';
import type { WebViewPolicy } from '../shared/web-view-policy';

/** How unsent reads are retried after a transient failure (network, timeout, 5xx, 429). They are never dropped. */
export interface ReadRetryPolicy {
  /** First backoff; each retry doubles it. Default 1 000 ms. A 429's `Retry-After` waits longer when it says so. */
  baseDelayMs?: number;
  /** Longest backoff: through a long outage the reads are retried this often. Default 30 000 ms. */
  maxDelayMs?: number;
}

/**
 * What the notifications machine starts with: plain data, every field optional.
 *
 * @example createActor(createNotificationsMachine({ client }), { input: { batchWindowMs: 50, pollIntervalMs: 60_000 } })
 */
export interface NotificationsInput {
  /** `all` (default) or only the `new` (unread) notifications. */
  mode?: NotificationMode;
  /** `top` of each page. Default 25. */
  pageSize?: number;
  /** How long reads are gathered into one request. Default 50 ms. */
  batchWindowMs?: number;
  /** Refresh the list this often while the page is visible. Default: no polling. */
  pollIntervalMs?: number;
  retry?: ReadRetryPolicy;
  /** Which link targets may be opened in a web view (as the redemption flow's policy). */
  webViewPolicy?: WebViewPolicy;
}

/** A read the service (or the client, before sending) refused, and why. */
export interface RefusedRead {
  id: string;
  error: FlowError;
}

/**
 * What an app may send the notifications machine: refresh, load more, switch mode, new options, and
 * reads (one or more ids, or all unread ones).
 *
 * @example actor.send({ type: 'NOTIFICATIONS.READ', ids: [notification.id] })
 */
export type NotificationsEvent =
  | { type: 'NOTIFICATIONS.REFRESH' }
  | { type: 'NOTIFICATIONS.LOAD_MORE' }
  | { type: 'NOTIFICATIONS.SET_MODE'; mode: NotificationMode }
  | { type: 'NOTIFICATIONS.CONFIGURE'; options: NotificationsInput }
  | { type: 'NOTIFICATIONS.READ'; ids: readonly string[] }
  | { type: 'NOTIFICATIONS.READ_ALL' };

/**
 * What the environment's actors send the notifications machine: `ONLINE`/`OFFLINE` (the browser's
 * connection), `VISIBLE`/`HIDDEN` (the page's visibility) and `RESTORED` (reads a previous page left
 * unsent). Not an app's to send: `NotificationsEvent` leaves them out.
 */
export type NotificationsEnvironmentEvent =
  | { type: 'NOTIFICATIONS.RESTORED'; ids: readonly string[] }
  | { type: 'NOTIFICATIONS.ONLINE' }
  | { type: 'NOTIFICATIONS.OFFLINE' }
  | { type: 'NOTIFICATIONS.VISIBLE' }
  | { type: 'NOTIFICATIONS.HIDDEN' };

/** The machine's settings: the input with its defaults. */
export interface NotificationsSettings {
  mode: NotificationMode;
  pageSize: number;
  batchWindowMs: number;
  /** Absent: no polling. */
  pollIntervalMs?: number;
  retry: Required<ReadRetryPolicy>;
  webViewPolicy?: WebViewPolicy;
}

/** The machine's context: plain JSON data. */
export interface NotificationsContext extends NotificationsSettings {
  /** The list as the service sent it; reads never rewrite it (the view lays them over it). */
  list: PagedList<Notification>;
  /** Read by the user and not confirmed yet, oldest first: waiting or on their way. Mirrored to storage. */
  pendingReads: string[];
  /** The pending reads in the request on its way. */
  sendingIds: string[];
  /** Pending reads to send one per request, after a batch holding them was refused. */
  soloIds: string[];
  /** Accepted by the service in this session: shown read even if a stale page says otherwise. */
  readIds: string[];
  /** Reads refused for good, each with its reason: shown unread with that error. */
  refusedReads: RefusedRead[];
  /** Failed attempts in a row: the backoff grows with them. */
  retries: number;
  online: boolean;
  visible: boolean;
  /** Why the last read request failed, until one succeeds. */
  readError?: FlowError;
  /**
   * Why the options given at creation or by the last `NOTIFICATIONS.CONFIGURE` were refused
   * (`invalid_input`), until some are taken.
   */
  optionsError?: FlowError;
}

/** What a wait actor (batch window, backoff, poll interval) waits for: `ms`, and at least until `until` (epoch ms). */
export interface WaitInput {
  ms: number;
  until?: number;
}

/** One notification as the user should see it. */
export interface NotificationItemView {
  id: string;
  type: NotificationType;
  text: string;
  link?: string;
  /** What opening it does. A link the web-view policy refuses is `text`. */
  target: NotificationTarget;
  createdAt: number;
  /** Read as the user should see it: read by the service, or read here and on its way. */
  isRead: boolean;
  /** Read or unread, in words from the message table (`notifications.item.read` / `.unread`). */
  statusText: string;
  /** The read is not confirmed by the service yet. */
  readPending: boolean;
  /** Why the read of this item was refused (it shows unread). */
  readError?: ViewError;
}

/** What a UI renders for the notifications flow: a plain object from `getNotificationsView(snapshot)`. */
export interface NotificationsView {
  items: NotificationItemView[];
  /**
   * Unread items in `items` (every page loaded so far): what "mark all as read" would read. Grows as
   * pages load, so a badge shows `unreadBadge`, not this.
   */
  unreadCount: number;
  /**
   * What an unread badge shows: the unread items of the first page (the first `pageSize` items), and
   * whether that is every unread item. The service gives no total, so the badge counts what the first
   * page knows and never what later pages add: loading more pages does not change it ("15+" stays
   * "15+"), a read on the first page counts it down at once. `complete` is true only when the first
   * page was shorter than `pageSize` (so it was the whole list); otherwise a badge shows "15+" ("at
   * least 15").
   */
  unreadBadge: UnreadCount;
  listState: PagedListState;
  /** The list state in words, from the message table (`notifications.state.<listState>`). */
  stateText: string;
  /**
   * Whether `items` is the whole list: its last page has loaded (`end`, or a refresh of a list whose
   * last page was short). The service gives no total, so while false unloaded pages may hold more.
   */
  allLoaded: boolean;
  canLoadMore: boolean;
  mode: NotificationMode;
  /** Why the list failed to load, in `error`. */
  listError?: ViewError;
  /** Why the last read request failed; the reads stay pending and are retried unless refused. */
  readError?: ViewError;
  /** Why the options were refused (a page size of 0): the previous ones stay, the defaults at creation. */
  optionsError?: ViewError;
  /** Reads waiting to reach the service (offline or retrying). */
  pendingReads: number;
  /** Where the reads are: shown read at once, then gathered, sent, retried after a failure, or held offline. */
  readsState: NotificationReadsState;
  /**
   * While reads wait on the service (`offline`, `retrying`), what the user should know, in words from the
   * message table (`notifications.reads.<readsState>`): what they opened shows read and will reach the
   * service on its own. Absent otherwise.
   */
  readsText?: string;
}

/** What a badge shows: a count, and whether it is every unread item (else "at least" that many). */
export interface UnreadCount {
  /** Unread items among the first page's (reads sent or waiting count as read). */
  count: number;
  /** Whether `count` is every unread item: the first page was shorter than a page, so the whole list. */
  complete: boolean;
}

/** The state of the reads region: `idle`, `gathering`, `sending`, `retrying` or `offline`. */
export type NotificationReadsState = 'idle' | 'gathering' | 'sending' | 'retrying' | 'offline';
