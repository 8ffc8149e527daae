import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Actor, createActor } from 'xstate';
import type { NotificationsPort } from '../src';
import { createNotificationsMachine } from '../src/notifications';
import { settle } from './async-helpers';
import { notifications } from './notifications.fixtures';

/*
 * A read refused with 429 goes out again when the service's Retry-After ends on the environment's
 * clock (the clock `retryAt` was computed on), not when a timer set at the refusal fires: the device's
 * clock may be set back or forward meanwhile (a network time correction), as timers run on.
 */

const feed = notifications(3);
const [id = ''] = feed.filter((item) => !item.isRead).map((item) => item.id);
let actor: Actor<ReturnType<typeof createNotificationsMachine>> | undefined;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  actor?.stop();
  vi.useRealTimers();
});

describe('a read waiting out a Retry-After', () => {
  it.each([
    ['set back 2 s', -2_000, 32_000],
    ['set forward 2 s', 2_000, 28_000],
  ])('goes out when the clock reaches it, the clock %s meanwhile', async (_, stepMs, expectedAfterMs) => {
    let stepped = 0;
    const now = () => Date.now() + stepped;
    const sentAt: number[] = [];
    const refusedAt = now();
    const client: NotificationsPort = {
      notifications: {
        list: async () => feed.map((item) => ({ ...item })),
        read: async () => {
          sentAt.push(Date.now() - refusedAt);
          if (sentAt.length === 1) throw { kind: 'rate_limited', status: 429, retryAt: refusedAt + 30_000 };
        },
      },
    };
    actor = createActor(createNotificationsMachine({ client, now }), {
      input: { batchWindowMs: 0, retry: { baseDelayMs: 1_000 } },
    }).start();
    await settle();
    actor.send({ type: 'NOTIFICATIONS.READ', ids: [id] });
    await vi.advanceTimersByTimeAsync(0);
    expect(sentAt).toEqual([0]);
    await vi.advanceTimersByTimeAsync(10_000);
    stepped = stepMs;
    await vi.advanceTimersByTimeAsync(expectedAfterMs - 10_000 - 1);
    expect(sentAt).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sentAt).toEqual([0, expectedAfterMs]);
  });
});
