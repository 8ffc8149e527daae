import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Notification, NotificationsPort } from '../src';
import { createNotificationsMachine, getNotificationsView } from '../src/notifications';
import { settle } from './async-helpers';
import { sendInternal } from './internal-events';
import { memoryStorage, notifications } from './notifications.fixtures';

/*
 * Random sequences of the user's and the network's events against a fake service with state.
 * Runs with a fixed seed in the test command; more cases:
 *   PROPERTY_RUNS=5000 PROPERTY_SEED=$RANDOM npx vitest run test/notifications.property.test.ts
 */

const runs = Number(process.env.PROPERTY_RUNS ?? 500);
const seed = Number(process.env.PROPERTY_SEED ?? 18);

type Health = 'ok' | 'transient' | 'outage' | 'rate_limited' | 'definite';

/** The id the client cannot carry (a comma): it must be refused before any request, never sink one. */
const unsendable = 'row,12';

/** A fake service with state: it answers from its own read flags and fails reads as told. */
function fakeService(all: readonly Notification[]) {
  const read = new Set(all.filter((item) => item.isRead).map((item) => item.id));
  const service = {
    health: 'ok' as Health,
    read,
    /** How many accepted requests carried each id. */
    accepted: new Map<string, number>(),
    /** Ids the service refused in a request of their own: the machine's final answer for them. */
    refused: new Set<string>(),
    faults: new Map<Health, number>(),
    client: {
      notifications: {
        async list({ skip = 0, top = 25 }) {
          return all.slice(skip, skip + top).map((item) => ({ ...item, isRead: read.has(item.id) }));
        },
        async read(ids) {
          // As the client does: an id with a comma is refused before anything is sent.
          if (ids.some((id) => id.includes(','))) throw { kind: 'invalid_input' };
          service.faults.set(service.health, (service.faults.get(service.health) ?? 0) + 1);
          if (service.health === 'transient') throw { kind: 'network' };
          if (service.health === 'outage') throw { kind: 'server', status: 503 };
          if (service.health === 'rate_limited')
            throw { kind: 'rate_limited', status: 429, retryAt: Date.now() + 1_000 };
          if (service.health === 'definite') {
            if (ids.length === 1) service.refused.add(ids[0] ?? '');
            throw { kind: 'invalid_input', status: 400 };
          }
          for (const id of ids) {
            read.add(id);
            service.accepted.set(id, (service.accepted.get(id) ?? 0) + 1);
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
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('read' as const), index: fc.integer({ min: 0, max: 12 }) }),
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
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('health' as const),
      health: fc.constantFrom<Health>('ok', 'transient', 'outage', 'rate_limited', 'definite'),
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

const totals = { sequences: 0, steps: 0, reads: 0, answers: new Map<Health, number>() };

describe('notifications machine, properties', () => {
  it(`keeps the view, the service and the count in agreement, and every read the service did not refuse reaches it exactly once (${runs} runs)`, async ({
    annotate,
  }) => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 40, size: 'max' }), async (steps) => {
        const all = [
          ...notifications(12),
          { ...notifications(1)[0], id: unsendable, isRead: false } as Notification,
        ];
        const service = fakeService(all);
        const actor = createActor(
          createNotificationsMachine({ client: service.client, storage: memoryStorage() }),
          {
            input: { pageSize: 5, batchWindowMs: 50, retry: { baseDelayMs: 100, maxDelayMs: 2_000 } },
          },
        ).start();
        /** Ids the user read while they were shown unread and not on their way. */
        const intended = new Set<string>();
        await settle();
        for (const current of steps) {
          const before = getNotificationsView(actor.getSnapshot());
          if (current.kind === 'read') {
            const item = before.items[current.index];
            if (item) {
              if (!item.isRead) intended.add(item.id);
              actor.send({ type: 'NOTIFICATIONS.READ', ids: [item.id] });
            }
          } else if (current.kind === 'readAll') {
            for (const item of before.items) if (!item.isRead) intended.add(item.id);
            actor.send({ type: 'NOTIFICATIONS.READ_ALL' });
          } else if (current.kind === 'refresh') actor.send({ type: 'NOTIFICATIONS.REFRESH' });
          else if (current.kind === 'loadMore') actor.send({ type: 'NOTIFICATIONS.LOAD_MORE' });
          else if (current.kind === 'online') sendInternal(actor, { type: 'NOTIFICATIONS.ONLINE' });
          else if (current.kind === 'offline') sendInternal(actor, { type: 'NOTIFICATIONS.OFFLINE' });
          else if (current.kind === 'health') service.health = current.health;
          else if (current.kind === 'wait') await vi.advanceTimersByTimeAsync(current.ms);
          await settle();
          const view = getNotificationsView(actor.getSnapshot());
          expect(view.unreadCount).toBe(view.items.filter((item) => !item.isRead).length);
          for (const item of view.items) expect(item.readPending && item.readError !== undefined).toBe(false);
          // Nothing read and not refused is ever shown unread again.
          for (const item of view.items)
            if (intended.has(item.id) && !item.isRead) expect(item.readError, item.id).toBeDefined();
        }

        // The network heals: every waiting read goes out, the backoff and any Retry-After included.
        service.health = 'ok';
        sendInternal(actor, { type: 'NOTIFICATIONS.ONLINE' });
        await vi.advanceTimersByTimeAsync(10_000);
        await settle();
        const settled = getNotificationsView(actor.getSnapshot());
        expect(settled.pendingReads).toBe(0);
        expect(actor.getSnapshot().matches({ reads: 'idle' })).toBe(true);
        // What the user sees read is what the service has read, item by item.
        for (const item of settled.items) expect(item.isRead, item.id).toBe(service.read.has(item.id));
        expect(settled.unreadCount).toBe(settled.items.filter((item) => !service.read.has(item.id)).length);
        // Every read the service did not refuse reached it exactly once; none reached it twice.
        for (const [id, count] of service.accepted) expect(count, id).toBe(1);
        for (const id of intended)
          if (!service.refused.has(id) && id !== unsendable) expect(service.accepted.get(id), id).toBe(1);
        expect(service.accepted.has(unsendable)).toBe(false);
        totals.sequences += 1;
        totals.steps += steps.length;
        for (const [health, count] of service.faults)
          totals.answers.set(health, (totals.answers.get(health) ?? 0) + count);
        totals.reads += service.accepted.size;
        actor.stop();
      }),
      { numRuns: runs, seed },
    );
    // Every kind of answer was exercised, many times.
    for (const health of ['ok', 'transient', 'outage', 'rate_limited', 'definite'] as const)
      expect(totals.answers.get(health) ?? 0, health).toBeGreaterThan(runs / 20);
    await annotate(
      `notifications property: ${totals.sequences} sequences, ${totals.steps} steps, read answers ${JSON.stringify(Object.fromEntries(totals.answers))}, ${totals.reads} ids accepted (seed ${seed})`,
    );
  }, 300_000);
});
