import type { NotificationsView } from './notifications.types';

/** What a badge shows: the unread items loaded, and whether that is all of them. */
export interface UnreadCount {
  /** Unread items among those loaded (reads sent or waiting count as read). */
  count: number;
  /**
   * Whether `count` is every unread item: true once the last page has loaded (the view's
   * `allLoaded`, which a refresh keeps). The service gives no total, so while unloaded pages may hold
   * more it is false (a badge shows "25+").
   */
  complete: boolean;
}

/**
 * The badge's count from a notifications view: a pure pick, so a binding's selector re-renders the
 * badge only when the count or its completeness changes.
 *
 * @example const { count, complete } = unreadCountOf(getNotificationsView(actor.getSnapshot()));
 */
export function unreadCountOf(view: Pick<NotificationsView, 'unreadCount' | 'allLoaded'>): UnreadCount {
  return { count: view.unreadCount, complete: view.allLoaded };
}
