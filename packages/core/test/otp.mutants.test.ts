import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createOtpMachine, otpCommands, otpFlow } from '../src/otp';
import { settle } from './async-helpers';
import { fakeLocks, memoryStorage, otpTestWorld, phone, sentCode, start, storageKey } from './otp.fixtures';

const { port, track, startOtp, view } = otpTestWorld();

async function sentActor(input: Parameters<typeof startOtp>[0] = {}) {
  const actor = startOtp(input);
  actor.send({ type: 'OTP.REQUEST' });
  port.requests.at(-1)?.answer.resolve(sentCode(Date.now()));
  await settle();
  return actor;
}

describe('commands and the flow definition', () => {
  it('otpCommands send what a component asks: request (for another contact too), verify, resend, reset', async () => {
    const actor = startOtp({ resendCooldownMs: 1_000 });
    const commands = otpCommands(actor);
    commands.request();
    expect(port.requests.map((call) => call.contact)).toEqual([phone]);
    port.requests[0]?.answer.resolve(sentCode(start));
    await settle();
    commands.verify(' 123456 ');
    expect(port.verifies.map((call) => call.input.otp)).toEqual(['123456']);
    port.verifies[0]?.answer.reject({ kind: 'wrong_code', status: 409 });
    await settle();
    await vi.advanceTimersByTimeAsync(1_000);
    commands.resend();
    expect(port.requests).toHaveLength(2);
    port.requests[1]?.answer.resolve(sentCode(Date.now()));
    await settle();
    commands.reset();
    expect(view(actor)).toMatchObject({ refCode: undefined, canVerify: false });
    const other = { contactNumber: '0899999999' };
    commands.request(other);
    expect(port.requests[2]?.contact).toEqual(other);
  });

  it('otpFlow.configure is the OTP.CONFIGURE event carrying the options', () => {
    const options = { contact: { email: 'ann@example.com' }, resendCooldownMs: 5_000 };
    expect(otpFlow.configure?.(options)).toEqual({ type: 'OTP.CONFIGURE', options });
  });

  it("otpFlow's machine keeps the cooldown in the browser's localStorage when the app gives no storage", async () => {
    const storage = memoryStorage();
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('localStorage', storage);
    // The flow's environment is the whole client; the OTP machine calls only its otp part.
    const client = port.client as Parameters<typeof otpFlow.createMachine>[0]['client'];
    const actor = createActor(otpFlow.createMachine({ client, now: () => Date.now() }), {
      input: otpFlow.input({ contact: phone }),
    }).start();
    track(actor);
    actor.send({ type: 'OTP.REQUEST' });
    port.requests[0]?.answer.resolve(sentCode(start));
    await settle();
    expect(JSON.parse(storage.getItem(storageKey()) ?? '{}')).toMatchObject({ refCode: 'ABC123' });
  });
});

describe('a tab closed while its request is out', () => {
  it('the code that arrives after the close is stored: the reload shows it and sends no second SMS', async () => {
    const storage = memoryStorage();
    const closed = startOtp({ storage });
    closed.send({ type: 'OTP.REQUEST' });
    closed.stop();
    port.requests[0]?.answer.resolve(sentCode(start));
    await settle();
    const reloaded = startOtp({ storage });
    expect(view(reloaded)).toMatchObject({ status: 'cooldown', refCode: 'ABC123', canVerify: true });
    reloaded.send({ type: 'OTP.REQUEST' });
    expect(port.requests).toHaveLength(1);
  });

  it('a network failure after the close leaves only the uncertain cooldown in storage', async () => {
    const storage = memoryStorage();
    const closed = startOtp({ storage, resendCooldownMs: 60_000, uncertainCooldownMs: 15_000 });
    closed.send({ type: 'OTP.REQUEST' });
    closed.stop();
    port.requests[0]?.answer.reject({ kind: 'network' });
    await settle();
    const reloaded = startOtp({ storage, resendCooldownMs: 60_000, uncertainCooldownMs: 15_000 });
    expect(view(reloaded)).toMatchObject({ status: 'cooldown', resendInMs: 15_000, canRequest: false });
  });

  it('a 429 after the close keeps the whole claimed cooldown (the SMS may be out)', async () => {
    const storage = memoryStorage();
    const closed = startOtp({ storage, resendCooldownMs: 60_000 });
    closed.send({ type: 'OTP.REQUEST' });
    closed.stop();
    port.requests[0]?.answer.reject({ kind: 'rate_limited', status: 429 });
    await settle();
    const reloaded = startOtp({ storage, resendCooldownMs: 60_000 });
    expect(view(reloaded)).toMatchObject({ status: 'cooldown', resendInMs: 60_000 });
    reloaded.send({ type: 'OTP.REQUEST' });
    expect(port.requests).toHaveLength(1);
  });

  it('a definite refusal after the close gives the claim back and keeps the earlier stored code', async () => {
    const storage = memoryStorage();
    (await sentActor({ storage, resendCooldownMs: 30_000 })).stop();
    vi.setSystemTime(start + 40_000);
    const resending = startOtp({ storage, resendCooldownMs: 30_000 });
    resending.send({ type: 'OTP.RESEND' });
    expect(port.requests).toHaveLength(2);
    resending.stop();
    port.requests[1]?.answer.reject({ kind: 'server', status: 500 });
    await settle();
    const reloaded = startOtp({ storage, resendCooldownMs: 30_000 });
    expect(view(reloaded)).toMatchObject({
      status: 'sent',
      refCode: 'ABC123',
      canResend: true,
      canVerify: true,
    });
  });
});

describe('deadlines the service names', () => {
  it("a 429's Retry-After beyond the cooldown is stored, so a reload waits for it too", async () => {
    const storage = memoryStorage();
    const actor = startOtp({ storage, resendCooldownMs: 30_000 });
    actor.send({ type: 'OTP.REQUEST' });
    port.requests[0]?.answer.reject({ kind: 'rate_limited', status: 429, retryAt: start + 90_000 });
    await settle();
    actor.stop();
    const reloaded = startOtp({ storage, resendCooldownMs: 30_000 });
    expect(view(reloaded)).toMatchObject({ status: 'cooldown', resendInMs: 90_000 });
  });

  it("a 429's Retry-After shorter than the cooldown is the wait, in this tab and after a reload", async () => {
    const storage = memoryStorage();
    const actor = startOtp({ storage, resendCooldownMs: 60_000 });
    actor.send({ type: 'OTP.REQUEST' });
    port.requests[0]?.answer.reject({ kind: 'rate_limited', status: 429, retryAt: start + 30_000 });
    await settle();
    expect(view(actor)).toMatchObject({ status: 'cooldown', resendInMs: 30_000 });
    actor.stop();
    const reloaded = startOtp({ storage, resendCooldownMs: 60_000 });
    expect(view(reloaded)).toMatchObject({ status: 'cooldown', resendInMs: 30_000 });
    vi.setSystemTime(start + 30_000);
    reloaded.send({ type: 'OTP.REQUEST' });
    expect(port.requests).toHaveLength(2);
  });

  it('a lock the service gives without Retry-After lasts lockMs from now', async () => {
    const actor = await sentActor({ lockMs: 120_000 });
    actor.send({ type: 'OTP.VERIFY', code: '123456' });
    port.verifies[0]?.answer.reject({ kind: 'locked', status: 429 });
    await settle();
    expect(view(actor)).toMatchObject({ status: 'locked', lockedUntil: start + 120_000, canVerify: false });
  });

  it('a client whose answer names no expiry: the code lives codeLifetimeMs from the answer', async () => {
    const actor = startOtp({ codeLifetimeMs: 90_000 });
    actor.send({ type: 'OTP.REQUEST' });
    port.requests[0]?.answer.resolve({ refCode: 'R1' } as never);
    await settle();
    expect(view(actor)).toMatchObject({ refCode: 'R1', expiresInMs: 90_000, canVerify: true });
  });
});

describe('verify', () => {
  it('a code typed at the very millisecond of expiry is refused without a call (clock jump, no tick)', async () => {
    const actor = await sentActor();
    vi.setSystemTime(start + 180_000);
    actor.send({ type: 'OTP.VERIFY', code: '123456' });
    await settle();
    expect(port.verifies).toHaveLength(0);
    expect(view(actor).error?.kind).toBe('code_expired');
  });

  it('after a network failure the same code may be sent again (only a rejected code is refused locally)', async () => {
    const actor = await sentActor();
    actor.send({ type: 'OTP.VERIFY', code: '123456' });
    port.verifies[0]?.answer.reject({ kind: 'network' });
    await settle();
    actor.send({ type: 'OTP.VERIFY', code: '123456' });
    expect(port.verifies).toHaveLength(2);
  });

  it("another tab's write of the same code keeps the attempts left and the rejected code refused", async () => {
    vi.stubGlobal('window', new EventTarget());
    const storage = memoryStorage();
    const actor = await sentActor({ storage });
    actor.send({ type: 'OTP.VERIFY', code: '111111' });
    port.verifies[0]?.answer.reject({ kind: 'wrong_code', status: 409 });
    await settle();
    expect(view(actor).attemptsLeft).toBe(4);
    // Another tab rewrites the record (same code, a later cooldown): a storage event reaches this tab.
    const record = JSON.parse(storage.getItem(storageKey()) ?? '{}');
    storage.setItem(storageKey(), JSON.stringify({ ...record, resendAvailableAt: start + 70_000 }));
    expect(view(actor).attemptsLeft).toBe(4);
    expect(view(actor).resendInMs).toBe(70_000);
    actor.send({ type: 'OTP.VERIFY', code: '111111' });
    expect(port.verifies).toHaveLength(1);
    expect(view(actor).error?.kind).toBe('wrong_code');
  });
});

describe('storage events', () => {
  it('storage cleared in another tab (key null) is read again: cleared spends no code, a spent record does', async () => {
    const window = new EventTarget();
    vi.stubGlobal('window', window);
    const storage = memoryStorage();
    const actor = await sentActor({ storage });
    const { expiresAt } = actor.getSnapshot().context;
    expect(view(actor).canVerify).toBe(true);
    storage.entries.clear();
    window.dispatchEvent(Object.assign(new Event('storage'), { key: null }));
    expect(view(actor)).toMatchObject({ refCode: 'ABC123', canVerify: true });
    storage.setItem(storageKey(), JSON.stringify({ spent: expiresAt }));
    window.dispatchEvent(Object.assign(new Event('storage'), { key: null }));
    expect(view(actor)).toMatchObject({ refCode: undefined, canVerify: false });
  });

  it('a stopped machine reads storage no more when other tabs write it', async () => {
    const window = new EventTarget();
    vi.stubGlobal('window', window);
    const storage = memoryStorage();
    const reads = vi.spyOn(storage, 'getItem');
    const actor = await sentActor({ storage });
    actor.stop();
    reads.mockClear();
    window.dispatchEvent(Object.assign(new Event('storage'), { key: storageKey() }));
    window.dispatchEvent(Object.assign(new Event('storage'), { key: null }));
    expect(reads).not.toHaveBeenCalled();
  });
});

describe('input and view', () => {
  it.each([
    [undefined, TypeError, /`contact` is required/],
    [{ contact: null }, TypeError, /`contact` is required/],
  ])('refuses an input without a contact at start, naming what is wrong (%#)', (input, errorType, named) => {
    const actor = createActor(createOtpMachine({ client: port.client }), { input: input as never });
    let failure: unknown;
    actor.subscribe({ error: (error) => (failure = error) });
    actor.start();
    expect(actor.getSnapshot().status).toBe('error');
    expect(failure).toBeInstanceOf(errorType);
    expect((failure as Error).message).toMatch(named);
  });

  it('masks a spaced or dashed number to its last four digits, and an address to its first letter', () => {
    expect(view(startOtp({ contact: { contactNumber: '081-234 5678' } })).maskedContact).toBe('******5678');
    expect(view(startOtp({ contact: { email: ' Ann@Example.com ' } })).maskedContact).toBe(
      'A***@Example.com',
    );
  });

  it('with Web Locks in the browser, a request runs under the lock named after the contact', async () => {
    const locks = fakeLocks();
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('navigator', { locks });
    await sentActor();
    expect(locks.names).toEqual([storageKey()]);
  });

  it("Node 24's navigator.locks (no tabs: a global object without events) is not taken: the request goes out at once", async () => {
    const locks = fakeLocks();
    vi.stubGlobal('window', undefined);
    vi.stubGlobal('navigator', { locks });
    const actor = startOtp();
    actor.send({ type: 'OTP.REQUEST' });
    expect(port.requests).toHaveLength(1);
    expect(locks.names).toEqual([]);
    port.requests[0]?.answer.resolve(sentCode(start));
    await settle();
    expect(view(actor).status).toBe('cooldown');
  });
});
