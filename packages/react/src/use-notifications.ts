import {
  followBrowserState,
  getNotificationsView,
  type NotificationsInput,
  type NotificationsView,
  notificationsCommands,
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
  useEffect(() => followBrowserState(actorRef), [actorRef]);
  return {
    view: useFlowView(actorRef, getNotificationsView, select),
    ...notificationsCommands(actorRef),
    actorRef,
  };
}
