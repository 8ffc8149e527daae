import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Actor, createActor, type Snapshot } from 'xstate';
import { getOtpView, type OtpInput, otpMachine } from '../src';
import { settle } from './async-helpers';
import { type FakeOtpPort, fakeOtpPort, phone, sentCode, start } from './otp.fixtures';

/*
 * A snapshot persisted with `getPersistedSnapshot()` and restored later (the other way, besides
 * `storage`, to survive a reload). xstate restarts the invoked actors of a restored snapshot but not
 * its delayed events, and would run a promise actor that was in flight a second time.
 */

let port: FakeOtpPort;
const actors: Actor<typeof otpMachine>[] = [];

function input(): OtpInput {
  return { client: port.client, contact: phone, now: () => Date.now() };
}

function run(snapshot?: Snapshot<unknown>) {
  const actor = createActor(otpMachine, { input: input(), snapshot }).start();
  actors.push(actor);
  return actor;
}

/** What a persisted snapshot keeps of its running calls, as text. */
function persistedCalls(persisted: Snapshot<unknown>): string {
  return JSON.stringify((persisted as unknown as { children: unknown }).children);
}

/** Persists the actor's snapshot and stops the actor: the page goes away. */
function persistAndStop(actor: Actor<typeof otpMachine>): Snapshot<unknown> {
  const persisted = actor.getPersistedSnapshot();
  actor.stop();
  return persisted;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(start);
  port = fakeOtpPort();
});

afterEach(() => {
  for (const actor of actors.splice(0)) actor.stop();
  vi.useRealTimers();
});

describe('restoring a persisted snapshot', () => {
  it('does not send the request again when restored while sending: the fate is unknown, so a cooldown runs', async () => {
    const first = run();
    first.send({ type: 'OTP.REQUEST' });
    const persisted = persistAndStop(first);
    const restored = run(persisted);
    await settle();
    expect(port.requests).toHaveLength(1);
    expect(getOtpView(restored.getSnapshot())).toMatchObject({ status: 'cooldown', canRequest: false });
    expect(getOtpView(restored.getSnapshot()).error?.kind).toBe('network');
  });

  it('keeps neither the client nor the contact in the persisted call', () => {
    const first = run();
    first.send({ type: 'OTP.REQUEST' });
    const calls = persistedCalls(persistAndStop(first));
    expect(calls).toContain('requestCode');
    expect(calls).not.toContain('0812345678');
  });

  it('does not verify again when restored while verifying, forgets the code, and accepts a new attempt', async () => {
    const first = run();
    first.send({ type: 'OTP.REQUEST' });
    port.requests[0]?.answer.resolve(sentCode(start));
    await settle();
    first.send({ type: 'OTP.VERIFY', code: '123456' });
    const persisted = persistAndStop(first);
    expect(persistedCalls(persisted)).toContain('verifyCode');
    expect(persistedCalls(persisted)).not.toContain('123456');
    const restored = run(persisted);
    await settle();
    expect(port.verifies).toHaveLength(1);
    expect(getOtpView(restored.getSnapshot())).toMatchObject({ status: 'cooldown', canVerify: true });
    expect(restored.getSnapshot().context.pendingCode).toBeUndefined();
    restored.send({ type: 'OTP.VERIFY', code: '123456' });
    expect(port.verifies).toHaveLength(2);
  });

  it('goes on counting down from the deadlines, and expires on time, though xstate restores no timer', async () => {
    const first = run();
    first.send({ type: 'OTP.REQUEST' });
    port.requests[0]?.answer.resolve(sentCode(start, 30_000));
    await settle();
    const persisted = persistAndStop(first);
    await vi.advanceTimersByTimeAsync(12_500); // the page was closed meanwhile
    const restored = run(persisted);
    expect(getOtpView(restored.getSnapshot())).toMatchObject({ expiresInMs: 17_500, resendInMs: 47_500 });
    await vi.advanceTimersByTimeAsync(500);
    expect(getOtpView(restored.getSnapshot()).expiresInMs).toBe(17_000);
    await vi.advanceTimersByTimeAsync(17_000);
    expect(getOtpView(restored.getSnapshot())).toMatchObject({ status: 'expired', canVerify: false });
    expect(port.requests).toHaveLength(1);
  });
});
