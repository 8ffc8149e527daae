import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  getNotificationsView,
  type Notification,
  type NotificationsPort,
  notificationsMachine,
} from '../src';
import { settle } from './async-helpers';
import { notifications } from './notifications.fixtures';

type Health = 'ok' | 'transient' | 'definite';

/** A fake service with state: it answers from its own read flags and fails reads as told. */
function fakeService(all: readonly Notification[]) {
  const read = new Set(all.filter((item) => item.isRead).map((item) => item.id));
  const service = {
    health: 'ok' as Health,
    read,
    /** Every id of every read request, in order; and those the service accepted. */
    sentIds: [] as string[],
    accepted: new Set<string>(),
    resentAfterAccept: 0,
    client: {
      notifications: {
        async list({ skip = 0, top = 25 }) {
          return all.slice(skip, skip + top).map((item) => ({ ...item, isRead: read.has(item.id) }));
        },
        async read(ids) {
          for (const id of ids) {
            if (service.accepted.has(id)) service.resentAfterAccept += 1;
            service.sentIds.push(id);
          }
          if (service.health === 'transient') throw { kind: 'network' };
          if (service.health === 'definite') throw { kind: 'invalid_input', status: 400 };
          for (const id of ids) {
            read.add(id);
            service.accepted.add(id);
          }
        },
      },
    } satisfies NotificationsPort,
  };
  return service;
}

type Step =
  | { kind: 'read'; index: number }
  | { kind: 'readAll' | 'refresh' | 'loadMore' | 'online' | 'offline' }
  | { kind: 'health'; health: Health }
  | { kind: 'wait'; ms: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('read' as const), index: fc.integer({ min: 0, max: 11 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom<Step>(
      { kind: 'readAll' },
      { kind: 'refresh' },
      { kind: 'loadMore' },
      { kind: 'online' },
      { kind: 'offline' },
    ),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('health' as const),
      health: fc.constantFrom<Health>('ok', 'transient', 'definite'),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 3_000 }) }),
  },
);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('notifications machine, properties', () => {
  it('ends with the view, the service and the count in agreement, and never resends an accepted id (300 runs)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30 }), async (steps) => {
        const all = notifications(12);
        const service = fakeService(all);
        const actor = createActor(notificationsMachine, {
          input: {
            client: service.client,
            pageSize: 5,
            batchWindowMs: 50,
            retry: { attempts: 2, baseDelayMs: 100 },
          },
        }).start();
        await settle();
        for (const current of steps) {
          if (current.kind === 'read') {
            const item = getNotificationsView(actor.getSnapshot()).items[current.index];
            if (item) actor.send({ type: 'NOTIFICATION.READ', ids: [item.id] });
          } else if (current.kind === 'readAll') actor.send({ type: 'NOTIFICATIONS.READ_ALL' });
          else if (current.kind === 'refresh') actor.send({ type: 'NOTIFICATIONS.REFRESH' });
          else if (current.kind === 'loadMore') actor.send({ type: 'NOTIFICATIONS.LOAD_MORE' });
          else if (current.kind === 'online') actor.send({ type: 'NOTIFICATIONS.ONLINE' });
          else if (current.kind === 'offline') actor.send({ type: 'NOTIFICATIONS.OFFLINE' });
          else if (current.kind === 'health') service.health = current.health;
          else if (current.kind === 'wait') await vi.advanceTimersByTimeAsync(current.ms);
          await settle();
          const view = getNotificationsView(actor.getSnapshot());
          expect(view.unreadCount).toBe(view.items.filter((item) => !item.isRead).length);
        }

        // The network heals: every queued read goes out and the retries settle.
        service.health = 'ok';
        actor.send({ type: 'NOTIFICATIONS.ONLINE' });
        await vi.advanceTimersByTimeAsync(10_000);
        await settle();
        const settled = getNotificationsView(actor.getSnapshot());
        expect(settled.pendingReads).toBe(0);
        // What the user sees read is what the service has read, item by item.
        for (const item of settled.items) expect(item.isRead, item.id).toBe(service.read.has(item.id));
        expect(settled.unreadCount).toBe(settled.items.filter((item) => !service.read.has(item.id)).length);
        expect(service.resentAfterAccept).toBe(0);
        actor.stop();
      }),
      { numRuns: 300 },
    );
  }, 120_000);
});
