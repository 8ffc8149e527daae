import { isSendableNotificationId } from '@loyalty-flows/domain';
import { type FlowError, isTransient } from '../shared/errors';
import type { Notification } from '../shared/port';
import type { NotificationsContext, RefusedRead } from './notifications.types';

/** Most ids one read request carries; the rest go in the next one. */
export const maxBatch = 100;

/** Up to this many look-ups scan a queue; more build a set of it first (one read never copies a long queue). */
const fewLookups = 4;

/** Whether an id is in `ids`, for `lookups` look-ups to come. */
function memberOf(ids: readonly string[], lookups: number): (id: string) => boolean {
  if (lookups <= fewLookups) return (id) => ids.includes(id);
  const set = new Set(ids);
  return (id) => set.has(id);
}

/**
 * The ids of `ids` whose loaded item the service already shows read: one pass over the list at most,
 * ending once every id is found (a paged list holds each id once: `withPage` keeps the first). No
 * index is kept.
 */
function shownRead(items: readonly Notification[], ids: ReadonlySet<string>): Set<string> {
  const read = new Set<string>();
  // A few ids are compared as they are: cheaper per item than a set's look-up on a long list.
  const isAsked = memberOf([...ids], ids.size);
  let unfound = ids.size;
  for (const item of items) {
    if (!unfound) break;
    if (isAsked(item.id)) {
      unfound -= 1;
      if (item.isRead) read.add(item.id);
    }
  }
  return read;
}

/** `refusedReads` without the refusal of `id`; the same array when it holds none. */
function withoutRefusal(refusedReads: readonly RefusedRead[], id: string): RefusedRead[] {
  const kept = refusedReads.filter((refusal) => refusal.id !== id);
  return kept.length < refusedReads.length ? kept : (refusedReads as RefusedRead[]);
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
 * batch of good reads. A refused id read again is tried again. The queues are scanned (one read) or
 * put in sets (many); the loaded list is passed over at most once, for the ids left. Nothing is kept
 * between calls.
 */
export function queueReads(
  context: NotificationsContext,
  ids: readonly string[],
): Pick<NotificationsContext, 'pendingReads' | 'refusedReads'> {
  const isPending = memberOf(context.pendingReads, ids.length);
  const isAccepted = memberOf(context.readIds, ids.length);
  const candidates = new Set(
    ids.filter((id) => typeof id === 'string' && id !== '' && !isPending(id) && !isAccepted(id)),
  );
  const shown = shownRead(context.list.items, candidates);
  const added: string[] = [];
  let { refusedReads } = context;
  for (const id of candidates) {
    if (shown.has(id)) continue;
    refusedReads = withoutRefusal(refusedReads, id);
    if (isSendableNotificationId(id)) added.push(id);
    else refusedReads = [...refusedReads, { id, error: { kind: 'invalid_input' } }];
  }
  return {
    pendingReads: added.length ? [...context.pendingReads, ...added] : context.pendingReads,
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
 * list does not show read. The queues are checked first; the list is passed over only for the ids left.
 */
export function unsettledReads(context: NotificationsContext, ids: readonly string[]): string[] {
  const isAccepted = memberOf(context.readIds, ids.length);
  const isRefused = memberOf(
    context.refusedReads.map((refusal) => refusal.id),
    ids.length,
  );
  const open = ids.filter((id) => !isAccepted(id) && !isRefused(id));
  if (!open.length) return open;
  const shown = shownRead(context.list.items, new Set(open));
  return open.filter((id) => !shown.has(id));
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
