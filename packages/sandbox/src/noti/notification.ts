import { toEpochSeconds } from '../state/clock';

/** `ObjectType` values on the wire: the contract's six types, plus one it does not name. */
export type NotificationObjectType =
  | 'campaign'
  | 'cat'
  | 'event'
  | 'link'
  | 'message'
  | 'dashboard'
  | 'point';

/** One notification as the sandbox keeps it (times in epoch ms). */
export interface StoredNotification {
  rowKey: string;
  partitionKey: string;
  objectType: NotificationObjectType;
  isRead: boolean;
  createTime: number;
  expireDate: number | null;
  imagePath: string;
  /** The display text. */
  message: string;
  /** The type-specific payload, already in wire casing (wire-notes.md, "Notifications"). */
  object: Record<string, string | number>;
}

/** The notification on the wire (PascalCase, dates in epoch seconds). */
export function toNotificationWire(notification: StoredNotification) {
  return {
    RowKey: notification.rowKey,
    PartitionKey: notification.partitionKey,
    ObjectType: notification.objectType,
    IsRead: notification.isRead,
    CreateTime: toEpochSeconds(notification.createTime),
    ExpireDate: notification.expireDate === null ? null : toEpochSeconds(notification.expireDate),
    ImagePath: notification.imagePath,
    Message: notification.message,
    Object: notification.object,
  };
}
