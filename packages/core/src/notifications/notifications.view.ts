import type { SnapshotFrom } from 'xstate';
import type { FlowError } from '../shared/errors';
import { describeError, type ViewError, type ViewOptions } from '../shared/messages';
import { type PagedListState, pagedListStatus } from '../shared/paged-list';
import type { Notification, NotificationTarget } from '../shared/port';
import { safeWebViewUrl } from '../shared/web-view-policy';
import type { notificationsMachine } from './notifications.machine';
import type { NotificationItemView, NotificationsContext, NotificationsView } from './notifications.types';
import { addedSince, idSet, indexOf } from './read-queue';

/** What the view options add for the notifications flow: the clock reading for "retry in n s". */
export interface NotificationsViewOptions extends ViewOptions {
  /** Epoch ms; with it, a 429's error carries `params.seconds` until the retry. */
  now?: number;
}

function errorView(error: FlowError, options: NotificationsViewOptions): ViewError {
  const { retryAt } = error;
  const { now } = options;
  return describeError(
    error,
    options,
    retryAt !== undefined && now !== undefined
      ? { seconds: Math.max(0, Math.ceil((retryAt - now) / 1000)) }
      : {},
  );
}

function targetOf(item: Notification, context: NotificationsContext): NotificationTarget {
  const target: NotificationTarget = item.target ?? { kind: 'text' };
  if (target.kind !== 'link') return target;
  const url = safeWebViewUrl(target.url, context.webView ?? {});
  return url ? { kind: 'link', url } : { kind: 'text' };
}

/** The derived items of one list, kept so that the next derivation touches only the reads that changed. */
interface Derived {
  context: NotificationsContext;
  options: NotificationsViewOptions;
  views: NotificationItemView[];
  items: NotificationItemView[];
  unread: number;
}

const derived = new WeakMap<readonly Notification[], Derived>();

function itemView(
  item: Notification,
  context: NotificationsContext,
  refused: ReadonlyMap<string, FlowError>,
  options: NotificationsViewOptions,
): NotificationItemView {
  const pending = idSet(context.pendingReads).has(item.id);
  const view: NotificationItemView = {
    id: item.id,
    type: item.type,
    text: item.text,
    target: targetOf(item, context),
    createdAt: item.createdAt,
    isRead: item.isRead || pending || idSet(context.readIds).has(item.id),
    readPending: pending,
  };
  if (item.link !== undefined) view.link = item.link;
  const error = refused.get(item.id);
  if (error && !view.isRead) view.readError = describeError(error, options);
  return view;
}

/** The ids whose marks may differ between two contexts of the same list. */
function changedIds(before: NotificationsContext, after: NotificationsContext): Iterable<string> {
  const changed = new Set<string>();
  for (const key of ['pendingReads', 'readIds'] as const) {
    if (before[key] === after[key]) continue;
    for (const id of addedSince(before[key], after[key]) ?? [...before[key], ...after[key]]) changed.add(id);
  }
  if (before.refusedReads !== after.refusedReads)
    for (const { id } of [...before.refusedReads, ...after.refusedReads]) changed.add(id);
  return changed;
}

function deriveItems(context: NotificationsContext, options: NotificationsViewOptions): Derived {
  const { items } = context.list;
  const last = derived.get(items);
  const refused = new Map(context.refusedReads.map((refusal) => [refusal.id, refusal.error]));
  if (!last || last.options.messages !== options.messages || last.context.webView !== context.webView) {
    const views = items.map((item) => itemView(item, context, refused, options));
    const unread = views.filter((item) => !item.isRead).length;
    const result = { context, options, views, items: views.slice(), unread };
    derived.set(items, result);
    return result;
  }
  if (last.context === context) return last;
  const index = indexOf(items);
  let { unread } = last;
  let touched = false;
  for (const id of changedIds(last.context, context)) {
    const at = index.get(id);
    const item = at === undefined ? undefined : items[at];
    if (at === undefined || !item) continue;
    const before = last.views[at];
    const after = itemView(item, context, refused, options);
    unread += Number(!after.isRead) - Number(before ? !before.isRead : 0);
    last.views[at] = after;
    touched = true;
  }
  const result = {
    context,
    options,
    views: last.views,
    items: touched ? last.views.slice() : last.items,
    unread,
  };
  derived.set(items, result);
  return result;
}

/**
 * What a UI renders for the notifications flow: every item read as the user should see it, with its
 * target, the unread count (always the unread items shown), the list state and the errors described
 * from the message table. Deriving it again after a read costs what changed, not the list: item views
 * are kept per loaded list and only the items whose read changed are rebuilt.
 *
 * @example
 * const view = getNotificationsView(actor.getSnapshot(), { messages: th });
 * badge.textContent = String(view.unreadCount);
 */
export function getNotificationsView(
  snapshot: SnapshotFrom<typeof notificationsMachine>,
  options: NotificationsViewOptions = {},
): NotificationsView {
  const { context } = snapshot;
  const { items, unread } = deriveItems(context, options);
  const listState: PagedListState = snapshot.value.list;
  const { error, canLoadMore } = pagedListStatus(listState, context.list);
  const view: NotificationsView = {
    items,
    unreadCount: unread,
    listState,
    canLoadMore,
    mode: context.mode,
    pendingReads: context.pendingReads.length,
  };
  if (error) view.listError = errorView(error, options);
  if (context.readError) view.readError = errorView(context.readError, options);
  return view;
}
