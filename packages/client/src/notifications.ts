import { isSendableNotificationId } from '@loyalty-flows/domain';
import { toNotification } from './map-notification';
import type { Settings } from './options';
import { records } from './redemptions';
import type { Send } from './transport';
import type { Notification, NotificationListQuery } from './types';
import { checked, count } from './validate';

/** `client.notifications`: the list and the read operation. */
export interface NotificationsResource {
  /** One page of notifications, read and unread (or only unread with `mode: 'new'`). */
  list(query?: NotificationListQuery): Promise<Notification[]>;
  /** Marks the ids read in one request (`ids=a,b,c`). An empty list sends nothing. */
  read(ids: readonly string[]): Promise<void>;
}

/** Builds {@link NotificationsResource} over `send`. */
export function notificationsResource(send: Send, settings: Settings): NotificationsResource {
  return {
    async list(query = {}) {
      const operation = 'notifications.list';
      const params = {
        mode: query.mode === 'new' ? 'new' : undefined,
        skip: count(operation, 'skip', query.skip, 0),
        top: count(operation, 'top', query.top, 1, 100),
        sortBy: query.sortBy,
      };
      const body = await send({
        operation,
        method: 'GET',
        path: '/api/noti/',
        query: params,
        retryable: true,
      });
      return records(body).map((wire) => toNotification(wire, settings.timeZone));
    },
    async read(ids) {
      const operation = 'notifications.read';
      // N6: the wire takes one comma-separated field, so an id holding a comma could not be sent whole.
      const sendable = [...ids].map((id) => checked(operation, 'ids', id, isSendableNotificationId));
      if (sendable.length === 0) return;
      await send({ operation, method: 'POST', path: '/api/noti/read', form: { ids: sendable.join(',') } });
    },
  };
}
