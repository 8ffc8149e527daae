import { bool, epochMs, object, text } from './loose';
import type { Notification, NotificationType } from './types';

const types = new Set<NotificationType>(['campaign', 'cat', 'event', 'link', 'message', 'dashboard']);

/** Maps one notification from the wire (`ObjectType` is lower case there; `Object` is type-specific). */
export function toNotification(wire: Record<string, unknown>): Notification {
  const wireType = String(wire.ObjectType ?? '').toLowerCase() as NotificationType;
  const payload = object(wire.Object) ?? {};
  return {
    id: String(wire.RowKey ?? ''),
    type: types.has(wireType) ? wireType : 'other',
    isRead: bool(wire.IsRead),
    createdAt: epochMs(wire.CreateTime) ?? 0,
    text: text(payload.message) ?? text(payload.Name) ?? text(wire.Message) ?? '',
    link: text(payload.url),
    raw: wire,
  };
}
