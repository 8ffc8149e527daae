import { otpDefaults } from '@loyalty-flows/domain';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createOtpMachine, type OtpInput } from '../src/otp';
import { settle } from './async-helpers';
import { fakeOtpPort, memoryStorage, otpTestWorld, phone, sentCode, start, storageKey } from './otp.fixtures';

const { port, startOtp, view } = otpTestWorld();

async function answerRequest(index = -1, lifetimeMs = 180_000) {
  port.requests.at(index)?.answer.resolve(sentCode(Date.now(), lifetimeMs));
  await settle();
}

async function sentActor(input: Parameters<typeof startOtp>[0] = {}) {
  const actor = startOtp(input);
  actor.send({ type: 'OTP.REQUEST' });
  await answerRequest();
  return actor;
}

describe('one SMS per intent', () => {
  it('sends nothing on start', () => {
    const actor = startOtp();
    expect(port.requests).toHaveLength(0);
    expect(view(actor)).toMatchObject({
      status: 'idle',
      canRequest: true,
      canResend: false,
      canVerify: false,
    });
  });

  it('sends once for ten requests in a row, and nothing while the request is in flight', async () => {
    const actor = startOtp();
    for (let index = 0; index < 10; index += 1) actor.send({ type: 'OTP.REQUEST' });
    expect(view(actor).status).toBe('sending');
    actor.send({ type: 'OTP.RESEND' });
    expect(port.requests).toHaveLength(1);
    await answerRequest();
    for (let index = 0; index < 10; index += 1) actor.send({ type: 'OTP.RESEND' });
    expect(port.requests).toHaveLength(1);
  });

  it('holds the cooldown: resend allowed only after resendCooldownMs, with a ticking view', async () => {
    const actor = await sentActor({ resendCooldownMs: 30_000 });
    expect(view(actor)).toMatchObject({ status: 'cooldown', resendInMs: 30_000, expiresInMs: 180_000 });
    expect(view(actor).refCode).toBe('ABC123');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(view(actor).resendInMs).toBe(20_000);
    actor.send({ type: 'OTP.RESEND' });
    expect(port.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(view(actor)).toMatchObject({ status: 'sent', resendInMs: 0, canResend: true });
    actor.send({ type: 'OTP.RESEND' });
    expect(port.requests).toHaveLength(2);
  });

  it('takes the larger of resendCooldownMs and the server Retry-After on a 429', async () => {
    const actor = startOtp({ resendCooldownMs: 10_000 });
    actor.send({ type: 'OTP.REQUEST' });
    port.requests[0]?.answer.reject({ kind: 'rate_limited', status: 429, retryAt: start + 45_000 });
    await settle();
    expect(view(actor)).toMatchObject({ status: 'cooldown', resendInMs: 45_000, canRequest: false });
    expect(view(actor).error?.kind).toBe('rate_limited');
    await vi.advanceTimersByTimeAsync(44_000);
    actor.send({ type: 'OTP.REQUEST' });
    expect(port.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    actor.send({ type: 'OTP.REQUEST' });
    expect(port.requests).toHaveLength(2);
  });

  it.each(['network', 'timeout'])('starts the shorter uncertain cooldown after a %s error', async (kind) => {
    const actor = startOtp({ uncertainCooldownMs: 5_000 });
    actor.send({ type: 'OTP.REQUEST' });
    port.requests[0]?.answer.reject({ kind });
    await settle();
    expect(view(actor)).toMatchObject({ status: 'cooldown', resendInMs: 5_000 });
    expect(view(actor).error?.kind).toBe(kind);
    actor.send({ type: 'OTP.REQUEST' });
    expect(port.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(5_000);
    actor.send({ type: 'OTP.REQUEST' });
    expect(port.requests).toHaveLength(2);
  });

  it.each(['invalid_input', 'server', 'parse', 'unauthorized'])(
    'starts no cooldown after a definite %s refusal, and lands in idle with the error',
    async (kind) => {
      const actor = startOtp();
      actor.send({ type: 'OTP.REQUEST' });
      port.requests[0]?.answer.reject({ kind, status: 400 });
      await settle();
      expect(view(actor)).toMatchObject({ status: 'idle', resendInMs: 0, canRequest: true });
      expect(view(actor).error?.kind).toBe(kind);
      actor.send({ type: 'OTP.REQUEST' });
      expect(port.requests).toHaveLength(2);
    },
  );

  it('sends nothing when OTP.REQUEST names the same number in another spelling during the cooldown', async () => {
    const actor = startOtp();
    actor.send({ type: 'OTP.REQUEST', contact: { contactNumber: '0812345678' } });
    await answerRequest();
    for (const contactNumber of ['0812345678', '081-234-5678', '+66812345678'])
      actor.send({ type: 'OTP.REQUEST', contact: { contactNumber } });
    expect(port.requests).toHaveLength(1);
    expect(view(actor)).toMatchObject({ status: 'cooldown', refCode: 'ABC123', canVerify: true });
  });

  it('sends to a new contact given with OTP.REQUEST, without the old contact cooldown', async () => {
    const actor = await sentActor();
    actor.send({ type: 'OTP.REQUEST', contact: { contactNumber: '0899999999' } });
    expect(port.requests).toHaveLength(2);
    expect(port.requests[1]?.contact).toEqual({ contactNumber: '0899999999' });
    expect(view(actor).maskedContact).toBe('******9999');
  });
});

describe('deadlines survive reloads and are shared by tabs', () => {
  it('a new actor on the same storage restores refCode, expiry and cooldown', async () => {
    const storage = memoryStorage();
    const first = await sentActor({ storage });
    await vi.advanceTimersByTimeAsync(20_000);
    first.stop();

    const reloaded = startOtp({ storage });
    expect(view(reloaded)).toMatchObject({
      status: 'cooldown',
      refCode: 'ABC123',
      resendInMs: 40_000,
      expiresInMs: 160_000,
      canVerify: true,
    });
    reloaded.send({ type: 'OTP.REQUEST' });
    expect(port.requests).toHaveLength(1);
  });

  it('two tabs on one storage never both send within one cooldown window', async () => {
    vi.stubGlobal('window', new EventTarget());
    const storage = memoryStorage();
    const tabA = startOtp({ storage });
    const tabB = startOtp({ storage });
    tabA.send({ type: 'OTP.REQUEST' });
    tabB.send({ type: 'OTP.REQUEST' });
    expect(port.requests).toHaveLength(1);
    await answerRequest();
    tabB.send({ type: 'OTP.REQUEST' });
    expect(port.requests).toHaveLength(1);
    // Tab B adopts what tab A stored, so the code that arrived can be verified there too.
    expect(view(tabB)).toMatchObject({ status: 'cooldown', refCode: 'ABC123', canVerify: true });
  });

  it('a restored expired code shows expired, and verify sends nothing', async () => {
    const storage = memoryStorage();
    (await sentActor({ storage })).stop();
    vi.setSystemTime(start + 200_000);
    const reloaded = startOtp({ storage });
    expect(view(reloaded)).toMatchObject({ status: 'expired', canVerify: false, canResend: true });
    reloaded.send({ type: 'OTP.VERIFY', code: '123456' });
    expect(port.verifies).toHaveLength(0);
    expect(view(reloaded).error?.kind).toBe('code_expired');
  });

  it('ignores unreadable storage content', () => {
    const storage = memoryStorage();
    storage.setItem(storageKey(), '{not json');
    expect(view(startOtp({ storage })).status).toBe('idle');
  });
});

describe('verify', () => {
  it('normalises the code, sends it once, and ends verified with the token', async () => {
    const actor = await sentActor();
    actor.send({ type: 'OTP.VERIFY', code: ' １２３๔๕๖ ' });
    actor.send({ type: 'OTP.VERIFY', code: '123456' });
    expect(view(actor).status).toBe('verifying');
    expect(port.verifies).toHaveLength(1);
    expect(port.verifies[0]?.input).toEqual({
      contactNumber: '0812345678',
      otp: '123456',
      refCode: 'ABC123',
    });
    port.verifies[0]?.answer.resolve({ token: 'session-token' });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ token: 'session-token' });
    expect(view(actor).status).toBe('verified');
    expect(JSON.stringify(actor.getSnapshot().context)).not.toMatch(/session-token|"otp"|"code"/);
  });

  it.each(['12345', '1234567', '12a456', ''])(
    'refuses %j with invalid_input and sends nothing',
    async (code) => {
      const actor = await sentActor();
      actor.send({ type: 'OTP.VERIFY', code });
      expect(port.verifies).toHaveLength(0);
      expect(view(actor).error?.kind).toBe('invalid_input');
      expect(view(actor).status).toBe('cooldown');
    },
  );

  it('lowers attemptsLeft on a wrong code and does not resend the code just rejected', async () => {
    const actor = await sentActor();
    actor.send({ type: 'OTP.VERIFY', code: '111111' });
    port.verifies[0]?.answer.reject({ kind: 'wrong_code', status: 409 });
    await settle();
    expect(view(actor)).toMatchObject({ attemptsLeft: 4, canVerify: true });
    expect(view(actor).error?.kind).toBe('wrong_code');
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('111111');
    actor.send({ type: 'OTP.VERIFY', code: '111111' });
    expect(port.verifies).toHaveLength(1);
    actor.send({ type: 'OTP.VERIFY', code: '222222' });
    expect(port.verifies).toHaveLength(2);
  });

  it('locks on a 429 with lockedUntil, sends nothing while locked, and allows a new code after', async () => {
    vi.stubGlobal('window', new EventTarget());
    const storage = memoryStorage();
    const actor = await sentActor({ resendCooldownMs: 1_000, storage });
    actor.send({ type: 'OTP.VERIFY', code: '111111' });
    port.verifies[0]?.answer.reject({ kind: 'locked', status: 429, retryAt: start + 300_000 });
    await settle();
    expect(view(actor)).toMatchObject({ status: 'locked', lockedUntil: start + 300_000, canVerify: false });
    // Another tab storing its deadlines changes nothing here: still locked, no attempt left.
    storage.setItem('another-key', '{}');
    startOtp({ storage });
    expect(view(actor)).toMatchObject({ status: 'locked', attemptsLeft: 0 });
    actor.send({ type: 'OTP.VERIFY', code: '222222' });
    actor.send({ type: 'OTP.REQUEST' });
    expect(port.verifies).toHaveLength(1);
    expect(port.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(view(actor)).toMatchObject({ status: 'idle', canRequest: true, attemptsLeft: 5 });
    actor.send({ type: 'OTP.REQUEST' });
    expect(port.requests).toHaveLength(2);
  });

  it('lets a locked member change the number: the lock stays with the locked one, and no SMS goes to it', async () => {
    const storage = memoryStorage();
    const actor = await sentActor({ storage });
    actor.send({ type: 'OTP.VERIFY', code: '111111' });
    port.verifies[0]?.answer.reject({ kind: 'locked', status: 429, retryAt: start + 300_000 });
    await settle();
    actor.send({ type: 'OTP.RESET' });
    // Back to entering a number (the last code's resend cooldown still runs), no code, no error.
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(view(actor)).toMatchObject({ refCode: undefined, lockedUntil: start + 300_000 });
    expect(view(actor).error).toBeUndefined();
    // Asking again for the locked number shows its lock, without a request.
    actor.send({ type: 'OTP.REQUEST' });
    expect(view(actor)).toMatchObject({ status: 'locked', lockedUntil: start + 300_000 });
    actor.send({ type: 'OTP.RESET' });
    const other = { contactNumber: '0898765432' };
    actor.send({ type: 'OTP.REQUEST', contact: other });
    expect(port.requests.map((request) => request.contact)).toEqual([phone, other]);
    await answerRequest();
    expect(view(actor).status).toBe('cooldown');
    // Back to the locked number: its stored lock answers, and the service is not asked.
    actor.send({ type: 'OTP.REQUEST', contact: phone });
    await settle();
    expect(view(actor)).toMatchObject({ status: 'locked', lockedUntil: start + 300_000 });
    expect(port.requests).toHaveLength(2);
  });

  it('goes expired when the code lifetime passes, then sends no verify', async () => {
    const actor = await sentActor();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(view(actor)).toMatchObject({
      status: 'expired',
      expiresInMs: 0,
      canVerify: false,
      canResend: true,
    });
    actor.send({ type: 'OTP.VERIFY', code: '123456' });
    expect(port.verifies).toHaveLength(0);
  });

  it('goes expired when the service says code_expired', async () => {
    const actor = await sentActor();
    actor.send({ type: 'OTP.VERIFY', code: '123456' });
    port.verifies[0]?.answer.reject({ kind: 'code_expired', status: 409 });
    await settle();
    expect(view(actor).status).toBe('expired');
  });

  it.each(['network', 'timeout', 'server', 'parse'])(
    'after a %s fault while verifying, waits for the code again with the error',
    async (kind) => {
      const actor = await sentActor();
      actor.send({ type: 'OTP.VERIFY', code: '123456' });
      port.verifies[0]?.answer.reject({ kind });
      await settle();
      expect(view(actor)).toMatchObject({ status: 'cooldown', canVerify: true });
      expect(view(actor).error?.kind).toBe(kind);
      actor.send({ type: 'OTP.VERIFY', code: '123456' });
      expect(port.verifies).toHaveLength(2);
    },
  );
});

describe('reset and secrets', () => {
  it('OTP.RESET forgets the code but keeps the cooldown', async () => {
    const actor = await sentActor();
    actor.send({ type: 'OTP.RESET' });
    expect(view(actor)).toMatchObject({ status: 'cooldown', refCode: undefined, canVerify: false });
    actor.send({ type: 'OTP.REQUEST' });
    expect(port.requests).toHaveLength(1);
  });

  it.each(['network', 'locked', 'server'])(
    'keeps nothing of the typed code in context after a %s failure (it may have been the right one)',
    async (kind) => {
      const actor = await sentActor();
      actor.send({ type: 'OTP.VERIFY', code: '987650' });
      await settle();
      port.verifies[0]?.answer.reject({ kind, status: 500 });
      await settle();
      const { context } = actor.getSnapshot();
      expect(context.rejectedCode).toBeUndefined();
      expect(Object.keys(context.error ?? {}).sort()).toEqual(['kind', 'status']);
    },
  );

  it('keeps codes, tokens and thrown messages out of the error in the snapshot', async () => {
    const actor = await sentActor();
    actor.send({ type: 'OTP.VERIFY', code: '654321' });
    port.verifies[0]?.answer.reject({
      kind: 'wrong_code',
      message: 'code 654321 for token secret-token is wrong',
    });
    await settle();
    const error = JSON.stringify(view(actor).error);
    expect(error).not.toContain('654321');
    expect(error).not.toContain('secret-token');
  });

  it('refuses to start without a contact (it has no default)', () => {
    const actor = createActor(createOtpMachine({ client: fakeOtpPort().client }), { input: {} as OtpInput });
    let failure: unknown;
    actor.subscribe({ error: (error) => (failure = error) });
    actor.start();
    expect(actor.getSnapshot().status).toBe('error');
    expect(failure).toBeInstanceOf(TypeError);
  });

  it.each([[{ contact: phone, resendCooldownMs: -1 }], [{ contact: phone, maxAttempts: Number.NaN }]])(
    'starts on the defaults when a duration or count cannot be taken, and says so (%#)',
    (input) => {
      const actor = startOtp(input);
      expect(actor.getSnapshot().status).toBe('active');
      expect(view(actor).optionsError?.kind).toBe('invalid_input');
      expect(actor.getSnapshot().context).toMatchObject({
        contact: phone,
        resendCooldownMs: otpDefaults.resendCooldownMs,
        maxAttempts: otpDefaults.maxAttempts,
      });
    },
  );

  it('masks e-mail addresses', () => {
    const actor = startOtp({ contact: { email: 'someone@example.com' } });
    expect(view(actor).maskedContact).toBe('s***@example.com');
  });
});
