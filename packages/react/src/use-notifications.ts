import {
  getNotificationsView,
  type NotificationMode,
  type NotificationsInput,
  type NotificationsView,
  notificationsMachine,
} from '@loyalty-flows/core';
import { useEffect } from 'react';
import { type Select, useFlowActor, useFlowView } from './use-flow';

/** Options of {@link useNotifications}: the machine's input without the client. */
export type UseNotificationsOptions = Omit<NotificationsInput, 'client'>;

/**
 * The notifications: the view (or a pick of it) and its commands. The browser's online/offline and
 * the page's visibility reach the machine (queued reads flush on reconnect; polling pauses while hidden).
 *
 * @example
 * const inbox = useNotifications({ pollIntervalMs: 60_000 });
 * <span aria-label="unread">{inbox.view.unreadCount}</span>
 */
export function useNotifications<TPicked = NotificationsView>(
  options: UseNotificationsOptions = {},
  select?: Select<NotificationsView, TPicked>,
) {
  const actorRef = useFlowActor(notificationsMachine, ({ client }) => ({ ...options, client }));
  useEffect(() => {
    const online = () =>
      actorRef.send({ type: navigator.onLine ? 'NOTIFICATIONS.ONLINE' : 'NOTIFICATIONS.OFFLINE' });
    const visibility = () =>
      actorRef.send({ type: document.hidden ? 'NOTIFICATIONS.HIDDEN' : 'NOTIFICATIONS.VISIBLE' });
    const events = [
      [window, 'online', online],
      [window, 'offline', online],
      [document, 'visibilitychange', visibility],
    ] as const;
    for (const [target, name, listener] of events) target.addEventListener(name, listener);
    return () => {
      for (const [target, name, listener] of events) target.removeEventListener(name, listener);
    };
  }, [actorRef]);
  return {
    view: useFlowView(actorRef, getNotificationsView, select),
    read: (...ids: string[]) => actorRef.send({ type: 'NOTIFICATION.READ', ids }),
    readAll: () => actorRef.send({ type: 'NOTIFICATIONS.READ_ALL' }),
    setMode: (mode: NotificationMode) => actorRef.send({ type: 'NOTIFICATIONS.SET_MODE', mode }),
    loadMore: () => actorRef.send({ type: 'NOTIFICATIONS.LOAD_MORE' }),
    refresh: () => actorRef.send({ type: 'NOTIFICATIONS.REFRESH' }),
    actorRef,
  };
}
