import type { FlowStorage, Notification, NotificationsPort } from '@loyalty-flows/core';
import { createNotificationsMachine, createNotificationsView } from '@loyalty-flows/core/notifications';
import { bench, describe, vi } from 'vitest';
import { type Actor, assign, createActor, fromPromise, setup } from 'xstate';

/**
 * Scale: with n notifications loaded, the time to read one unread notification and derive what the UI
 * shows (items with their read flag, unread count), as an app does. Ours: the machine and its view,
 * with a storage that keeps the unread reads (as `localStorage` does) and a service that answers every
 * read; each iteration reads, derives the view, lets the read go out and be accepted (its batch window
 * runs on fake timers, so no real time is waited) and derives the view of the settled snapshot. Nothing
 * is left pending from one iteration to the next. The comparison: a plain reducer marking the item read
 * and deriving the same, with no reads to send, store, batch or roll back.
 *
 * Both read every unread item once per round, then start the round again from the loaded list (ours
 * with a new actor, loaded and viewed inside the iteration that starts the round: its cost counts).
 *
 * The floor: the same read's life on a machine with nothing else in it (one id queued, a wait, a call
 * that answers, the id cleared; no list, no storage, no view). It is what xstate alone costs per read,
 * whatever the list's size: ours can come no nearer to the reducer than this.
 */

// Only the timers: the bench measures with `performance.now()`, which stays real.
vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

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

/** A synchronous storage, as `localStorage` is. */
function memoryStorage(): FlowStorage {
  const entries = new Map<string, string>();
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

type NotificationsActor = Actor<ReturnType<typeof createNotificationsMachine>>;

/** Lets an actor's promises (the wait, the service's answers) reach it until `done`; never waits for time. */
async function until<TActor>(actor: TActor, done: (actor: TActor) => boolean) {
  for (let turn = 0; !done(actor); turn += 1) {
    if (turn > 1_000) throw new Error('the actor did not settle');
    await Promise.resolve();
  }
}

const isLoaded = (actor: NotificationsActor) => actor.getSnapshot().value.list === 'end';
const isSettled = (actor: NotificationsActor) => {
  const snapshot = actor.getSnapshot();
  return snapshot.value.reads === 'idle' && snapshot.context.pendingReads.length === 0;
};

async function loadedActor(items: Notification[]) {
  const client: NotificationsPort = {
    notifications: { list: async () => items, read: async () => undefined },
  };
  const actor = createActor(createNotificationsMachine({ client, storage: memoryStorage() }), {
    input: { pageSize: items.length + 1, batchWindowMs: 0 },
  }).start();
  const getView = createNotificationsView();
  await until(actor, isLoaded);
  getView(actor.getSnapshot());
  return { actor, getView };
}

/** A read's life and nothing else: queued, waited for, sent, accepted. */
const bareReads = setup({
  types: {} as { context: { queued: string[] }; events: { type: 'READ'; id: string } },
  actors: {
    wait: fromPromise(() => new Promise<void>((resolve) => setTimeout(resolve, 0))),
    send: fromPromise(async () => undefined),
  },
}).createMachine({
  context: { queued: [] },
  initial: 'idle',
  states: {
    idle: { always: { guard: ({ context }) => context.queued.length > 0, target: 'gathering' } },
    gathering: { invoke: { src: 'wait', onDone: 'sending' } },
    sending: { invoke: { src: 'send', onDone: { target: 'idle', actions: assign({ queued: () => [] }) } } },
  },
  on: { READ: { actions: assign({ queued: ({ context, event }) => [...context.queued, event.id] }) } },
});

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
    const unread = items.filter((item) => !item.isRead).map((item) => item.id);
    let ours = await loadedActor(items);
    let oursNext = 0;
    let plain: ReducerState = { items };
    let plainNext = 0;

    bench(`ours (${size})`, async () => {
      if (oursNext === unread.length) {
        ours.actor.stop();
        ours = await loadedActor(items);
        oursNext = 0;
      }
      const { actor, getView } = ours;
      actor.send({ type: 'NOTIFICATIONS.READ', ids: [unread[oursNext++] ?? ''] });
      getView(actor.getSnapshot());
      vi.advanceTimersByTime(0);
      await until(actor, isSettled);
      getView(actor.getSnapshot());
    });

    const bare = createActor(bareReads).start();
    let bareNext = 0;
    bench(`floor: xstate alone (${size})`, async () => {
      bare.send({ type: 'READ', id: unread[bareNext++ % unread.length] ?? '' });
      vi.advanceTimersByTime(0);
      await until(bare, (actor) => actor.getSnapshot().value === 'idle');
    });

    bench(`plain reducer (${size})`, () => {
      if (plainNext === unread.length) {
        plain = { items };
        plainNext = 0;
      }
      plain = reduce(plain, unread[plainNext++] ?? '');
      reducerView(plain);
    });
  });
}
