import type { Notification } from '../shared/port';
import type { NotificationsContext } from './notifications.types';

/** The ids whose read is not confirmed yet: queued or on their way. */
export function pendingIds(context: NotificationsContext): Set<string> {
  return new Set([...context.queuedIds, ...context.sendingIds]);
}

/** Whether the user sees `item` read: the service says so, accepted it this session, or it is pending. */
export function seenRead(item: Notification, pending: Set<string>, accepted: Set<string>): boolean {
  return item.isRead || pending.has(item.id) || accepted.has(item.id);
}

/**
 * The queue after the user read `ids`: each id once, none that is already read, accepted or pending
 * (so they send nothing).
 */
export function queueReads(context: NotificationsContext, ids: readonly string[]): string[] {
  const pending = pendingIds(context);
  const accepted = new Set(context.acceptedIds);
  const alreadyRead = new Set(context.list.items.filter((item) => item.isRead).map((item) => item.id));
  const queued = [...context.queuedIds];
  for (const id of ids) {
    if (typeof id !== 'string' || id === '' || pending.has(id) || accepted.has(id) || alreadyRead.has(id))
      continue;
    pending.add(id);
    queued.push(id);
  }
  return queued;
}

/** The unread items loaded now: what "read all" reads (later arrivals stay unread). */
export function unreadIds(context: NotificationsContext): string[] {
  const pending = pendingIds(context);
  const accepted = new Set(context.acceptedIds);
  return context.list.items.filter((item) => !seenRead(item, pending, accepted)).map((item) => item.id);
}

/** Backoff before retry number `retries` (1-based): doubling from the base, capped. */
export function backoffMs(context: NotificationsContext): number {
  const { baseDelayMs, maxDelayMs } = context.retry;
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, context.retries - 1));
}
