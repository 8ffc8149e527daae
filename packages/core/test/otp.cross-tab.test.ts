import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { FlowStorage } from '../src';
import { createOtpMachine, type OtpLocks } from '../src/otp';
import { settle } from './async-helpers';
import { fakeLocks, memoryStorage, otpTestWorld, phone, sentCode, start, storageKey } from './otp.fixtures';

/*
 * Issue 18, OTP part: tabs, clocks and spellings. Each test reproduces one reported defect.
 */

const { port, track, view } = otpTestWorld();

function tab(storage?: FlowStorage, locks?: OtpLocks, contact = phone) {
  const machine = createOtpMachine({ client: port.client, storage, locks, now: () => Date.now() });
  const actor = createActor(machine, { input: { contact } }).start();
  return track(actor);
}

async function answer(index: number, refCode = 'ABC123') {
  port.requests[index]?.answer.resolve(sentCode(Date.now(), 180_000, refCode));
  await settle();
}

/**
 * Two tabs' views of one localStorage that reach each other `lagMs` late, as Chromium renderers'
 * copies do (issue 18: both tabs read before either write arrived). Each arrival is announced as a
 * `storage` event.
 */
function laggingStorages(lagMs: number): [FlowStorage, FlowStorage] {
  const [a, b] = [memoryStorage(), memoryStorage()];
  const link = (from: typeof a, to: typeof a): FlowStorage => ({
    getItem: from.getItem,
    setItem(key, value) {
      from.entries.set(key, value);
      setTimeout(() => to.setItem(key, value), lagMs);
    },
    removeItem(key) {
      from.entries.delete(key);
      setTimeout(() => to.removeItem(key), lagMs);
    },
  });
  return [link(a, b), link(b, a)];
}

describe('a stale tab never shortens another tab cooldown', () => {
  it('keeps the newer code and cooldown when a tab that missed them writes its own', async () => {
    const storage = memoryStorage();
    const stale = tab(storage); // no storage events reach it: it never hears of the newer code
    stale.send({ type: 'OTP.REQUEST' });
    await answer(0, 'OLD111');
    await vi.advanceTimersByTimeAsync(61_000);
    const fresh = tab(storage);
    fresh.send({ type: 'OTP.RESEND' });
    await answer(1, 'NEW222');
    stale.send({ type: 'OTP.RESET' }); // writes what it knows: an old code, an old cooldown
    await vi.advanceTimersByTimeAsync(1_000);

    const reloaded = tab(storage);
    expect(view(reloaded)).toMatchObject({ status: 'cooldown', refCode: 'NEW222', resendInMs: 59_000 });
    reloaded.send({ type: 'OTP.REQUEST' });
    await settle();
    expect(port.requests).toHaveLength(2);
  });

  it('takes in what another tab stores, as it arrives (storage events)', async () => {
    vi.stubGlobal('window', new EventTarget());
    const storage = memoryStorage();
    const [a, b] = [tab(storage), tab(storage)];
    a.send({ type: 'OTP.REQUEST' });
    await answer(0);
    expect(view(b)).toMatchObject({ status: 'cooldown', refCode: 'ABC123', canVerify: true });
    b.stop();
    expect(view(a).status).toBe('cooldown');
  });
});

describe('one SMS when two tabs press Send at once', () => {
  it('with Web Locks: the second tab waits, re-reads inside the lock and adopts the first tab code', async () => {
    vi.stubGlobal('window', new EventTarget());
    const [storageA, storageB] = laggingStorages(50);
    const locks = fakeLocks();
    const a = tab(storageA, locks);
    const b = tab(storageB, locks, { contactNumber: '081-234-5678' });
    a.send({ type: 'OTP.REQUEST' });
    b.send({ type: 'OTP.REQUEST' });
    await settle();
    expect(port.requests).toHaveLength(1);
    expect(view(b).status).toBe('sending'); // waiting for the lock
    await vi.advanceTimersByTimeAsync(300); // the SMS request takes longer than storage does
    await answer(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(port.requests).toHaveLength(1);
    expect(view(b)).toMatchObject({
      status: 'cooldown',
      canRequest: false,
      canVerify: true,
      refCode: 'ABC123',
    });
    // The lock is named after the person without showing the number.
    expect(new Set(locks.names)).toEqual(new Set([storageKey()]));
    expect(locks.names.join()).not.toMatch(/812|345|678/);
  });

  it('without Web Locks (the documented fallback), the same race sends twice: the claim in storage had not arrived', async () => {
    const [storageA, storageB] = laggingStorages(50);
    const a = tab(storageA);
    const b = tab(storageB);
    a.send({ type: 'OTP.REQUEST' });
    b.send({ type: 'OTP.REQUEST' });
    await settle();
    expect(port.requests).toHaveLength(2);
  });

  it('without Web Locks, one storage: the claim written before the request holds the other tab back', async () => {
    const storage = memoryStorage();
    const [a, b] = [tab(storage), tab(storage)];
    a.send({ type: 'OTP.REQUEST' });
    b.send({ type: 'OTP.REQUEST' });
    await settle();
    expect(port.requests).toHaveLength(1);
    expect(view(b)).toMatchObject({ status: 'cooldown', canRequest: false });
  });

  it('a definite refusal gives the claim back: another tab may send at once', async () => {
    const storage = memoryStorage();
    const a = tab(storage, fakeLocks());
    a.send({ type: 'OTP.REQUEST' });
    await settle();
    port.requests[0]?.answer.reject({ kind: 'invalid_input', status: 400 });
    await settle();
    expect(storage.entries.has(storageKey())).toBe(false);
    tab(storage).send({ type: 'OTP.REQUEST' });
    await settle();
    expect(port.requests).toHaveLength(2);
  });
});

describe('a request whose fate is unknown', () => {
  it('claims the whole cooldown while in flight: a page closed mid-request leaves it to the next page', async () => {
    const storage = memoryStorage();
    const closed = tab(storage, fakeLocks());
    closed.send({ type: 'OTP.REQUEST' });
    await settle();
    closed.stop(); // the SMS may be on its way
    await vi.advanceTimersByTimeAsync(20_000);
    const next = tab(storage, fakeLocks());
    expect(view(next)).toMatchObject({ status: 'cooldown', resendInMs: 40_000 });
    next.send({ type: 'OTP.REQUEST' });
    await settle();
    expect(port.requests).toHaveLength(1);
  });

  it('keeps only the uncertain cooldown after a network error, in this tab and in storage', async () => {
    const storage = memoryStorage();
    const actor = tab(storage, fakeLocks());
    actor.send({ type: 'OTP.REQUEST' });
    await settle();
    port.requests[0]?.answer.reject({ kind: 'network' });
    await settle();
    expect(view(actor)).toMatchObject({ status: 'cooldown', resendInMs: 15_000 });
    expect(view(tab(storage))).toMatchObject({ status: 'cooldown', resendInMs: 15_000 });
  });
});

describe('a code spent in another tab is spent here', () => {
  it.each([
    ['verified', { token: 't' }],
    ['expired', { kind: 'code_expired', status: 409 }],
  ])('drops a code %s in the other tab, and sends no verify for it', async (_, outcome) => {
    vi.stubGlobal('window', new EventTarget());
    const storage = memoryStorage();
    const [a, b] = [tab(storage), tab(storage)];
    a.send({ type: 'OTP.REQUEST' });
    await answer(0);
    b.send({ type: 'OTP.VERIFY', code: '987650' });
    await settle();
    if ('token' in outcome) port.verifies[0]?.answer.resolve(outcome);
    else port.verifies[0]?.answer.reject(outcome);
    await settle();
    expect(view(a)).toMatchObject({ refCode: undefined, canVerify: false, status: 'cooldown' });
    a.send({ type: 'OTP.VERIFY', code: '987650' });
    await settle();
    expect(port.verifies).toHaveLength(1);
  });
});

describe('verify checks the deadline at the event', () => {
  it('sends no verify for a code typed after it expired, though no tick has run since (clock jump)', async () => {
    const actor = tab();
    actor.send({ type: 'OTP.REQUEST' });
    await answer(0);
    vi.setSystemTime(start + 180_001); // the device slept: no timer has fired
    expect(view(actor).status).toBe('cooldown');
    actor.send({ type: 'OTP.VERIFY', code: '987650' });
    await settle();
    expect(port.verifies).toHaveLength(0);
    expect(view(actor)).toMatchObject({
      status: 'expired',
      canVerify: false,
      error: { kind: 'code_expired' },
    });
  });
});

describe('one contact however it is spelled', () => {
  it('+660812345678 is 0812345678: no second SMS inside the cooldown', async () => {
    const actor = tab();
    actor.send({ type: 'OTP.REQUEST' });
    await answer(0);
    actor.send({ type: 'OTP.REQUEST', contact: { contactNumber: '+660812345678' } });
    await settle();
    expect(port.requests).toHaveLength(1);
    // And a tab that starts with that spelling finds the same stored cooldown.
    const storage = memoryStorage();
    const first = tab(storage);
    first.send({ type: 'OTP.REQUEST', contact: { contactNumber: '+66812345678' } });
    await answer(1);
    const other = tab(storage, undefined, { contactNumber: '+660812345678' });
    expect(view(other)).toMatchObject({ status: 'cooldown', canRequest: false });
    other.send({ type: 'OTP.REQUEST' });
    await settle();
    expect(port.requests).toHaveLength(2);
  });
});

describe('live options', () => {
  it('OTP.CONFIGURE with another contact restores that contact deadlines and sends nothing', async () => {
    const storage = memoryStorage();
    const other = { contactNumber: '0899999999' };
    storage.setItem(storageKey(other), JSON.stringify({ resendAvailableAt: start + 30_000 }));
    const actor = tab(storage);
    actor.send({ type: 'OTP.REQUEST' });
    await answer(0);
    actor.send({ type: 'OTP.CONFIGURE', options: { contact: other } });
    await settle();
    expect(view(actor)).toMatchObject({
      status: 'cooldown',
      resendInMs: 30_000,
      refCode: undefined,
      maskedContact: '******9999',
    });
    actor.send({ type: 'OTP.CONFIGURE', options: { contact: phone } });
    await settle();
    expect(view(actor)).toMatchObject({ status: 'cooldown', refCode: 'ABC123', resendInMs: 60_000 });
    expect(port.requests).toHaveLength(1);
  });

  it('OTP.CONFIGURE with the same person takes the new settings and keeps the code', async () => {
    const actor = tab();
    actor.send({ type: 'OTP.REQUEST' });
    await answer(0);
    actor.send({
      type: 'OTP.CONFIGURE',
      options: { contact: { contactNumber: '081 234 5678' }, maxAttempts: 3 },
    });
    expect(actor.getSnapshot().context).toMatchObject({ maxAttempts: 3, refCode: 'ABC123' });
    expect(view(actor).status).toBe('cooldown');
  });
});
