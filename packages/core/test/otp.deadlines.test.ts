import { describe, expect, it, vi } from 'vitest';
import { type Actor, createActor, type Snapshot } from 'xstate';
import { createOtpMachine, getOtpView, type otpMachine } from '../src/otp';
import { settle } from './async-helpers';
import { otpTestWorld, phone, sentCode, start } from './otp.fixtures';

/*
 * Every deadline of the OTP flow is noticed when it passes, not at the next tick of another one. The
 * service's expiry need not fall on a whole second of the cooldown (it is stamped on arrival, the
 * cooldown after it; docs/wire-format.md O2): here the code lives 180 s and the cooldown ends 400 ms
 * off the expiry's seconds.
 */

const { port, track } = otpTestWorld();

type OtpActor = Actor<typeof otpMachine>;

function run(
  snapshot?: Snapshot<unknown>,
  input: { resendCooldownMs?: number; codeLifetimeMs?: number } = {},
) {
  const machine = createOtpMachine({ client: port.client, now: () => Date.now() });
  return track(createActor(machine, { input: { contact: phone, ...input }, snapshot }).start());
}

/** An actor whose code, 180 s from expiry (on the service's clock, `offMs` off the device's seconds), is out. */
async function codeOut(offMs = 400, input = {}) {
  const actor = run(undefined, input);
  actor.send({ type: 'OTP.REQUEST' });
  port.requests[0]?.answer.resolve(sentCode(start + offMs));
  await settle();
  return actor;
}

/** An actor whose code the service answered with a lock until `retryAt` (a wrong code too many). */
async function lockedUntil(retryAt: number) {
  const actor = await codeOut();
  actor.send({ type: 'OTP.VERIFY', code: '111111' });
  port.verifies[0]?.answer.reject({ kind: 'locked', status: 429, retryAt });
  await settle();
  return actor;
}

/** The actor's snapshot through JSON into a new actor on the same port: a reload that kept it. */
function restored(actor: OtpActor): OtpActor {
  const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as Snapshot<unknown>;
  actor.stop();
  return run(persisted);
}

/** Records every snapshot's view whose countdown shows 0 s while Resend is disabled, in `sent`. */
function watchZeroDisabled(actor: OtpActor): string[] {
  const seen: string[] = [];
  actor.subscribe((snapshot) => {
    const view = getOtpView(snapshot);
    if (snapshot.matches('sent') && view.resendInMs === 0 && !view.canResend)
      seen.push(`${snapshot.context.now - start} ms`);
  });
  return seen;
}

describe.each([
  ['a running actor', (actor: OtpActor) => actor],
  ['a JSON-restored actor', restored],
])('the resend cooldown, in %s', (_, reload) => {
  it('sends exactly one code for Resend pressed at the cooldown end + 1 ms', async () => {
    const actor = reload(await codeOut());
    const { resendAvailableAt = 0 } = actor.getSnapshot().context;
    expect(resendAvailableAt).toBe(start + 60_000);
    await vi.advanceTimersByTimeAsync(resendAvailableAt + 1 - Date.now());
    actor.send({ type: 'OTP.RESEND' });
    actor.send({ type: 'OTP.RESEND' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(port.requests).toHaveLength(2);
  });

  it('notices the cooldown end at the deadline itself, and the view never shows 0 s with Resend disabled', async () => {
    const actor = reload(await codeOut());
    const zeroDisabled = watchZeroDisabled(actor);
    const { resendAvailableAt = 0 } = actor.getSnapshot().context;
    await vi.advanceTimersByTimeAsync(resendAvailableAt - 1 - Date.now());
    expect(getOtpView(actor.getSnapshot())).toMatchObject({ status: 'cooldown', canResend: false });
    // One ms at a time across the deadline: the view at the device clock must agree with the machine.
    let noticedAt: number | undefined;
    for (let step = 0; step < 1_000 && noticedAt === undefined; step += 1) {
      await vi.advanceTimersByTimeAsync(1);
      const atClock = getOtpView(actor.getSnapshot(), { now: Date.now() });
      if (atClock.resendInMs === 0 && !atClock.canResend) zeroDisabled.push(`clock ${Date.now() - start} ms`);
      if (getOtpView(actor.getSnapshot()).canResend) noticedAt = Date.now();
    }
    expect((noticedAt ?? Number.NaN) - resendAvailableAt).toBe(0);
    expect(zeroDisabled).toEqual([]);
    expect(port.requests).toHaveLength(1);
  });
});

describe('the other deadlines', () => {
  it('expires a code at its expiry though the cooldown outlasts it', async () => {
    const actor = await codeOut(-150_000 + 700); // a code that lives 30.7 s, inside the 60 s cooldown
    const { expiresAt = 0 } = actor.getSnapshot().context;
    await vi.advanceTimersByTimeAsync(expiresAt - 1 - Date.now());
    expect(actor.getSnapshot().matches('sent')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(getOtpView(actor.getSnapshot())).toMatchObject({
      status: 'expired',
      expiresInMs: 0,
      canVerify: false,
    });
  });

  it('ends a lock at its end though the cooldown outlasts it', async () => {
    // The service locks until a Retry-After that falls inside the cooldown, off its seconds.
    const actor = await lockedUntil(start + 30_300);
    await vi.advanceTimersByTimeAsync(start + 30_299 - Date.now());
    expect(getOtpView(actor.getSnapshot()).status).toBe('locked');
    await vi.advanceTimersByTimeAsync(1);
    expect(getOtpView(actor.getSnapshot())).toMatchObject({ status: 'cooldown', lockedUntil: undefined });
  });

  it('sends a request pressed 1 ms after a lock ends, before any tick', async () => {
    const actor = await lockedUntil(start + 90_300);
    await vi.advanceTimersByTimeAsync(start + 90_000 - Date.now());
    vi.setSystemTime(start + 90_301); // the clock moved on; no timer has fired since
    actor.send({ type: 'OTP.REQUEST' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(port.requests).toHaveLength(2);
  });

  it('still refuses a resend 1 ms before the cooldown ends, however often it is pressed', async () => {
    const actor = await codeOut();
    await vi.advanceTimersByTimeAsync(start + 60_000 - 1 - Date.now());
    for (let press = 0; press < 5; press += 1) actor.send({ type: 'OTP.RESEND' });
    expect(getOtpView(actor.getSnapshot())).toMatchObject({ status: 'cooldown', resendInMs: 1 });
    expect(port.requests).toHaveLength(1);
  });
});
