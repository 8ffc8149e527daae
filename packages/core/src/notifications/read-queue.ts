import { isSendableNotificationId } from '@loyalty-flows/domain';
import { type FlowError, isTransient } from '../shared/errors';
import type { Notification } from '../shared/port';
import type { NotificationsContext } from './notifications.types';

/** Most ids one read request carries; the rest go in the next one. */
export const maxBatch = 100;

/** The ids of `ids` whose loaded item the service already shows read: one pass over the list, no index kept. */
function shownRead(items: readonly Notification[], ids: ReadonlySet<string>): Set<string> {
  const read = new Set<string>();
  for (const item of items) if (item.isRead && ids.has(item.id)) read.add(item.id);
  return read;
}

/**
 * The ids appended to `from` to make `ids` (a queue only grows by appends between two reads), or
 * `undefined` when `ids` is not `from` with ids after it (something was taken out or reordered).
 */
export function addedSince(from: readonly string[], ids: readonly string[]): readonly string[] | undefined {
  if (ids.length < from.length || from.some((id, at) => ids[at] !== id)) return undefined;
  return ids.slice(from.length);
}

/**
 * The reads after the user read `ids`: each id once, none already read by the service, accepted or
 * pending (they send nothing). An id the client cannot send is refused at once, so it never sinks a
 * batch of good reads. A refused id read again is tried again. One pass over the loaded list and the
 * queues, with nothing kept between calls.
 */
export function queueReads(
  context: NotificationsContext,
  ids: readonly string[],
): Pick<NotificationsContext, 'pendingReads' | 'refusedReads'> {
  const pending = new Set(context.pendingReads);
  const read = new Set(context.readIds);
  const shown = shownRead(context.list.items, new Set(ids));
  const added = new Set<string>();
  let { refusedReads } = context;
  for (const id of ids) {
    if (typeof id !== 'string' || id === '' || pending.has(id) || read.has(id) || added.has(id)) continue;
    if (shown.has(id)) continue;
    refusedReads = refusedReads.filter((refusal) => refusal.id !== id);
    if (isSendableNotificationId(id)) added.add(id);
    else refusedReads = [...refusedReads, { id, error: { kind: 'invalid_input' } }];
  }
  return {
    pendingReads: added.size ? [...context.pendingReads, ...added] : context.pendingReads,
    refusedReads,
  };
}

/**
 * The waiting reads after a page arrived: those it shows the service has applied are dropped, so a
 * read sent before a reload and restored after it is not sent again. Reads on the wire stay theirs.
 */
export function withoutApplied(
  context: NotificationsContext,
  page: readonly Notification[],
): Pick<NotificationsContext, 'pendingReads' | 'soloIds'> {
  const pending = new Set(context.pendingReads);
  const sending = new Set(context.sendingIds);
  const applied = page.filter((item) => item.isRead && pending.has(item.id) && !sending.has(item.id));
  const { pendingReads, soloIds } = context;
  if (!applied.length) return { pendingReads, soloIds };
  const ids = applied.map((item) => item.id);
  return { pendingReads: without(pendingReads, ids), soloIds: without(soloIds, ids) };
}

/**
 * The reads of `ids` this page is not done with: those the service has not accepted or refused, and its
 * list does not show read. Built with one pass over each queue and the list.
 */
export function unsettledReads(context: NotificationsContext, ids: readonly string[]): string[] {
  const settled = shownRead(context.list.items, new Set(ids));
  for (const id of context.readIds) settled.add(id);
  for (const { id } of context.refusedReads) settled.add(id);
  return ids.filter((id) => !settled.has(id));
}

/** `ids` without those in `gone`. */
export function without(ids: readonly string[], gone: readonly string[]): string[] {
  const set = new Set(gone);
  return ids.filter((id) => !set.has(id));
}

/** The unread items loaded now: what "read all" reads (later arrivals stay unread). */
export function unreadIds(context: NotificationsContext): string[] {
  const pending = new Set(context.pendingReads);
  const read = new Set(context.readIds);
  return context.list.items
    .filter((item) => !item.isRead && !pending.has(item.id) && !read.has(item.id))
    .map((item) => item.id);
}

/** Backoff before the next attempt after `retries` failures in a row: doubling from the base, capped. */
export function backoffMs(context: NotificationsContext): number {
  const { baseDelayMs, maxDelayMs } = context.retry;
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, context.retries - 1));
}

/** A failure worth waiting out: the network, a timeout, a gateway, a 5xx, or a 429 (after its `Retry-After`). */
export function isPassing(error: FlowError): boolean {
  return isTransient(error) || error.kind === 'rate_limited';
}

/** A 2xx whose body could not be read: for a read, the status is the answer, and it is success. */
export function isReadAnswered(error: FlowError): boolean {
  return error.kind === 'parse' && (error.status ?? 0) >= 200 && (error.status ?? 0) < 300;
}

/** A refusal of the whole session rather than of an id: splitting the batch would not help. */
export function isSessionRefusal(error: FlowError): boolean {
  return error.kind === 'unauthorized' || error.kind === 'session_expired';
}
