import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AnyMachineSnapshot,
  createActor,
  initialTransition,
  type SnapshotFrom,
  transition,
} from 'xstate';
import { createOtpMachine, getOtpView, otpMachine } from '../src/otp';
import { settle } from './async-helpers';
import { fakeOtpPort, memoryStorage, phone, sentCode, start, storageKey, walkable } from './otp.fixtures';

/*
 * The machine as xstate's pure API sees it (issue 14): `initialTransition`/`transition` compute the
 * next snapshot and the actions to run, and run none, so neither the service, storage, the clock nor a
 * timer is touched, with or without an environment; every context is plain JSON data.
 */

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function expectPlainData(snapshot: AnyMachineSnapshot) {
  expect(JSON.parse(JSON.stringify(snapshot.context))).toEqual(snapshot.context);
}

describe('otp machine, pure', () => {
  it.each([
    ['the definition', () => otpMachine],
    ['the factory-made machine', (env: Parameters<typeof createOtpMachine>[0]) => createOtpMachine(env)],
  ])('%s: a whole login through transition() touches no service, storage, clock or timer', (_, build) => {
    const port = fakeOtpPort();
    const request = vi.spyOn(port.client.otp, 'request');
    const verify = vi.spyOn(port.client.otp, 'verify');
    const storage = memoryStorage();
    const reads = vi.spyOn(storage, 'getItem');
    const writes = vi.spyOn(storage, 'setItem');
    const clock = vi.fn(() => start);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const timeout = vi.spyOn(globalThis, 'setTimeout');
    const dateNow = vi.spyOn(Date, 'now');
    const machine = walkable(build({ client: port.client, storage, now: clock }));

    let [snapshot, actions] = initialTransition(machine, { contact: phone });
    expect(snapshot.value).toEqual({ idle: 'ready' });
    expect(actions.length).toBeGreaterThan(0); // the storage sync and the ticker, to start later
    const steps: Parameters<typeof transition<typeof machine>>[2][] = [
      { type: 'OTP.RESTORED', deadlines: {}, now: start },
      { type: 'OTP.REQUEST' },
      {
        type: 'xstate.done.actor.requestCode',
        actorId: 'requestCode',
        output: {
          sent: true,
          deadlines: { ...sentCode(start), resendAvailableAt: start + 60_000 },
          now: start,
        },
      },
      { type: 'CLOCK.TICK', now: start + 1_000 },
      { type: 'OTP.VERIFY', code: '987650' },
      { type: 'xstate.done.actor.verifyCode', actorId: 'verifyCode', output: { token: 'session-token' } },
    ];
    const values: unknown[] = [];
    for (const event of steps) {
      [snapshot, actions] = transition(machine, snapshot as SnapshotFrom<typeof machine>, event);
      values.push(snapshot.value);
      expectPlainData(snapshot);
      expect(JSON.stringify(snapshot.context)).not.toContain('987650');
      expect(JSON.stringify(snapshot.context)).not.toContain('session-token');
    }
    expect(values).toEqual([
      { idle: 'ready' },
      'sending',
      { sent: 'cooldown' },
      { sent: 'cooldown' },
      'verifying',
      'verified',
    ]);
    expect(snapshot.output).toEqual({ token: 'session-token' });
    for (const spy of [request, verify, reads, writes, clock, fetch, timeout, dateNow])
      expect(spy).not.toHaveBeenCalled();
  });

  it('starts from its input alone: the first render equals the server render; storage is read after start', async () => {
    const storage = memoryStorage();
    storage.setItem(storageKey(), JSON.stringify({ resendAvailableAt: start + 40_000 }));
    const reads = vi.spyOn(storage, 'getItem');
    const clock = vi.fn(() => start);
    const machine = createOtpMachine({ client: fakeOtpPort().client, storage, now: clock });
    const [server] = initialTransition(otpMachine, { contact: phone });
    const actor = createActor(machine, { input: { contact: phone } });
    expect(actor.getSnapshot().context).toEqual(server.context);
    expect(getOtpView(actor.getSnapshot())).toEqual(getOtpView(server));
    expect(reads).not.toHaveBeenCalled();
    expect(clock).not.toHaveBeenCalled();
    actor.start();
    await settle();
    expect(reads).toHaveBeenCalled();
    expect(getOtpView(actor.getSnapshot())).toMatchObject({ status: 'cooldown', resendInMs: 40_000 });
    actor.stop();
  });

  it('fails a call with a clear message when no environment was provided', async () => {
    const logic = otpMachine.implementations.actors.requestCode;
    const actor = createActor(logic as never, { input: { contact: phone } as never });
    const failure = new Promise((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    expect(String(await failure)).toContain('createOtpMachine');
    // The pure machine itself ends the attempt with an error kind, sending nothing anywhere.
    const pure = createActor(otpMachine, { input: { contact: phone } }).start();
    pure.send({ type: 'OTP.REQUEST' });
    await settle();
    expect(getOtpView(pure.getSnapshot())).toMatchObject({ status: 'idle', error: { kind: 'unknown' } });
    pure.stop();
  });
});
