/**
 * Notification types as the wire names them (`ObjectType`, lower case); `other` for any other
 * (docs/wire-format.md, N2).
 */
export type NotificationType =
  | 'campaign'
  | 'cat'
  | 'event'
  | 'link'
  | 'message'
  | 'dashboard'
  | 'comment'
  | 'badge'
  | 'earn'
  | 'other';

/**
 * What opening a notification leads to: a campaign or a category (by id), a link (to open under
 * the web-view policy), or nothing but its text.
 */
export type NotificationTarget =
  | { kind: 'campaign'; campaignId: string }
  | { kind: 'category'; categoryId: string }
  | { kind: 'link'; url: string }
  | { kind: 'text' };

/**
 * Where a notification of `type` opens (docs/wire-format.md, N4): campaign and event → the
 * campaign, cat → the category, link → the URL; every other type, or one whose id or URL is
 * missing, → its text only.
 *
 * @example
 * ```ts
 * notificationTarget('cat', { categoryId: '12' }); // { kind: 'category', categoryId: '12' }
 * notificationTarget('badge', {}); // { kind: 'text' }
 * ```
 */
export function notificationTarget(
  type: NotificationType,
  about: { campaignId?: string; categoryId?: string; url?: string },
): NotificationTarget {
  const { campaignId, categoryId, url } = about;
  if ((type === 'campaign' || type === 'event') && campaignId) return { kind: 'campaign', campaignId };
  if (type === 'cat' && categoryId) return { kind: 'category', categoryId };
  if (type === 'link' && url) return { kind: 'link', url };
  return { kind: 'text' };
}

/** One notification. */
export interface Notification {
  /** The `RowKey`: what the read operation takes. */
  id: string;
  type: NotificationType;
  isRead: boolean;
  /** Epoch ms (a true instant). */
  createdAt: number;
  /** The text to show (empty when the notification carries none). */
  text: string;
  /** Where opening it leads. */
  target: NotificationTarget;
  /** The campaign it is about, when it names one. */
  campaignId?: string;
  /** The category it is about, when it names one. */
  categoryId?: string;
  /** The URL of a link notification (the same as a `link` target's `url`). */
  link?: string;
}
