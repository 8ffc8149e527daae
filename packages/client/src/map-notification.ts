import { type NotificationType, notificationTarget } from '@loyalty-flows/domain';
import { bool, object, serviceDate, text } from './loose';
import type { Notification } from './types';

const types = /^(campaign|cat|event|link|message|dashboard|comment|badge|earn)$/;

/** An id, or `undefined` for a missing, empty or 0 one. */
function id(value: unknown): string | undefined {
  const read = text(value);
  return read === '0' ? undefined : read;
}

/**
 * Maps one notification from the wire (docs/wire-format.md, N2–N4): `ObjectType` is lower case,
 * `Object` is type-specific — `message` (link, message, dashboard), `Message` (comment), lower-case
 * `name` (badge), `Name` (campaign, cat, event).
 */
export function toNotification(wire: Record<string, unknown>, timeZone: string): Notification {
  const wireType = String(wire.ObjectType ?? '').toLowerCase();
  const type = (types.test(wireType) ? wireType : 'other') as NotificationType;
  const payload = object(wire.Object) ?? {};
  const campaignId =
    id(wire.ObjectCampaignId) ?? (type === 'campaign' || type === 'event' ? id(payload.ID) : undefined);
  const categoryId = id(wire.ObjectCategoryId) ?? id(type === 'cat' ? payload.ID : payload.CategoryId);
  const link = text(payload.url);
  return {
    id: String(wire.RowKey ?? ''),
    type,
    isRead: bool(wire.IsRead),
    createdAt: serviceDate(wire.CreateTime, timeZone) ?? 0,
    text: text(payload.message) ?? text(payload.Message) ?? text(payload.name) ?? text(payload.Name) ?? '',
    target: notificationTarget(type, { campaignId, categoryId, url: link }),
    campaignId,
    categoryId,
    link,
    raw: wire,
  };
}
