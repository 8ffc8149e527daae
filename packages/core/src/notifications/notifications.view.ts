import type { SnapshotFrom } from 'xstate';
import type { FlowError } from '../shared/errors';
import {
  describeError,
  type FlowViewOptions,
  notificationsTexts,
  textOf,
  type ViewError,
} from '../shared/messages';
import { type PagedListState, pagedListStatus } from '../shared/paged-list';
import type { Notification, NotificationTarget } from '../shared/port';
import { safeWebViewUrl } from '../shared/web-view-policy';
import type { notificationsMachine } from './notifications.machine';
import type {
  NotificationItemView,
  NotificationReadsState,
  NotificationsContext,
  NotificationsView,
} from './notifications.types';
import { addedSince } from './read-queue';

/**
 * The notifications view's options: the texts, and the clock reading a 429's `params.seconds` counts
 * from (without it, from the failure's arrival).
 */
export type NotificationsViewOptions = FlowViewOptions;

function errorView(error: FlowError, { messages, now }: NotificationsViewOptions): ViewError {
  return describeError(error, { messages, now, flow: { name: 'notifications', texts: notificationsTexts } });
}

function targetOf(item: Notification, context: NotificationsContext): NotificationTarget {
  const target: NotificationTarget = item.target ?? { kind: 'text' };
  if (target.kind !== 'link') return target;
  const url = safeWebViewUrl(target.url, context.webViewPolicy ?? {});
  return url ? { kind: 'link', url } : { kind: 'text' };
}

/** The derived items of one context: the next derivation from it rebuilds only the reads that changed. */
interface Derived {
  context: NotificationsContext;
  options: NotificationsViewOptions;
  items: NotificationItemView[];
}

/** The read marks of one context, as sets, built once per derivation. */
interface Marks {
  pending: ReadonlySet<string>;
  read: ReadonlySet<string>;
  refused: ReadonlyMap<string, FlowError>;
}

function marksOf(context: NotificationsContext): Marks {
  return {
    pending: new Set(context.pendingReads),
    read: new Set(context.readIds),
    refused: new Map(context.refusedReads.map((refusal) => [refusal.id, refusal.error])),
  };
}

function itemView(
  item: Notification,
  context: NotificationsContext,
  { pending: pendingIds, read, refused }: Marks,
  options: NotificationsViewOptions,
): NotificationItemView {
  const pending = pendingIds.has(item.id);
  const isRead = item.isRead || pending || read.has(item.id);
  const view: NotificationItemView = {
    id: item.id,
    type: item.type,
    text: item.text,
    target: targetOf(item, context),
    createdAt: item.createdAt,
    isRead,
    statusText: textOf(
      options.messages,
      notificationsTexts,
      isRead ? 'notifications.item.read' : 'notifications.item.unread',
    ),
    readPending: pending,
  };
  if (item.link !== undefined) view.link = item.link;
  const error = refused.get(item.id);
  if (error && !view.isRead) view.readError = errorView(error, options);
  return view;
}

const isUnread = (item: NotificationItemView): boolean => !item.isRead;

/** The ids whose marks may differ between two contexts of the same list. */
function changedIds(before: NotificationsContext, after: NotificationsContext): ReadonlySet<string> {
  const changed = new Set<string>();
  for (const key of ['pendingReads', 'readIds'] as const) {
    if (before[key] === after[key]) continue;
    for (const id of addedSince(before[key], after[key]) ?? [...before[key], ...after[key]]) changed.add(id);
  }
  if (before.refusedReads !== after.refusedReads)
    for (const { id } of [...before.refusedReads, ...after.refusedReads]) changed.add(id);
  return changed;
}

/**
 * The item views of `context`: from scratch, or from `last` (the previous derivation of the same
 * loaded list, language and policy) rebuilding only the items whose read marks changed. Nothing is
 * patched: a changed item gets a new array, the rest keep their references.
 */
function deriveItems(
  context: NotificationsContext,
  options: NotificationsViewOptions,
  last: Derived | undefined,
): Derived {
  const { items } = context.list;
  const marks = marksOf(context);
  if (
    !last ||
    last.context.list.items !== items ||
    last.options.messages !== options.messages ||
    last.context.webViewPolicy !== context.webViewPolicy
  ) {
    return { context, options, items: items.map((item) => itemView(item, context, marks, options)) };
  }
  if (last.context === context) return last;
  const changed = changedIds(last.context, context);
  let views = last.items;
  // One pass over the list finds the changed items (no index of the list is built or kept).
  items.forEach((item, at) => {
    if (!changed.has(item.id)) return;
    if (views === last.items) views = views.slice();
    views[at] = itemView(item, context, marks, options);
  });
  return { context, options, items: views };
}

function viewOf(
  snapshot: SnapshotFrom<typeof notificationsMachine>,
  { items }: Derived,
  options: NotificationsViewOptions,
): NotificationsView {
  const { context } = snapshot;
  const listState: PagedListState = snapshot.value.list;
  const readsState: NotificationReadsState = snapshot.value.reads;
  const { error, canLoadMore } = pagedListStatus(listState, context.list);
  const { pageSize } = context;
  const view: NotificationsView = {
    items,
    // Counted again on every derivation: one pass, as finding the changed items already is.
    unreadCount: items.filter(isUnread).length,
    // The service gives no total: the badge counts the first page only, so loading later pages never
    // changes it ("15+" stays "15+", not 27 once all are in); whole when that page was the list's last.
    unreadBadge: {
      count: items.slice(0, pageSize).filter(isUnread).length,
      complete: items.length < pageSize,
    },
    listState,
    stateText: textOf(options.messages, notificationsTexts, `notifications.state.${listState}`),
    // While a refresh loads, the items shown are the last load's: a short last page ended that one.
    allLoaded:
      listState === 'end' ||
      (listState === 'loading' && items.length > 0 && context.list.nextSkip % pageSize !== 0),
    canLoadMore,
    mode: context.mode,
    pendingReads: context.pendingReads.length,
    readsState,
  };
  if (readsState === 'offline' || readsState === 'retrying')
    view.readsText = textOf(options.messages, notificationsTexts, `notifications.reads.${readsState}`);
  if (error) view.listError = errorView(error, options);
  if (context.readError) view.readError = errorView(context.readError, options);
  if (context.optionsError) view.optionsError = errorView(context.optionsError, options);
  return view;
}

/**
 * What a UI renders for the notifications flow: every item read as the user should see it, with its
 * target, the unread count (the unread items shown) and the badge's (the first page's, which paging
 * never changes), the list state and the errors described from the message table. A pure function of its arguments, derived whole on every call; a UI that
 * derives views again and again for one actor uses `createNotificationsView()`.
 *
 * @example
 * const view = getNotificationsView(actor.getSnapshot(), { messages: th });
 * badge.textContent = `${view.unreadBadge.count}${view.unreadBadge.complete ? '' : '+'}`;
 */
export function getNotificationsView(
  snapshot: SnapshotFrom<typeof notificationsMachine>,
  options: NotificationsViewOptions = {},
): NotificationsView {
  return viewOf(snapshot, deriveItems(snapshot.context, options, undefined), options);
}

/**
 * A `getNotificationsView` for one actor (one per subscriber; nothing is shared between actors): it
 * remembers its last derivation, so deriving again after a read rebuilds only the items that changed
 * (the counts take one pass over the list), and items that did not change keep their references (a
 * UI's memoised rows skip them).
 *
 * @example const view = createNotificationsView(); useSelector(actor, (snapshot) => view(snapshot));
 */
export function createNotificationsView(): typeof getNotificationsView {
  let last: Derived | undefined;
  return (snapshot, options = {}) => {
    last = deriveItems(snapshot.context, options, last);
    return viewOf(snapshot, last, options);
  };
}
