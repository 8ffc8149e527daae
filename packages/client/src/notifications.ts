import { isSendableNotificationId } from '@loyalty-flows/domain';
import { listPage } from './list-page';
import { toNotification } from './map-notification';
import type { Send } from './transport';
import type { Notification, NotificationListQuery } from './types';
import { checked } from './validate';

/** `client.notifications`: the list and the read operation. */
export interface NotificationsResource {
  /** One page of notifications, read and unread (or only unread with `mode: 'new'`). */
  list(query?: NotificationListQuery): Promise<Notification[]>;
  /** Marks the ids read in one request (`ids=a,b,c`). An empty list sends nothing. */
  read(ids: readonly string[]): Promise<void>;
}

/** Builds {@link NotificationsResource} over `send`; dates are read in `timeZone`, arrivals on `now`. */
export function notificationsResource(
  send: Send,
  timeZone: string,
  now: () => number,
): NotificationsResource {
  return {
    list: ({ mode, skip, top, sortBy } = {}) =>
      listPage(
        send,
        'notifications.list',
        '/api/noti/',
        { mode: mode === 'new' ? mode : undefined, skip, top, sortBy },
        (wire) => toNotification(wire, timeZone),
        now,
      ),
    async read(ids) {
      const operation = 'notifications.read';
      // N6: the wire takes one comma-separated field, so an id holding a comma could not be sent whole.
      const sendable = [...ids].map((id) => checked(operation, 'ids', id, isSendableNotificationId));
      if (sendable.length === 0) return;
      await send({ operation, method: 'POST', path: '/api/noti/read', form: { ids: sendable.join(',') } });
    },
  };
}
