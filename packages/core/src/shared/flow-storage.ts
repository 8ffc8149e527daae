import type { FlowStorage, MaybePromise } from './environment-ports';

/**
 * How long a flow waits for a storage that answers with a Promise before it goes on as if the key
 * held nothing: AsyncStorage answers in milliseconds, and a storage that never answers must not hold
 * a flow in a loading state. For the OTP flow this means: after 2 s without an answer a request is
 * sent, and the service's own cooldown (429 with `Retry-After`) is what still prevents a second SMS.
 */
export const storageAnswerBoundMs = 2_000;

function isPromise<T>(value: MaybePromise<T>): value is Promise<T> {
  return typeof (value as Promise<T> | undefined)?.then === 'function';
}

/**
 * `then(value)` at once when `value` is there, after it resolves when it is a Promise: synchronous
 * storage (`localStorage`) stays synchronous, so a reload restores deadlines before the first render.
 */
export function whenAnswered<T, R>(
  value: MaybePromise<T>,
  then: (value: T) => MaybePromise<R>,
): MaybePromise<R> {
  return isPromise(value) ? value.then(then) : then(value);
}

/**
 * The stored text of `key`: `null` when there is none, when the storage refuses (private mode, a
 * blocked page) or when it has not answered within {@link storageAnswerBoundMs}.
 */
export function readStored(storage: FlowStorage, key: string): MaybePromise<string | null> {
  let answer: MaybePromise<string | null | undefined>;
  try {
    answer = storage.getItem(key);
  } catch {
    return null;
  }
  if (!isPromise(answer)) return answer ?? null;
  return new Promise((resolve) => {
    const settle = (text: string | null | undefined) => {
      clearTimeout(timer);
      resolve(text ?? null);
    };
    const timer = setTimeout(settle, storageAnswerBoundMs, null);
    answer.then(settle, () => settle(null));
  });
}

/** Runs a write after the writes already queued on the same storage (see {@link createWriteQueue}). */
export type WriteQueue = (storage: FlowStorage, write: () => MaybePromise<void>) => MaybePromise<void>;

/**
 * A queue of writes per storage, so read-modify-write changes to an asynchronous storage never overtake
 * each other (the last one asked for is the last one made). On a synchronous storage with nothing queued
 * a write runs at once. A refused write is lost alone: what it carried still holds in memory. Each
 * machine factory makes its own: core keeps no state at module level.
 *
 * @example const queueWrite = createWriteQueue(); queueWrite(storage, () => storage.setItem(key, text));
 */
export function createWriteQueue(): WriteQueue {
  const pendingWrites = new WeakMap<FlowStorage, Promise<void>>();
  return (storage, write) => {
    const run = (): MaybePromise<void> => {
      try {
        const done = write();
        return isPromise(done) ? done.catch(() => undefined) : undefined;
      } catch {
        return undefined;
      }
    };
    const before = pendingWrites.get(storage);
    const done = before ? before.then(run) : run();
    if (!isPromise(done)) return;
    const tail = done.finally(() => {
      if (pendingWrites.get(storage) === tail) pendingWrites.delete(storage);
    });
    pendingWrites.set(storage, tail);
    return tail;
  };
}

/**
 * A storage held in memory: what a flow keeps when it is given no storage and the runtime has none
 * (React Native without AsyncStorage, a server, a test). It lasts as long as the machine that made it,
 * so the OTP flow keeps each contact's cooldown when the contact goes A → B → A, not across a restart.
 */
export function createMemoryStorage(): FlowStorage {
  const entries = new Map<string, string>();
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value);
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}
