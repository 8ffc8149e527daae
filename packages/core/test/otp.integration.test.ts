import { createLoyaltyClient } from '@loyalty-flows/client';
import { startSandbox, type TestSandbox } from '@loyalty-flows/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { getOtpView, otpMachine } from '../src';
import { memoryStorage } from './otp.fixtures';

/** The OTP machine with the real client against the real sandbox over loopback. */
describe('otp machine with the client and the sandbox', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  it('sends one SMS for repeated requests and a reload, then verifies the code from the outbox', async () => {
    const client = createLoyaltyClient({ baseURL: sandbox.url, ...sandbox.credentials });
    const storage = memoryStorage();
    const input = { client, contact: { contactNumber: '0812345678' }, storage };
    const first = createActor(otpMachine, { input }).start();
    for (let index = 0; index < 5; index += 1) first.send({ type: 'OTP.REQUEST' });
    await waitFor(first, (snapshot) => getOtpView(snapshot).status === 'cooldown');
    first.stop();

    // A reload: the new actor finds the code and the cooldown, and asking again sends nothing.
    const reloaded = createActor(otpMachine, { input }).start();
    expect(getOtpView(reloaded.getSnapshot())).toMatchObject({ status: 'cooldown', canVerify: true });
    reloaded.send({ type: 'OTP.REQUEST' });
    expect(await sandbox.outbox('0812345678')).toHaveLength(1);
    expect(await sandbox.requests('otp.request')).toHaveLength(1);

    reloaded.send({ type: 'OTP.VERIFY', code: '00000' });
    expect(getOtpView(reloaded.getSnapshot()).error?.kind).toBe('invalid_input');
    reloaded.send({ type: 'OTP.VERIFY', code: await sandbox.lastCode('0812345678') });
    const done = await waitFor(reloaded, (snapshot) => snapshot.status === 'done');
    expect(done.output?.token).toEqual(expect.any(String));
    expect(await sandbox.requests('otp.verify')).toHaveLength(1);
  });
});
