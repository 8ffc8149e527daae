import type { Notification, NotificationsPort } from '@loyalty-flows/core';
import { createNotificationsMachine, createNotificationsView } from '@loyalty-flows/core/notifications';
import { bench, describe } from 'vitest';
import { createActor } from 'xstate';

/**
 * Scale: with n notifications loaded, the time to read one and derive what the UI shows (items with
 * their read flag, unread count). Ours: the machine and its view. The comparison: a
 * plain reducer doing the same with no pending reads, batching or rollback to track. Ours reads the view
 * as the bindings do: through one `createNotificationsView()` per actor, which reuses what did not change.
 */

function feed(count: number): Notification[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `row-${index}`,
    type: 'message' as const,
    isRead: index % 3 === 0,
    createdAt: index,
    text: `Message ${index}`,
    target: { kind: 'text' as const },
  }));
}

function loadedActor(items: Notification[]) {
  let answer: (items: Notification[]) => void = () => undefined;
  const client: NotificationsPort = {
    notifications: {
      list: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
      // The reads never answer: each bench iteration measures the optimistic path only.
      read: () => new Promise(() => undefined),
    },
  };
  const actor = createActor(createNotificationsMachine({ client }), {
    input: { pageSize: items.length + 1, batchWindowMs: 60_000 },
  }).start();
  answer(items);
  return actor;
}

interface ReducerState {
  items: Notification[];
}

function reduce(state: ReducerState, id: string): ReducerState {
  return { items: state.items.map((item) => (item.id === id ? { ...item, isRead: true } : item)) };
}

function reducerView(state: ReducerState) {
  return { items: state.items, unreadCount: state.items.filter((item) => !item.isRead).length };
}

for (const size of [1_000, 10_000, 100_000]) {
  describe(`read one of ${size.toLocaleString('en')} and derive the view`, async () => {
    const items = feed(size);
    const actor = loadedActor(items);
    const getView = createNotificationsView();
    await new Promise((resolve) => setTimeout(resolve, 0));
    let next = 0;
    let state: ReducerState = { items };

    bench(`ours (${size})`, () => {
      next += 1;
      actor.send({ type: 'NOTIFICATIONS.READ', ids: [`row-${next % size}`] });
      getView(actor.getSnapshot());
    });

    bench(`plain reducer (${size})`, () => {
      next += 1;
      state = reduce(state, `row-${next % size}`);
      reducerView(state);
    });
  });
}
