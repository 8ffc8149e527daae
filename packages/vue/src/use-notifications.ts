import {
  followBrowserState,
  getNotificationsView,
  type NotificationsInput,
  type NotificationsView,
  notificationsCommands,
  notificationsMachine,
} from '@loyalty-flows/core';
import { onMounted, onScopeDispose } from 'vue';
import { type Select, useFlowActor, useFlowView } from './use-flow';

/** Options of {@link useNotifications}: the machine's input without the client. */
export type UseNotificationsOptions = Omit<NotificationsInput, 'client'>;

/**
 * The notifications: the view (or a pick of it) as a ref, and its commands. The browser's
 * online/offline and the page's visibility reach the machine.
 *
 * @example
 * const { view, read } = useNotifications({ pollIntervalMs: 60_000 });
 * // <span>{{ view.unreadCount }}</span>
 */
export function useNotifications<TPicked = NotificationsView>(
  options: UseNotificationsOptions = {},
  select?: Select<NotificationsView, TPicked>,
) {
  const actorRef = useFlowActor(notificationsMachine, ({ client }) => ({ ...options, client }));
  let unfollow: (() => void) | undefined;
  onMounted(() => {
    unfollow = followBrowserState(actorRef);
  });
  onScopeDispose(() => unfollow?.());
  return {
    view: useFlowView(actorRef, getNotificationsView, select),
    ...notificationsCommands(actorRef),
    actorRef,
  };
}
