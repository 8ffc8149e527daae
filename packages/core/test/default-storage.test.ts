/*
 * The one rule of the default storage (src/shared/default-storage.ts): `localStorage` in a browser,
 * found by the function it calls and looked up on each use, else a memory of the storage's own; and
 * each flow meeting it when it is given no storage.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createNotificationsMachine } from '../src/notifications';
import { browserOtpStorage, createOtpMachine } from '../src/otp';
import { defaultStorage } from '../src/shared/default-storage';
import { settle } from './async-helpers';
import { memoryStorage, otpTestWorld, phone, sentCode, start, storageKey } from './otp.fixtures';

const { port, track } = otpTestWorld();

/** Makes touching `localStorage` throw, as Safari's private mode and blocked storage do, while `run` runs. */
function withBlockedStorage(run: () => void) {
  const blocked = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get(): Storage {
      throw new DOMException('blocked', 'SecurityError');
    },
  });
  try {
    run();
  } finally {
    if (blocked) Object.defineProperty(globalThis, 'localStorage', blocked);
    else delete (globalThis as { localStorage?: unknown }).localStorage;
  }
}

describe('defaultStorage, the one rule', () => {
  it('with a localStorage present, reads and writes it, looked up on each use', () => {
    const first = memoryStorage();
    vi.stubGlobal('localStorage', first);
    const storage = defaultStorage();
    storage.setItem('k', 'v');
    expect(first.getItem('k')).toBe('v');
    expect(defaultStorage().getItem('k')).toBe('v');
    expect(storage.getItem('missing')).toBeNull();
    storage.removeItem('k');
    expect(first.entries.size).toBe(0);
    const second = memoryStorage();
    second.setItem('k', 'w');
    vi.stubGlobal('localStorage', second);
    expect(storage.getItem('k')).toBe('w');
  });

  it('with no localStorage (a server), keeps a memory of its own, without throwing', () => {
    vi.stubGlobal('window', undefined);
    vi.stubGlobal('localStorage', undefined);
    const storage = defaultStorage();
    expect(storage.getItem('k')).toBeNull();
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    expect(defaultStorage().getItem('k')).toBeNull(); // each storage its own memory
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
  });

  it('never decides by typeof window: React Native (window is the global object, no localStorage) gets memory', () => {
    vi.stubGlobal('window', globalThis);
    vi.stubGlobal('localStorage', undefined);
    const storage = defaultStorage();
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
  });

  it('a localStorage without getItem reads as none: memory', () => {
    const stub: Record<string, unknown> = {};
    vi.stubGlobal('localStorage', stub);
    const storage = defaultStorage();
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    expect(Object.keys(stub)).toEqual([]);
  });

  it('where touching localStorage throws (private mode, blocked), keeps to its memory without throwing', () => {
    const storage = defaultStorage();
    withBlockedStorage(() => {
      expect(storage.getItem('k')).toBeNull();
      expect(() => storage.setItem('k', 'v')).not.toThrow();
      expect(storage.getItem('k')).toBe('v');
      expect(() => storage.removeItem('k')).not.toThrow();
      expect(storage.getItem('k')).toBeNull();
    });
  });

  it('browserOtpStorage is this rule, under its published name', () => {
    expect(browserOtpStorage).toBe(defaultStorage);
  });
});

describe('each flow given no storage meets the rule', () => {
  it('createOtpMachine keeps the cooldown in the browser localStorage, as the bindings OTP flow does', async () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    const actor = track(
      createActor(createOtpMachine({ client: port.client }), { input: { contact: phone } }),
    );
    actor.start();
    actor.send({ type: 'OTP.REQUEST' });
    port.requests[0]?.answer.resolve(sentCode(start));
    await settle();
    expect(JSON.parse(storage.getItem(storageKey()) ?? '{}')).toMatchObject({ refCode: 'ABC123' });
  });

  it('without a browser, the notifications machine keeps unsent reads in its own memory for its next actor', async () => {
    vi.stubGlobal('localStorage', undefined);
    const list = vi.fn(async () => []);
    const read = vi.fn(() => new Promise<void>(() => undefined));
    const machine = createNotificationsMachine({ client: { notifications: { list, read } } });
    const first = createActor(machine, { input: { batchWindowMs: 60_000 } }).start();
    first.send({ type: 'NOTIFICATIONS.READ', ids: ['row-1'] });
    first.stop();
    const next = createActor(machine, { input: {} }).start();
    await vi.waitFor(() => expect(next.getSnapshot().context.pendingReads).toEqual(['row-1']));
    next.stop();
    // Another machine has a memory of its own: nothing of the first one's reaches it.
    const other = createActor(createNotificationsMachine({ client: { notifications: { list, read } } }), {
      input: {},
    }).start();
    await settle();
    expect(other.getSnapshot().context.pendingReads).toEqual([]);
    other.stop();
  });
});
