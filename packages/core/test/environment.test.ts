import { createLoyaltyClient } from '@loyalty-flows/client';
import { startSandbox, type TestSandbox } from '@loyalty-flows/test-utils';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, waitFor } from 'xstate';
import type { ConnectivityPort, FlowStorage, VisibilityPort } from '../src';
import { createNotificationsMachine, getNotificationsView, notificationsFlow } from '../src/notifications';
import { createOtpMachine, getOtpView, otpFlow } from '../src/otp';
import { createRedemptionMachine, getRedemptionView } from '../src/redemption';
import { storageAnswerBoundMs } from '../src/shared/flow-storage';
import { otpTestWorld, phone, storageKey } from './otp.fixtures';

/**
 * The machines outside a browser tab: React Native's globals, an asynchronous storage (AsyncStorage's
 * shape), and connectivity and visibility given as ports. Against the real sandbox over loopback.
 */

let sandbox: TestSandbox;
const running: AnyActorRef[] = [];
const contact = { contactNumber: '0812345678' };

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const client = () => createLoyaltyClient({ baseURL: sandbox.url, ...sandbox.credentials });

function track<T extends AnyActorRef>(actor: T): T {
  running.push(actor);
  return actor;
}

/** AsyncStorage's shape over a Map: every answer is a Promise that settles on a later timer turn. */
function promisedStorage(
  entries = new Map<string, string>(),
): FlowStorage & { entries: Map<string, string> } {
  const later = <T>(answer: () => T) => new Promise<T>((resolve) => setTimeout(() => resolve(answer()), 5));
  return {
    entries,
    getItem: (key) => later(() => entries.get(key) ?? null),
    setItem: (key, value) => later(() => void entries.set(key, value)),
    removeItem: (key) => later(() => void entries.delete(key)),
  };
}

/** A connectivity the test switches, as NetInfo reports one. */
function switchedConnectivity(online: boolean): ConnectivityPort & { set(online: boolean): void } {
  const listeners = new Set<(online: boolean) => void>();
  return {
    isOnline: () => online,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      online = next;
      for (const listener of listeners) listener(next);
    },
  };
}

/** What the service holds unread now, asked through the client. */
async function unreadOnService(): Promise<string[]> {
  const items = await client().notifications.list({ mode: 'new', top: 100 });
  return items.map((item) => item.id);
}

describe("React Native's globals: a window without addEventListener, no document, no navigator", () => {
  beforeEach(() => {
    // React Native's `window` is the global object itself, and it has no events.
    vi.stubGlobal('window', globalThis);
    vi.stubGlobal('document', undefined);
    vi.stubGlobal('navigator', undefined);
    vi.stubGlobal('localStorage', undefined);
  });

  it('the notifications machine starts, loads, and sends a read (no "on.addEventListener is not a function")', async () => {
    const actor = track(createActor(createNotificationsMachine({ client: client() }), { input: {} }).start());
    await waitFor(actor, (snapshot) => getNotificationsView(snapshot).listState !== 'loading');
    const view = getNotificationsView(actor.getSnapshot());
    expect(view.listState).toBe('ready');
    const unread = view.items.find((item) => !item.isRead)?.id ?? '';
    actor.send({ type: 'NOTIFICATIONS.READ', ids: [unread] });
    await waitFor(actor, (snapshot) => getNotificationsView(snapshot).pendingReads === 0);
    expect(await unreadOnService()).not.toContain(unread);
    expect(await sandbox.requests('noti.read')).toHaveLength(1);
  });

  it('the OTP flow (browser storage by default) requests, verifies the code from the outbox, and keeps nothing', async () => {
    const actor = track(
      createActor(otpFlow.createMachine({ client: client() }), { input: { contact } }).start(),
    );
    actor.send({ type: 'OTP.REQUEST' });
    await waitFor(actor, (snapshot) => getOtpView(snapshot).status === 'cooldown');
    actor.send({ type: 'OTP.VERIFY', code: await sandbox.lastCode(contact.contactNumber) });
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.output?.token).toEqual(expect.any(String));
    expect(await sandbox.outbox(contact.contactNumber)).toHaveLength(1);
  });

  it('the redemption machine loads its history', async () => {
    const actor = track(createActor(createRedemptionMachine({ client: client() }), { input: {} }).start());
    await waitFor(actor, (snapshot) => getRedemptionView(snapshot).listState !== 'loading');
    expect(getRedemptionView(actor.getSnapshot()).listState).toMatch(/^(ready|end)$/);
    expect(getRedemptionView(actor.getSnapshot()).entries.length).toBeGreaterThan(0);
  });
});

describe('an asynchronous storage (AsyncStorage)', () => {
  it('an app restarted inside the cooldown sends no SMS, even when asked before the restore arrives', async () => {
    const storage = promisedStorage();
    const machine = createOtpMachine({ client: client(), storage });
    const first = track(createActor(machine, { input: { contact } }).start());
    first.send({ type: 'OTP.REQUEST' });
    await waitFor(first, (snapshot) => getOtpView(snapshot).status === 'cooldown');
    // AsyncStorage's writes land on later turns: the restart below needs the sent code in storage.
    const { refCode, expiresAt, resendAvailableAt } = first.getSnapshot().context;
    await vi.waitFor(
      () =>
        expect(JSON.parse(storage.entries.get(storageKey()) ?? '{}')).toEqual({
          refCode,
          expiresAt,
          resendAvailableAt,
        }),
      { interval: 5 },
    );
    first.stop();

    const restarted = track(createActor(machine, { input: { contact } }).start());
    // The stored deadlines have not arrived yet: the view still offers to send.
    expect(getOtpView(restarted.getSnapshot()).canRequest).toBe(true);
    restarted.send({ type: 'OTP.REQUEST' });
    const view = getOtpView(
      (await waitFor(restarted, (snapshot) => getOtpView(snapshot).status === 'cooldown')) as never,
    );
    expect(view).toMatchObject({ canVerify: true, canRequest: false });
    expect(await sandbox.outbox(contact.contactNumber)).toHaveLength(1);
    expect(await sandbox.requests('otp.request')).toHaveLength(1);

    // The restored code is the one the service sent.
    restarted.send({ type: 'OTP.VERIFY', code: await sandbox.lastCode(contact.contactNumber) });
    expect((await waitFor(restarted, (snapshot) => snapshot.status === 'done')).output?.token).toBeTruthy();
  });

  it('reads left unsent (offline) are restored after a restart and reach the service once', async () => {
    const storage = promisedStorage();
    const offline = switchedConnectivity(false);
    const first = track(
      createActor(createNotificationsMachine({ client: client(), storage, connectivity: offline }), {
        input: {},
      }).start(),
    );
    await waitFor(first, (snapshot) => getNotificationsView(snapshot).listState === 'ready');
    const unread = (await unreadOnService()).slice(0, 2);
    first.send({ type: 'NOTIFICATIONS.READ', ids: unread });
    await waitFor(first, (snapshot) => snapshot.matches({ reads: 'offline' }));
    await vi.waitFor(() =>
      expect(JSON.parse(storage.entries.get('loyalty-flows:notifications:reads') ?? '[]')).toEqual(unread),
    );
    first.stop();
    expect(await sandbox.requests('noti.read')).toHaveLength(0);

    const online = switchedConnectivity(true);
    const restarted = track(
      createActor(createNotificationsMachine({ client: client(), storage, connectivity: online }), {
        input: {},
      }).start(),
    );
    await waitFor(restarted, (snapshot) => getNotificationsView(snapshot).listState === 'ready');
    await vi.waitFor(async () => expect(await sandbox.requests('noti.read')).toHaveLength(1));
    await waitFor(restarted, (snapshot) => getNotificationsView(snapshot).pendingReads === 0);
    // A wait that proves nothing happens: the reads, once accepted, are not sent again.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await sandbox.requests('noti.read')).toHaveLength(1);
    const left = await unreadOnService();
    for (const id of unread) expect(left).not.toContain(id);
    await vi.waitFor(() => expect(storage.entries.has('loyalty-flows:notifications:reads')).toBe(false));
  });
});

describe('a storage that never answers', () => {
  const world = otpTestWorld();

  it('holds the OTP request for storageAnswerBoundMs (2 s), then sends: never stuck', async () => {
    const silent: FlowStorage = {
      getItem: () => new Promise(() => undefined),
      setItem: () => new Promise(() => undefined),
      removeItem: () => new Promise(() => undefined),
    };
    const actor = world.startOtp({ storage: silent });
    actor.send({ type: 'OTP.REQUEST' });
    await vi.advanceTimersByTimeAsync(storageAnswerBoundMs - 1);
    expect(world.port.requests).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('sending');
    await vi.advanceTimersByTimeAsync(1);
    expect(world.port.requests).toHaveLength(1);
    expect(world.port.requests[0]?.contact).toEqual(phone);
  });
});

describe('connectivity and visibility as ports', () => {
  it('reads wait while the port says offline and go once when it says online; polling stops while hidden', async () => {
    const connectivity = switchedConnectivity(false);
    let visible = true;
    const visibilityListeners = new Set<(visible: boolean) => void>();
    const visibility: VisibilityPort = {
      isVisible: () => visible,
      subscribe: (listener) => {
        visibilityListeners.add(listener);
        return () => visibilityListeners.delete(listener);
      },
    };
    const actor = track(
      createActor(notificationsFlow.createMachine({ client: client(), connectivity, visibility }), {
        input: { pollIntervalMs: 50 },
      }).start(),
    );
    await waitFor(actor, (snapshot) => getNotificationsView(snapshot).listState === 'ready');
    const [unread = ''] = await unreadOnService();
    actor.send({ type: 'NOTIFICATIONS.READ', ids: [unread] });
    await waitFor(actor, (snapshot) => snapshot.matches({ reads: 'offline' }));
    connectivity.set(true);
    await waitFor(actor, (snapshot) => getNotificationsView(snapshot).pendingReads === 0);
    expect(await sandbox.requests('noti.read')).toHaveLength(1);

    visible = false;
    for (const listener of visibilityListeners) listener(false);
    expect(actor.getSnapshot().matches({ polling: 'paused' })).toBe(true);
    const lists = (await sandbox.requests('noti.list')).length;
    // A wait that proves nothing happens: no poll while the tab is hidden.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await sandbox.requests('noti.list')).toHaveLength(lists);
    actor.stop();
    expect(visibilityListeners.size).toBe(0);
  });
});
