import type { NotificationsView, UnreadCount } from './notifications.types';

export type { UnreadCount } from './notifications.types';

/**
 * The badge's count from a notifications view (its `unreadBadge`: the first page's unread items, which
 * paging never changes): a pure pick, so a binding's selector re-renders the badge only when the count
 * or its completeness changes.
 *
 * @example const { count, complete } = unreadCountOf(getNotificationsView(actor.getSnapshot()));
 */
export function unreadCountOf(view: Pick<NotificationsView, 'unreadBadge'>): UnreadCount {
  return view.unreadBadge;
}
