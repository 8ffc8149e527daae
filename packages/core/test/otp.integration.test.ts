import { createLoyaltyClient } from '@loyalty-flows/client';
import { startSandbox, type TestSandbox } from '@loyalty-flows/test-utils';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { getOtpView, type OtpInput, otpMachine } from '../src';
import { memoryStorage } from './otp.fixtures';

/** The OTP machine with the real client against the real sandbox over loopback. */
describe('otp machine with the client and the sandbox', () => {
  const contact = { contactNumber: '0812345678' };
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  beforeEach(() => sandbox.reset());
  afterAll(() => sandbox.close());

  function inputFor(extra: Partial<OtpInput> = {}): OtpInput {
    const client = createLoyaltyClient({ baseURL: sandbox.url, ...sandbox.credentials });
    return { client, contact, ...extra };
  }

  it('sends one SMS for repeated requests and a reload, then verifies the code from the outbox', async () => {
    const input = inputFor({ storage: memoryStorage() });
    const first = createActor(otpMachine, { input }).start();
    for (let index = 0; index < 5; index += 1) first.send({ type: 'OTP.REQUEST' });
    await waitFor(first, (snapshot) => getOtpView(snapshot).status === 'cooldown');
    first.stop();

    // A reload: the new actor finds the code and the cooldown, and asking again sends nothing.
    const reloaded = createActor(otpMachine, { input }).start();
    expect(getOtpView(reloaded.getSnapshot())).toMatchObject({ status: 'cooldown', canVerify: true });
    reloaded.send({ type: 'OTP.REQUEST' });
    expect(await sandbox.outbox(contact.contactNumber)).toHaveLength(1);
    expect(await sandbox.requests('otp.request')).toHaveLength(1);

    reloaded.send({ type: 'OTP.VERIFY', code: '00000' });
    expect(getOtpView(reloaded.getSnapshot()).error?.kind).toBe('invalid_input');
    reloaded.send({ type: 'OTP.VERIFY', code: await sandbox.lastCode(contact.contactNumber) });
    const done = await waitFor(reloaded, (snapshot) => snapshot.status === 'done');
    expect(done.output?.token).toEqual(expect.any(String));
    expect(await sandbox.requests('otp.verify')).toHaveLength(1);
  });

  it('locks after the wrong codes the service allows, with the lock end from Retry-After, and sends nothing more', async () => {
    const actor = createActor(otpMachine, { input: inputFor() }).start();
    actor.send({ type: 'OTP.REQUEST' });
    await waitFor(actor, (snapshot) => snapshot.value === 'awaitingCode');
    const code = await sandbox.lastCode(contact.contactNumber);
    const wrongCodes = ['111111', '222222', '333333', '444444', '555555', '666666'].filter(
      (wrong) => wrong !== code,
    );
    for (const wrong of wrongCodes.slice(0, 5)) {
      actor.send({ type: 'OTP.VERIFY', code: wrong });
      await waitFor(actor, (snapshot) => snapshot.value !== 'verifying');
    }
    const view = getOtpView(actor.getSnapshot());
    expect(view).toMatchObject({ status: 'locked', attemptsLeft: 0, canVerify: false, canRequest: false });
    // The sandbox's default lock is 300 s; Retry-After is whole seconds.
    expect((view.lockedUntil ?? 0) - Date.now()).toBeGreaterThan(298_000);
    expect(view.error?.kind).toBe('locked');

    actor.send({ type: 'OTP.VERIFY', code });
    actor.send({ type: 'OTP.REQUEST' });
    expect(await sandbox.requests('otp.verify')).toHaveLength(5);
    expect(await sandbox.requests('otp.request')).toHaveLength(1);
    actor.stop();
  });

  it('does not retry a request whose connection dropped: it cools down, and only a new tap after it sends', async () => {
    let clockOffset = 0;
    const input = inputFor({ uncertainCooldownMs: 10_000, now: () => Date.now() + clockOffset });
    await sandbox.injectFault({ route: 'otp.request', kind: 'drop' });
    const actor = createActor(otpMachine, { input }).start();
    actor.send({ type: 'OTP.REQUEST' });
    await waitFor(actor, (snapshot) => snapshot.value !== 'sending');
    expect(getOtpView(actor.getSnapshot())).toMatchObject({ status: 'cooldown', canRequest: false });
    expect(getOtpView(actor.getSnapshot()).error?.kind).toBe('network');
    actor.send({ type: 'OTP.REQUEST' });
    expect(await sandbox.requests('otp.request')).toHaveLength(1);

    clockOffset = 10_000;
    actor.send({ type: 'OTP.REQUEST' });
    await waitFor(actor, (snapshot) => snapshot.value === 'awaitingCode');
    expect(await sandbox.requests('otp.request')).toHaveLength(2);
    expect(await sandbox.outbox(contact.contactNumber)).toHaveLength(1);
    actor.stop();
  });
});
