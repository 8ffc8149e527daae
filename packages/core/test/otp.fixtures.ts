import { afterEach, beforeEach, vi } from 'vitest';
import { type Actor, type AnyStateMachine, createActor } from 'xstate';
import type {
  Contact,
  FlowStorage,
  OtpPort,
  OtpRequestResult,
  OtpVerifyInput,
  OtpVerifyResult,
} from '../src';
import { createOtpMachine, getOtpView, type OtpInput, type OtpLocks, type otpMachine } from '../src/otp';
import type { otpStatechart } from '../src/otp/otp.machine';
import { otpKey } from '../src/otp/otp.storage';
import { type Deferred, deferred } from './async-helpers';

/** The device clock of the fixtures, epoch ms. */
export const start = Date.UTC(2025, 0, 15, 9, 0, 0);
export const phone: Contact = { contactNumber: '0812345678' };

/**
 * `machine` (the definition or a factory's) for a pure walk that feeds the actors' answers itself:
 * typed with every event the statechart handles, and taking a fed answer as the actor's own (no
 * actor runs in a walk, so `isOwnAnswer` would refuse every one).
 */
export function walkable(machine: AnyStateMachine): typeof otpStatechart {
  return machine.provide({ guards: { isOwnAnswer: () => true } }) as typeof otpStatechart;
}

/** A fake OTP port: every call is recorded and answered by a promise the test settles. */
export interface FakeOtpPort {
  client: OtpPort;
  requests: { contact: Contact; answer: Deferred<OtpRequestResult> }[];
  verifies: { input: OtpVerifyInput; answer: Deferred<OtpVerifyResult> }[];
}

export function fakeOtpPort(): FakeOtpPort {
  const port: FakeOtpPort = {
    requests: [],
    verifies: [],
    client: {
      otp: {
        request(contact) {
          const answer = deferred<OtpRequestResult>();
          port.requests.push({ contact, answer });
          return answer.promise;
        },
        verify(input) {
          const answer = deferred<OtpVerifyResult>();
          port.verifies.push({ input, answer });
          return answer.promise;
        },
      },
    },
  };
  return port;
}

/** An answer to a request: code `ABC123`, valid for `lifetimeMs` from `now`. */
export function sentCode(now: number, lifetimeMs = 180_000, refCode = 'ABC123'): OtpRequestResult {
  return { refCode, expiresAt: now + lifetimeMs };
}

/**
 * Tells the other "tabs" that storage changed, as a browser does with a `storage` event, when the
 * test has put a `window` (an EventTarget) in place with `vi.stubGlobal('window', new EventTarget())`.
 */
function announce(key: string): void {
  const target = (globalThis as { window?: EventTarget }).window;
  target?.dispatchEvent(Object.assign(new Event('storage'), { key }));
}

/** A storage that answers at once, as `localStorage` does. */
export interface SyncStorage extends FlowStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A Web-Storage-like object over a Map, shared by the "tabs" of a test. */
export function memoryStorage(): SyncStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => {
      entries.set(key, value);
      announce(key);
    },
    removeItem: (key: string) => {
      entries.delete(key);
      announce(key);
    },
  };
}

/** The storage key of a contact (a fingerprint of its canonical form, never the number). */
export function storageKey(contact: Contact = phone): string {
  return otpKey(contact);
}

/**
 * A fake Web Lock manager shared by the "tabs" of a test: one holder per name at a time, the others
 * queued in order, as `navigator.locks.request(name, callback)` does. `names` records what was asked.
 */
export function fakeLocks(): OtpLocks & { names: string[]; held: Set<string> } {
  const tails = new Map<string, Promise<unknown>>();
  const manager = {
    names: [] as string[],
    held: new Set<string>(),
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      manager.names.push(name);
      const run = async () => {
        manager.held.add(name);
        try {
          return await callback();
        } finally {
          manager.held.delete(name);
        }
      };
      const result = (tails.get(name) ?? Promise.resolve()).then(run, run);
      tails.set(
        name,
        result.catch(() => undefined),
      );
      return result;
    },
  };
  return manager;
}

type OtpActor = Actor<typeof otpMachine>;

/**
 * The set-up the OTP machine tests share (call it once, at the top of a test file): fake timers from
 * `start`, one fake port emptied before each test, and every actor passed to `track` (or started by
 * `startOtp`) stopped after it.
 */
export function otpTestWorld() {
  const port = fakeOtpPort();
  const actors: OtpActor[] = [];
  const track = <T extends OtpActor>(actor: T): T => {
    actors.push(actor);
    return actor;
  };
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
    port.requests.length = 0;
    port.verifies.length = 0;
  });
  afterEach(() => {
    for (const actor of actors.splice(0)) actor.stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  return {
    port,
    track,
    /** An actor for `phone` on the fake port and the device clock, with `input` and `storage`. */
    startOtp({ storage, ...input }: Partial<OtpInput> & { storage?: FlowStorage } = {}) {
      const machine = createOtpMachine({ client: port.client, storage, now: () => Date.now() });
      return track(createActor(machine, { input: { contact: phone, ...input } }).start());
    },
    view: (actor: OtpActor) => getOtpView(actor.getSnapshot()),
  };
}
