import { describe, expect, it, vi } from 'vitest';
import { type Actor, createActor, type Snapshot } from 'xstate';
import { createOtpMachine, getOtpView, type otpMachine } from '../src/otp';
import { settle } from './async-helpers';
import { otpTestWorld, phone, sentCode, start } from './otp.fixtures';

/*
 * A snapshot persisted with `getPersistedSnapshot()`, written as JSON (as an app keeps it in
 * localStorage) and restored later into the factory-made machine. xstate restarts the invoked actors
 * of a restored snapshot but not its delayed events, and would run a promise actor that was in flight
 * a second time.
 */

const { port, track } = otpTestWorld();

function run(snapshot?: Snapshot<unknown>) {
  const machine = createOtpMachine({ client: port.client, now: () => Date.now() });
  const actor = createActor(machine, { input: { contact: phone }, snapshot }).start();
  return track(actor);
}

/** What a persisted snapshot keeps of its running calls (not the storage sync or the ticker), as text. */
function persistedCalls(persisted: Snapshot<unknown>): string {
  const { children } = persisted as unknown as { children: Record<string, unknown> };
  return JSON.stringify([children.requestCode, children.verifyCode]);
}

/** An actor whose code (valid `lifetimeMs`) has arrived. */
async function sentActor(lifetimeMs?: number) {
  const actor = run();
  actor.send({ type: 'OTP.REQUEST' });
  port.requests[0]?.answer.resolve(sentCode(start, lifetimeMs));
  await settle();
  return actor;
}

/** Persists the actor's snapshot through JSON and stops the actor: the page goes away. */
function persistAndStop(actor: Actor<typeof otpMachine>): Snapshot<unknown> {
  const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as Snapshot<unknown>;
  actor.stop();
  return persisted;
}

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
    expect(calls).toContain('active');
    expect(calls).not.toContain('0812345678');
  });

  it('does not verify again when restored while verifying, forgets the code, and accepts a new attempt', async () => {
    const first = await sentActor();
    first.send({ type: 'OTP.VERIFY', code: '987650' });
    const persisted = persistAndStop(first);
    expect(persistedCalls(persisted)).toContain('active');
    expect(JSON.stringify(persisted)).not.toContain('987650');
    const restored = run(persisted);
    await settle();
    expect(port.verifies).toHaveLength(1);
    expect(getOtpView(restored.getSnapshot())).toMatchObject({ status: 'cooldown', canVerify: true });
    expect(JSON.stringify(restored.getSnapshot())).not.toContain('987650');
    restored.send({ type: 'OTP.VERIFY', code: '987650' });
    expect(port.verifies).toHaveLength(2);
  });

  it('goes on counting down from the deadlines, and expires on time, though xstate restores no timer', async () => {
    const first = await sentActor(30_000);
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

  it('still blocks a resend during the restored cooldown, and allows it when the cooldown ends', async () => {
    const first = await sentActor();
    const persisted = persistAndStop(first);
    await vi.advanceTimersByTimeAsync(20_000);
    const restored = run(persisted);
    expect(getOtpView(restored.getSnapshot())).toMatchObject({ status: 'cooldown', resendInMs: 40_000 });
    restored.send({ type: 'OTP.RESEND' });
    await vi.advanceTimersByTimeAsync(39_000);
    restored.send({ type: 'OTP.RESEND' });
    expect(port.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(getOtpView(restored.getSnapshot())).toMatchObject({ status: 'sent', canResend: true });
    restored.send({ type: 'OTP.RESEND' });
    expect(port.requests).toHaveLength(2);
  });

  it('stays verified, with its token as output, and calls nothing', async () => {
    const first = await sentActor();
    first.send({ type: 'OTP.VERIFY', code: '987650' });
    port.verifies[0]?.answer.resolve({ token: 'session-token' });
    await settle();
    const persisted = persistAndStop(first);
    expect(JSON.stringify(persisted)).not.toContain('987650');
    const restored = run(persisted);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(restored.getSnapshot()).toMatchObject({ status: 'done', value: 'verified' });
    expect(restored.getSnapshot().output).toEqual({ token: 'session-token' });
    expect(getOtpView(restored.getSnapshot()).status).toBe('verified');
    expect(port.requests.length + port.verifies.length).toBe(2);
  });

  it('holds plain data only: the JSON text restores to the same context', async () => {
    const first = await sentActor();
    const persisted = first.getPersistedSnapshot() as unknown as { context: unknown };
    expect(JSON.parse(JSON.stringify(persisted.context))).toEqual(persisted.context);
  });
});
