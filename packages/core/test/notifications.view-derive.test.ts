import { describe, expect, it } from 'vitest';
import { type AnyEventObject, initialTransition, type SnapshotFrom, transition } from 'xstate';
import type { Notification } from '../src';
import { createNotificationsView, notificationsMachine } from '../src/notifications';
import { addedSince } from '../src/notifications/read-queue';
import { notifications } from './notifications.fixtures';

/*
 * `createNotificationsView` derives each view from the last one: what it must rebuild (a new page,
 * a read refused on the client's side) and what it must leave alone (items whose marks did not change).
 */

type Snapshot = SnapshotFrom<typeof notificationsMachine>;

/** The pure machine's snapshot after `events`, from a start with a page size of 5. */
function after(events: AnyEventObject[]): Snapshot {
  let [snapshot] = initialTransition(notificationsMachine, { pageSize: 5 });
  for (const event of events) [snapshot] = transition(notificationsMachine, snapshot, event as never);
  return snapshot;
}

const page = (items: Notification[]) => ({
  type: 'xstate.done.actor.loadPage',
  actorId: 'loadPage',
  output: items,
});

/** Three unread items and one whose id the client cannot send (`a,b`). */
const items = [
  ...notifications(3).map((item) => ({ ...item, isRead: false })),
  { ...notifications(1, 'odd')[0], id: 'a,b', isRead: false } as Notification,
];

describe('createNotificationsView', () => {
  it('shows the items of a page loaded after the last derivation', () => {
    const derive = createNotificationsView();
    const first = [page(items.slice(0, 2))];
    expect(derive(after(first)).items.map((item) => item.id)).toEqual(['row-0', 'row-1']);
    const refreshed = [...first, { type: 'NOTIFICATIONS.REFRESH' }, page(items)];
    expect(derive(after(refreshed)).items.map((item) => item.id)).toEqual(['row-0', 'row-1', 'row-2', 'a,b']);
    expect(derive(after(refreshed)).unreadCount).toBe(4);
  });

  it('shows a read the client refused on its item, when only the refusals changed', () => {
    const derive = createNotificationsView();
    const loaded = [page(items)];
    expect(derive(after(loaded)).items[3]?.readError).toBeUndefined();
    const refused = after([...loaded, { type: 'NOTIFICATIONS.READ', ids: ['a,b'] }]);
    expect(refused.context.pendingReads).toEqual([]);
    const view = derive(refused);
    expect(view.items[3]).toMatchObject({ id: 'a,b', isRead: false, readError: { kind: 'invalid_input' } });
    expect(view.unreadCount).toBe(4);
  });

  it('keeps the item of an earlier refusal as it was when the service accepts another read', () => {
    const derive = createNotificationsView();
    const sending = after([
      page(items),
      { type: 'NOTIFICATIONS.READ', ids: ['a,b'] },
      { type: 'NOTIFICATIONS.READ', ids: ['row-0'] },
      { type: 'xstate.done.actor.batchWindow', actorId: 'batchWindow', output: undefined },
    ]);
    const before = derive(sending).items;
    expect(before[0]).toMatchObject({ id: 'row-0', readPending: true });
    const [accepted] = transition(notificationsMachine, sending, {
      type: 'xstate.done.actor.sendReads',
      actorId: 'sendReads',
      output: undefined,
    } as never);
    const now = derive(accepted).items;
    expect(now[0]).toMatchObject({ id: 'row-0', isRead: true, readPending: false });
    expect(now[3]).toBe(before[3]);
    expect(now[1]).toBe(before[1]);
  });
});

describe('createNotificationsView, read after read', () => {
  it('rebuilds only the item just read: the others keep their views', () => {
    const derive = createNotificationsView();
    const first = after([page(items), { type: 'NOTIFICATIONS.READ', ids: ['row-0'] }]);
    const before = derive(first).items;
    const [second] = transition(notificationsMachine, first, { type: 'NOTIFICATIONS.READ', ids: ['row-1'] });
    const now = derive(second).items;
    expect(now[1]).toMatchObject({ id: 'row-1', isRead: true, readPending: true });
    expect(now[1]).not.toBe(before[1]);
    expect(now[0]).toBe(before[0]);
    expect(now[2]).toBe(before[2]);
  });
});

describe('addedSince', () => {
  it('gives the ids appended to a queue, and undefined when anything else changed', () => {
    expect(addedSince([], ['a'])).toEqual(['a']);
    expect(addedSince(['a'], ['a', 'b', 'c'])).toEqual(['b', 'c']);
    expect(addedSince(['a', 'b'], ['a', 'b'])).toEqual([]);
    expect(addedSince(['a', 'b'], ['a'])).toBeUndefined();
    expect(addedSince(['a', 'b'], ['a', 'c'])).toBeUndefined();
    expect(addedSince(['a', 'b'], ['b', 'a', 'c'])).toBeUndefined();
    expect(addedSince(['a'], [])).toBeUndefined();
  });
});
