import { isSendableNotificationId } from '@loyalty-flows/domain';
import { type FlowError, isTransient } from '../shared/errors';
import type { Notification } from '../shared/port';
import type { NotificationsContext } from './notifications.types';

/** Most ids one read request carries; the rest go in the next one. */
export const maxBatch = 100;

const positions = new WeakMap<readonly Notification[], Map<string, number>>();

/**
 * Where each id sits in `items`: built once per list (a page load makes a new list), so looking one
 * item up is O(1) for the machine and the view alike.
 */
export function indexOf(items: readonly Notification[]): Map<string, number> {
  let index = positions.get(items);
  if (!index) {
    index = new Map(items.map((item, position) => [item.id, position]));
    positions.set(items, index);
  }
  return index;
}

const sets = new WeakMap<readonly string[], Set<string>>();
const origins = new WeakMap<readonly string[], { from: readonly string[]; added: readonly string[] }>();

/**
 * The ids of `ids` as a set, kept between calls: an array grown by {@link appendIds} hands its set on,
 * so membership stays O(1) without rebuilding a set per read. (A set handed on is larger than the
 * array it came from, which is how a stale entry is noticed and rebuilt.)
 */
export function idSet(ids: readonly string[]): Set<string> {
  let set = sets.get(ids);
  if (set?.size !== ids.length) {
    set = new Set(ids);
    sets.set(ids, set);
  }
  return set;
}

/** `ids` with `added` (new, distinct ids) appended, remembering how it grew for {@link addedSince}. */
function appendIds(ids: readonly string[], added: readonly string[]): string[] {
  const set = idSet(ids);
  const next = [...ids, ...added];
  for (const id of added) set.add(id);
  sets.set(next, set);
  origins.set(next, { from: ids, added });
  return next;
}

/** The ids appended to `from` to make `ids`, or `undefined` when `ids` did not grow from it by appends. */
export function addedSince(from: readonly string[], ids: readonly string[]): readonly string[] | undefined {
  const added: (readonly string[])[] = [];
  for (let at = ids; at !== from; ) {
    const origin = origins.get(at);
    if (!origin) return undefined;
    added.unshift(origin.added);
    at = origin.from;
  }
  return added.flat();
}

/**
 * The reads after the user read `ids`: each id once, none already read by the service, accepted or
 * pending (they send nothing). An id the client cannot send is refused at once, so it never sinks a
 * batch of good reads. A refused id read again is tried again. O(ids), not O(list).
 */
export function queueReads(
  context: NotificationsContext,
  ids: readonly string[],
): Pick<NotificationsContext, 'pendingReads' | 'refusedReads'> {
  const { items } = context.list;
  const index = indexOf(items);
  const pending = idSet(context.pendingReads);
  const read = idSet(context.readIds);
  const added = new Set<string>();
  let { refusedReads } = context;
  for (const id of ids) {
    if (typeof id !== 'string' || id === '' || pending.has(id) || read.has(id) || added.has(id)) continue;
    if (items[index.get(id) ?? -1]?.isRead) continue;
    refusedReads = refusedReads.filter((refusal) => refusal.id !== id);
    if (isSendableNotificationId(id)) added.add(id);
    else refusedReads = [...refusedReads, { id, error: { kind: 'invalid_input' } }];
  }
  return {
    pendingReads: added.size ? appendIds(context.pendingReads, [...added]) : context.pendingReads,
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
  const pending = idSet(context.pendingReads);
  const sending = new Set(context.sendingIds);
  const applied = page.filter((item) => item.isRead && pending.has(item.id) && !sending.has(item.id));
  const { pendingReads, soloIds } = context;
  if (!applied.length) return { pendingReads, soloIds };
  const ids = applied.map((item) => item.id);
  return { pendingReads: without(pendingReads, ids), soloIds: without(soloIds, ids) };
}

/** Whether this page is done with read `id`: the service accepted or refused it, or its list shows it read. */
export function isSettledRead(context: NotificationsContext, id: string): boolean {
  const { items } = context.list;
  return (
    idSet(context.readIds).has(id) ||
    context.refusedReads.some((refusal) => refusal.id === id) ||
    items[indexOf(items).get(id) ?? -1]?.isRead === true
  );
}

/** `ids` without those in `gone`. */
export function without(ids: readonly string[], gone: readonly string[]): string[] {
  const set = new Set(gone);
  return ids.filter((id) => !set.has(id));
}

/** The unread items loaded now: what "read all" reads (later arrivals stay unread). */
export function unreadIds(context: NotificationsContext): string[] {
  const pending = idSet(context.pendingReads);
  const read = idSet(context.readIds);
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
