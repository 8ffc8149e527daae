import type { SnapshotFrom } from 'xstate';
import type { FlowError } from '../shared/errors';
import { describeError, type ViewError, type ViewOptions } from '../shared/messages';
import { type PagedListState, pagedListStatus } from '../shared/paged-list';
import type { Notification, NotificationTarget } from '../shared/port';
import { safeWebViewUrl } from '../shared/web-view-policy';
import type { notificationsMachine } from './notifications.machine';
import type { NotificationItemView, NotificationsContext, NotificationsView } from './notifications.types';
import { addedSince } from './read-queue';

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
  const url = safeWebViewUrl(target.url, context.webViewPolicy ?? {});
  return url ? { kind: 'link', url } : { kind: 'text' };
}

/**
 * The derived items of one context, with what the next derivation from it needs to rebuild only the
 * items whose read marks changed. It belongs to one `createNotificationsView()` (one actor's): the next
 * derivation takes over its sets.
 */
interface Derived {
  context: NotificationsContext;
  options: NotificationsViewOptions;
  items: NotificationItemView[];
  unread: number;
  marks: Marks;
  /** Where each loaded item is, by id: built when a read first changes this list, then kept with it. */
  positions?: ReadonlyMap<string, number>;
}

/** The read marks of one context, as sets. */
interface Marks {
  pending: Set<string>;
  read: Set<string>;
  refused: ReadonlyMap<string, FlowError>;
}

const refusalsOf = (context: NotificationsContext): ReadonlyMap<string, FlowError> =>
  new Map(context.refusedReads.map((refusal) => [refusal.id, refusal.error]));

function marksOf(context: NotificationsContext): Marks {
  return {
    pending: new Set(context.pendingReads),
    read: new Set(context.readIds),
    refused: refusalsOf(context),
  };
}

/** The marks of a context and the ids whose marks may differ from the last derivation's. */
interface MarksChange {
  marks: Marks;
  changed: ReadonlySet<string>;
}

/**
 * The marks of `context` from those of the last derivation of the same list, and the ids whose marks
 * may differ: a read adds its id to the sets taken over from `last`, it does not copy the queues.
 */
function marksAfter(last: Derived, context: NotificationsContext): MarksChange {
  const before = last.context;
  const changed = new Set<string>();
  const follow = (set: Set<string>, from: readonly string[], ids: readonly string[]) => {
    if (ids === from) return set;
    const added = addedSince(from, ids);
    for (const id of added ?? [...from, ...ids]) changed.add(id);
    if (!added) return new Set(ids);
    for (const id of added) set.add(id);
    return set;
  };
  const pending = follow(last.marks.pending, before.pendingReads, context.pendingReads);
  const read = follow(last.marks.read, before.readIds, context.readIds);
  let { refused } = last.marks;
  if (before.refusedReads !== context.refusedReads) {
    for (const { id } of [...before.refusedReads, ...context.refusedReads]) changed.add(id);
    refused = refusalsOf(context);
  }
  return { marks: { pending, read, refused }, changed };
}

function itemView(
  item: Notification,
  context: NotificationsContext,
  { pending: pendingIds, read, refused }: Marks,
  options: NotificationsViewOptions,
): NotificationItemView {
  const pending = pendingIds.has(item.id);
  const view: NotificationItemView = {
    id: item.id,
    type: item.type,
    text: item.text,
    target: targetOf(item, context),
    createdAt: item.createdAt,
    isRead: item.isRead || pending || read.has(item.id),
    readPending: pending,
  };
  if (item.link !== undefined) view.link = item.link;
  const error = refused.get(item.id);
  if (error && !view.isRead) view.readError = describeError(error, options);
  return view;
}

function positionsOf(items: readonly Notification[]): ReadonlyMap<string, number> {
  return new Map(items.map((item, at) => [item.id, at]));
}

/**
 * The item views of `context`: from scratch, or from `last` (the previous derivation of the same
 * loaded list, language and policy) rebuilding only the items whose read marks changed, found by id.
 * Nothing is patched: a changed item gets a new array, the rest keep their references.
 */
function deriveItems(
  context: NotificationsContext,
  options: NotificationsViewOptions,
  last: Derived | undefined,
): Derived {
  const { items } = context.list;
  if (
    !last ||
    last.context.list.items !== items ||
    last.options.messages !== options.messages ||
    last.context.webViewPolicy !== context.webViewPolicy
  ) {
    const marks = marksOf(context);
    const views = items.map((item) => itemView(item, context, marks, options));
    const unread = views.filter((item) => !item.isRead).length;
    return { context, options, items: views, unread, marks };
  }
  if (last.context === context) return last;
  const { marks, changed } = marksAfter(last, context);
  if (!changed.size) return { ...last, context, options, marks };
  const positions = last.positions ?? positionsOf(items);
  let { unread } = last;
  let views = last.items;
  for (const id of changed) {
    const at = positions.get(id);
    // `positions` indexes these very items, so an id found has its item and its view.
    if (at === undefined) continue;
    const after = itemView(items[at] as Notification, context, marks, options);
    unread += Number((views[at] as NotificationItemView).isRead) - Number(after.isRead);
    if (views === last.items) views = views.slice();
    views[at] = after;
  }
  return { context, options, items: views, unread, marks, positions };
}

function viewOf(
  snapshot: SnapshotFrom<typeof notificationsMachine>,
  { items, unread }: Derived,
  options: NotificationsViewOptions,
): NotificationsView {
  const { context } = snapshot;
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
  if (context.optionsError) view.optionsError = errorView(context.optionsError, options);
  return view;
}

/**
 * What a UI renders for the notifications flow: every item read as the user should see it, with its
 * target, the unread count (always the unread items shown), the list state and the errors described
 * from the message table. A pure function of its arguments, derived whole on every call; a UI that
 * derives views again and again for one actor uses `createNotificationsView()`.
 *
 * @example
 * const view = getNotificationsView(actor.getSnapshot(), { messages: th });
 * badge.textContent = String(view.unreadCount);
 */
export function getNotificationsView(
  snapshot: SnapshotFrom<typeof notificationsMachine>,
  options: NotificationsViewOptions = {},
): NotificationsView {
  return viewOf(snapshot, deriveItems(snapshot.context, options, undefined), options);
}

/**
 * A `getNotificationsView` for one actor (one per subscriber; nothing is shared between actors): it
 * remembers its last derivation, so deriving again after a read costs what changed, not the list, and
 * items that did not change keep their references (a UI's memoised rows skip them).
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
