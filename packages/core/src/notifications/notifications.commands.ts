import type { NotificationMode } from '../shared/port';
import type { NotificationsEvent } from './notifications.types';

/**
 * The notifications flow's commands for an actor, as the bindings hand them to components.
 *
 * @example const { read, readAll } = notificationsCommands(actor); read(item.id);
 */
export function notificationsCommands(actor: { send(event: NotificationsEvent): void }) {
  return {
    read: (...ids: string[]) => actor.send({ type: 'NOTIFICATION.READ', ids }),
    readAll: () => actor.send({ type: 'NOTIFICATIONS.READ_ALL' }),
    setMode: (mode: NotificationMode) => actor.send({ type: 'NOTIFICATIONS.SET_MODE', mode }),
    loadMore: () => actor.send({ type: 'NOTIFICATIONS.LOAD_MORE' }),
    refresh: () => actor.send({ type: 'NOTIFICATIONS.REFRESH' }),
  };
}

/**
 * Tells the actor about the browser's connection and the page's visibility until the returned
 * function is called (queued reads flush on reconnect; polling pauses while hidden).
 */
export function followBrowserState(actor: { send(event: NotificationsEvent): void }): () => void {
  const online = () =>
    actor.send({ type: navigator.onLine ? 'NOTIFICATIONS.ONLINE' : 'NOTIFICATIONS.OFFLINE' });
  const visibility = () =>
    actor.send({ type: document.hidden ? 'NOTIFICATIONS.HIDDEN' : 'NOTIFICATIONS.VISIBLE' });
  window.addEventListener('online', online);
  window.addEventListener('offline', online);
  document.addEventListener('visibilitychange', visibility);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', online);
    document.removeEventListener('visibilitychange', visibility);
  };
}
