import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createOtpMachine } from '../src/otp';
import { settle } from './async-helpers';
import { sendInternal } from './internal-events';
import { memoryStorage, otpTestWorld, phone, sentCode, storageKey } from './otp.fixtures';

/*
 * Edges of the OTP flow that its other tests pass by: each test names the behaviour it pins.
 */

const { port, startOtp, track, view } = otpTestWorld();

/** An actor with a code sent and a verify on the wire. */
async function verifying() {
  const actor = startOtp();
  actor.send({ type: 'OTP.REQUEST' });
  port.requests[0]?.answer.resolve(sentCode(Date.now()));
  await settle();
  actor.send({ type: 'OTP.VERIFY', code: '123456' });
  expect(view(actor).status).toBe('verifying');
  return actor;
}

describe('an answer that names no actor', () => {
  it('does not verify: a done event without actorId is not the verify call’s own answer', async () => {
    const actor = await verifying();
    sendInternal(actor, { type: 'xstate.done.actor.verifyCode', output: { token: 'forged' } });
    await settle();
    expect(view(actor).status).toBe('verifying');
    expect(actor.getSnapshot().output).toBeUndefined();
  });

  it('does not verify when it names the actor but carries no output', async () => {
    const actor = await verifying();
    sendInternal(actor, { type: 'xstate.done.actor.verifyCode', actorId: 'verifyCode' });
    await settle();
    expect(view(actor).status).toBe('verifying');
  });
});

describe('a resend another tab holds back', () => {
  it('keeps the attempts left and the rejected code of the code still out: retyping it sends nothing', async () => {
    const storage = memoryStorage();
    const actor = startOtp({ storage, resendCooldownMs: 1_000 });
    actor.send({ type: 'OTP.REQUEST' });
    port.requests[0]?.answer.resolve(sentCode(Date.now()));
    await settle();
    actor.send({ type: 'OTP.VERIFY', code: '111111' });
    port.verifies[0]?.answer.reject({ kind: 'wrong_code', status: 409 });
    await settle();
    expect(view(actor).attemptsLeft).toBe(4);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(view(actor).canResend).toBe(true);
    // Another tab claims a cooldown (its request is on the wire); no storage event reaches this one.
    const record = JSON.parse(storage.entries.get(storageKey()) ?? '{}');
    storage.entries.set(storageKey(), JSON.stringify({ ...record, resendAvailableAt: Date.now() + 30_000 }));
    actor.send({ type: 'OTP.RESEND' });
    await settle();
    expect(port.requests).toHaveLength(1);
    expect(view(actor)).toMatchObject({ status: 'cooldown', attemptsLeft: 4, canVerify: true });
    actor.send({ type: 'OTP.VERIFY', code: '111111' });
    expect(port.verifies).toHaveLength(1);
    expect(view(actor).error?.kind).toBe('wrong_code');
  });
});

describe('a new code', () => {
  it('replaces the code still out even when it expires sooner: the service’s latest code is the one to type', async () => {
    const actor = startOtp({ resendCooldownMs: 1_000 });
    actor.send({ type: 'OTP.REQUEST' });
    port.requests[0]?.answer.resolve(sentCode(Date.now(), 180_000, 'ABC123'));
    await settle();
    await vi.advanceTimersByTimeAsync(1_000);
    actor.send({ type: 'OTP.RESEND' });
    port.requests[1]?.answer.resolve(sentCode(Date.now(), 60_000, 'XYZ789'));
    await settle();
    expect(view(actor)).toMatchObject({ refCode: 'XYZ789', expiresInMs: 60_000 });
  });
});

describe('a definite refusal', () => {
  it('leaves a cooldown another tab claimed while the request was out as it is', async () => {
    const storage = memoryStorage();
    const actor = startOtp({ storage });
    actor.send({ type: 'OTP.REQUEST' });
    expect(JSON.parse(storage.entries.get(storageKey()) ?? '{}').resendAvailableAt).toBe(Date.now() + 60_000);
    const otherTabClaim = Date.now() + 90_000;
    storage.entries.set(storageKey(), JSON.stringify({ resendAvailableAt: otherTabClaim }));
    port.requests[0]?.answer.reject({ kind: 'invalid_input', status: 400 });
    await settle();
    expect(JSON.parse(storage.entries.get(storageKey()) ?? '{}')).toEqual({
      resendAvailableAt: otherTabClaim,
    });
  });
});

describe('a code the service sent without a reference', () => {
  it('is verified with no refCode field at all, as the port’s type has it (docs/wire-format.md O2)', async () => {
    const actor = startOtp();
    actor.send({ type: 'OTP.REQUEST' });
    port.requests[0]?.answer.resolve({ expiresAt: Date.now() + 180_000 });
    await settle();
    actor.send({ type: 'OTP.VERIFY', code: '123456' });
    expect(port.verifies[0]?.input).toEqual({ contactNumber: '0812345678', otp: '123456' });
    expect(Object.keys(port.verifies[0]?.input ?? {})).not.toContain('refCode');
  });
});

describe('what the flow shows of a failed verify', () => {
  /** An OTP actor whose inspection events' verify failures are collected. */
  function inspected() {
    const failures: unknown[] = [];
    const machine = createOtpMachine({ client: port.client, now: () => Date.now() });
    const actor = track(
      createActor(machine, {
        input: { contact: phone },
        inspect: (inspection) => {
          if (
            inspection.type === '@xstate.event' &&
            inspection.event.type === 'xstate.error.actor.verifyCode'
          )
            failures.push(inspection.event.error);
        },
      }).start(),
    );
    return { actor, failures };
  }

  it('carries no fingerprint of a code whose check failed for another reason (it may be the right one)', async () => {
    const { actor, failures } = inspected();
    actor.send({ type: 'OTP.REQUEST' });
    port.requests[0]?.answer.resolve(sentCode(Date.now()));
    await settle();
    actor.send({ type: 'OTP.VERIFY', code: '123456' });
    port.verifies[0]?.answer.reject({ kind: 'network' });
    await settle();
    expect(failures).toEqual([{ kind: 'network' }]);
  });

  it('carries the fingerprint of a code the service rejected, never the code', async () => {
    const { actor, failures } = inspected();
    actor.send({ type: 'OTP.REQUEST' });
    port.requests[0]?.answer.resolve(sentCode(Date.now()));
    await settle();
    actor.send({ type: 'OTP.VERIFY', code: '123456' });
    port.verifies[0]?.answer.reject({ kind: 'wrong_code', status: 409 });
    await settle();
    expect(failures).toEqual([{ kind: 'wrong_code', status: 409, rejected: expect.any(String) }]);
    expect(JSON.stringify(failures)).not.toContain('123456');
  });
});

describe('storage events from other tabs', () => {
  it('reads the record again for a write to its own key only, not for other keys', async () => {
    vi.stubGlobal('window', new EventTarget());
    const storage = memoryStorage();
    const restored: number[] = [];
    const machine = createOtpMachine({ client: port.client, storage, now: () => Date.now() });
    track(
      createActor(machine, {
        input: { contact: phone },
        inspect: (inspection) => {
          if (inspection.type === '@xstate.event' && inspection.event.type === 'OTP.RESTORED')
            restored.push(Date.now());
        },
      }).start(),
    );
    await settle();
    expect(restored).toHaveLength(1);
    storage.setItem('another-app:key', 'x');
    storage.setItem(storageKey({ contactNumber: '0899999999' }), JSON.stringify({ resendAvailableAt: 1 }));
    await settle();
    expect(restored).toHaveLength(1);
    storage.setItem(storageKey(), JSON.stringify({ resendAvailableAt: Date.now() + 5_000 }));
    await settle();
    expect(restored).toHaveLength(2);
  });
});
