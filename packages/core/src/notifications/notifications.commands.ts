import type { NotificationMode } from '../shared/port';
import type { NotificationsEvent } from './notifications.types';

/**
 * The notifications flow's commands for an actor, as the bindings hand them to components.
 *
 * @example const { read, readAll } = notificationsCommands(actor); read(item.id);
 */
export function notificationsCommands(actor: { send(event: NotificationsEvent): void }) {
  return {
    read: (...ids: string[]) => actor.send({ type: 'NOTIFICATIONS.READ', ids }),
    readAll: () => actor.send({ type: 'NOTIFICATIONS.READ_ALL' }),
    setMode: (mode: NotificationMode) => actor.send({ type: 'NOTIFICATIONS.SET_MODE', mode }),
    loadMore: () => actor.send({ type: 'NOTIFICATIONS.LOAD_MORE' }),
    refresh: () => actor.send({ type: 'NOTIFICATIONS.REFRESH' }),
  };
}
