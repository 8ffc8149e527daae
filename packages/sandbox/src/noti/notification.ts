import type { NotificationType } from '@loyalty-flows/domain';
import { type WireContext, wireDate } from '../wire/wire-context';

/** `ObjectType` values the seed sends (lower case on the wire, docs/wire-format.md N2). */
export type NotificationObjectType = Exclude<NotificationType, 'other'>;

/** One notification as the sandbox keeps it (times in epoch ms, true instants). */
export interface StoredNotification {
  rowKey: string;
  partitionKey: string;
  objectType: NotificationObjectType;
  isRead: boolean;
  createTime: number;
  expireDate: number | null;
  imagePath: string;
  /** The campaign it is about (campaign, event), else `null`. */
  objectCampaignId: number | null;
  /** The category it is about (cat, and a campaign's category), else `null`. */
  objectCategoryId: number | null;
  /** The type-specific payload, already in wire casing (N3). */
  object: Record<string, string | number>;
  /** Whether `IsRead` is spelled `1` / `0` (T7). */
  looseTypes: boolean;
  /** For a link: the path of the sandbox page it points at, sent as `Object.url`. */
  linkPath?: string;
}

/**
 * The notification on the wire (N2): PascalCase keys, `ObjectType` lower case, dates in the
 * service's wall-clock epoch seconds (T8; 0 when not set, T7), ids 0 when not set, the text only
 * inside `Object` (no top-level `Message`, N3).
 */
export function toNotificationWire(notification: StoredNotification, { timeZone, origin }: WireContext) {
  const { linkPath } = notification;
  return {
    RowKey: notification.rowKey,
    PartitionKey: notification.partitionKey,
    ObjectType: notification.objectType,
    IsRead: notification.looseTypes ? Number(notification.isRead) : notification.isRead,
    CreateTime: wireDate(notification.createTime, timeZone),
    ExpireDate: wireDate(notification.expireDate, timeZone),
    ImagePath: notification.imagePath,
    // The storage row's own change time: an ISO instant, not a service date.
    Timestamp: new Date(notification.createTime).toISOString(),
    ObjectCampaignId: notification.objectCampaignId ?? 0,
    ObjectCategoryId: notification.objectCategoryId ?? 0,
    Object:
      linkPath === undefined ? notification.object : { ...notification.object, url: `${origin}${linkPath}` },
  };
}
