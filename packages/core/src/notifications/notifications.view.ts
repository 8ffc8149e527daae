import type { SnapshotFrom } from 'xstate';
import { type PagedListState, pagedListStatus } from '../shared/paged-list';
import type { notificationsMachine } from './notifications.machine';
import type { NotificationItemView, NotificationsView } from './notifications.types';
import { pendingIds, seenRead } from './read-queue';

/**
 * What a UI renders for the notifications flow: every item read as the user should see it, the
 * unread count (always the unread items shown), the list state and the last errors. Linear in the
 * number of items.
 *
 * @example
 * const view = getNotificationsView(actor.getSnapshot());
 * badge.textContent = String(view.unreadCount);
 */
export function getNotificationsView(snapshot: SnapshotFrom<typeof notificationsMachine>): NotificationsView {
  const { context } = snapshot;
  const pending = pendingIds(context);
  const accepted = new Set(context.acceptedIds);
  let unreadCount = 0;
  const items = context.list.items.map((item): NotificationItemView => {
    const isRead = seenRead(item, pending, accepted);
    if (!isRead) unreadCount += 1;
    const view: NotificationItemView = {
      id: item.id,
      type: item.type,
      text: item.text,
      createdAt: item.createdAt,
      isRead,
      readPending: pending.has(item.id),
    };
    if (item.link !== undefined) view.link = item.link;
    return view;
  });
  const listState: PagedListState = snapshot.value.list;
  const { error, canLoadMore } = pagedListStatus(listState, context.list);
  const view: NotificationsView = {
    items,
    unreadCount,
    listState,
    canLoadMore,
    mode: context.mode,
    pendingReads: pending.size,
  };
  if (error) view.listError = error;
  if (context.readError) view.readError = context.readError;
  return view;
}
