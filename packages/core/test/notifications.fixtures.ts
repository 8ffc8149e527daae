import type { Notification, NotificationListQuery, NotificationsPort } from '../src';
import { type Deferred, deferred } from './async-helpers';
import type { SyncStorage } from './otp.fixtures';

/** `count` notifications, newest first; every third one read. */
export function notifications(count: number, prefix = 'row'): Notification[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `${prefix}-${index}`,
    type: 'message' as const,
    isRead: index % 3 === 2,
    createdAt: 1_736_931_600_000 - index * 60_000,
    text: `Message ${index}`,
    target: { kind: 'text' as const },
  }));
}

/** A fake notifications port: lists answer by hand (or at once from `served`), reads are recorded. */
export interface FakeNotificationsPort {
  client: NotificationsPort;
  lists: { query: NotificationListQuery; answer: Deferred<Notification[]> }[];
  reads: { ids: string[]; answer: Deferred<void> }[];
}

export function fakeNotificationsPort(): FakeNotificationsPort {
  const port: FakeNotificationsPort = {
    lists: [],
    reads: [],
    client: {
      notifications: {
        list(query) {
          const answer = deferred<Notification[]>();
          port.lists.push({ query, answer });
          return answer.promise;
        },
        read(ids) {
          const answer = deferred<void>();
          port.reads.push({ ids: [...ids], answer });
          return answer.promise;
        },
      },
    },
  };
  return port;
}

/** Answers the list request `index` with the page of `all` it asked for, as fresh copies. */
export function servePage(port: FakeNotificationsPort, all: readonly Notification[], index = -1): void {
  const request = port.lists.at(index);
  const { skip = 0, top = 25 } = request?.query ?? {};
  request?.answer.resolve(all.slice(skip, skip + top).map((item) => ({ ...item })));
}

/** A `localStorage` stand-in that counts its calls. */
export function memoryStorage(
  entries: Record<string, string> = {},
): SyncStorage & { calls: number; data: Map<string, string> } {
  const data = new Map(Object.entries(entries));
  const storage = {
    calls: 0,
    data,
    getItem(key: string) {
      storage.calls += 1;
      return data.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      storage.calls += 1;
      data.set(key, value);
    },
    removeItem(key: string) {
      storage.calls += 1;
      data.delete(key);
    },
  };
  return storage;
}
