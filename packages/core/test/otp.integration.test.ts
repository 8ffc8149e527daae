import { createLoyaltyClient } from '@loyalty-flows/client';
import { startSandbox, type TestSandbox } from '@loyalty-flows/test-utils';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createActor, type Snapshot, waitFor } from 'xstate';
import type { FlowStorage } from '../src';
import { createOtpMachine, getOtpView, type OtpInput, type OtpLocks } from '../src/otp';
import { fakeLocks, memoryStorage, storageKey } from './otp.fixtures';

/** The OTP machine with the real client against the real sandbox over loopback. */
describe('otp machine with the client and the sandbox', () => {
  const contact = { contactNumber: '0812345678' };
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  beforeEach(() => sandbox.reset());
  afterAll(() => sandbox.close());

  interface Setup extends Partial<OtpInput> {
    storage?: FlowStorage;
    now?: () => number;
    locks?: OtpLocks;
  }

  /** The factory-made machine on the real client, and its input. */
  function setupFor({ storage, now, locks, ...input }: Setup = {}) {
    const client = createLoyaltyClient({ baseURL: sandbox.url, ...sandbox.credentials });
    return { machine: createOtpMachine({ client, storage, now, locks }), input: { contact, ...input } };
  }

  it('sends one SMS for repeated requests and a reload, then verifies the code from the outbox', async () => {
    const { machine, input } = setupFor({ storage: memoryStorage() });
    const first = createActor(machine, { input }).start();
    for (let index = 0; index < 5; index += 1) first.send({ type: 'OTP.REQUEST' });
    await waitFor(first, (snapshot) => getOtpView(snapshot).status === 'cooldown');
    first.stop();

    // A reload: the new actor finds the code and the cooldown, and asking again sends nothing.
    const reloaded = createActor(machine, { input }).start();
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
    const { machine, input } = setupFor();
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'OTP.REQUEST' });
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
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
    const { machine, input } = setupFor({ uncertainCooldownMs: 10_000, now: () => Date.now() + clockOffset });
    await sandbox.injectFault({ route: 'otp.request', kind: 'drop' });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'OTP.REQUEST' });
    await waitFor(actor, (snapshot) => snapshot.value !== 'sending');
    expect(getOtpView(actor.getSnapshot())).toMatchObject({ status: 'cooldown', canRequest: false });
    expect(getOtpView(actor.getSnapshot()).error?.kind).toBe('network');
    actor.send({ type: 'OTP.REQUEST' });
    expect(await sandbox.requests('otp.request')).toHaveLength(1);

    // The cooldown ends on the provided clock: the next tick shows it, and only then a tap sends.
    clockOffset = 10_000;
    await waitFor(actor, (snapshot) => getOtpView(snapshot).canRequest);
    actor.send({ type: 'OTP.REQUEST' });
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    expect(await sandbox.requests('otp.request')).toHaveLength(2);
    expect(await sandbox.outbox(contact.contactNumber)).toHaveLength(1);
    actor.stop();
  });

  it('restores a JSON-persisted snapshot mid-cooldown: no second SMS, the cooldown ends on time, the code verifies', async () => {
    let clockOffset = 0;
    const { machine, input } = setupFor({ resendCooldownMs: 30_000, now: () => Date.now() + clockOffset });
    const first = createActor(machine, { input }).start();
    first.send({ type: 'OTP.REQUEST' });
    await waitFor(first, (snapshot) => snapshot.matches('sent'));
    const persisted = JSON.parse(JSON.stringify(first.getPersistedSnapshot())) as Snapshot<unknown>;
    first.stop();

    clockOffset = 10_000;
    const restored = createActor(machine, { input, snapshot: persisted }).start();
    await waitFor(restored, (snapshot) => getOtpView(snapshot).resendInMs <= 20_000);
    expect(getOtpView(restored.getSnapshot())).toMatchObject({ status: 'cooldown', canVerify: true });
    restored.send({ type: 'OTP.RESEND' });
    restored.send({ type: 'OTP.REQUEST' });
    expect(await sandbox.requests('otp.request')).toHaveLength(1);

    restored.send({ type: 'OTP.VERIFY', code: await sandbox.lastCode(contact.contactNumber) });
    const done = await waitFor(restored, (snapshot) => snapshot.status === 'done');
    const token = done.output?.token;
    expect(token).toEqual(expect.any(String));
    restored.stop();

    // Verified and persisted again: it stays verified, with its token, and calls nothing.
    const verified = JSON.parse(JSON.stringify(restored.getPersistedSnapshot())) as Snapshot<unknown>;
    const again = createActor(machine, { input, snapshot: verified }).start();
    expect(again.getSnapshot()).toMatchObject({ status: 'done', value: 'verified', output: { token } });
    expect(await sandbox.requests('otp.verify')).toHaveLength(1);
    expect(await sandbox.requests('otp.request')).toHaveLength(1);
  });

  // The device clock is `Date.now()` moved on by the test (as a phone's clock moves while the app
  // waits), the sandbox's as far, so the service takes the resend. The code's expiry is the client's
  // arrival stamp + 180 s, the cooldown the machine's stamp + 60 s: they need not share whole seconds.
  it.each([
    ['a running actor', false],
    ['a JSON-restored actor', true],
  ])('%s sends exactly one SMS for Resend pressed twice at the cooldown end + 1 ms', async (_, reload) => {
    let movedMs = 0;
    const now = () => Date.now() + movedMs;
    const { machine, input } = setupFor({ now });
    let actor = createActor(machine, { input }).start();
    actor.send({ type: 'OTP.REQUEST' });
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    if (reload) {
      const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as Snapshot<unknown>;
      actor.stop();
      actor = createActor(machine, { input, snapshot: persisted }).start();
    }
    const { resendAvailableAt = 0, expiresAt = 0 } = actor.getSnapshot().context;
    // The code outlives the cooldown's end by far more than the 61 s moved below, so the Resend is
    // one of a live code. Not "120 s to the ms": the service states its expiry in whole seconds, and
    // the cooldown starts when the answer is read, later on a busy machine.
    expect(expiresAt - resendAvailableAt).toBeGreaterThan(100_000);

    await sandbox.advanceClock(61_000);
    movedMs = resendAvailableAt + 1 - Date.now();
    // What the screen shows at this instant: 0 s left, Resend enabled.
    expect(getOtpView(actor.getSnapshot(), { now: now() })).toMatchObject({ resendInMs: 0, canResend: true });
    actor.send({ type: 'OTP.RESEND' });
    actor.send({ type: 'OTP.RESEND' });
    expect(actor.getSnapshot().value).toBe('sending');
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    expect(getOtpView(actor.getSnapshot())).toMatchObject({ status: 'cooldown', canResend: false });
    expect(await sandbox.requests('otp.request')).toHaveLength(2);
    expect(await sandbox.outbox(contact.contactNumber)).toHaveLength(2);
    actor.stop();
  });

  it('two tabs pressing Send at once, sharing storage and Web Locks: one SMS, and both tabs can verify it', async () => {
    const storage = memoryStorage();
    const locks = fakeLocks();
    const tabA = setupFor({ storage, locks });
    const tabB = setupFor({ storage, locks });
    const a = createActor(tabA.machine, { input: tabA.input }).start();
    const b = createActor(tabB.machine, { input: { contact: { contactNumber: '+660812345678' } } }).start();
    a.send({ type: 'OTP.REQUEST' });
    b.send({ type: 'OTP.REQUEST' });
    await waitFor(a, (snapshot) => snapshot.matches('sent'));
    await waitFor(b, (snapshot) => snapshot.matches('sent'));
    expect(await sandbox.requests('otp.request')).toHaveLength(1);
    expect(getOtpView(b.getSnapshot()).refCode).toBe(getOtpView(a.getSnapshot()).refCode);
    b.send({ type: 'OTP.VERIFY', code: await sandbox.lastCode(contact.contactNumber) });
    expect((await waitFor(b, (snapshot) => snapshot.status === 'done')).output?.token).toEqual(
      expect.any(String),
    );
    a.stop();
    b.stop();
  });
  it('without storage, each contact keeps its cooldown in memory: A → B → A inside the cooldown sends 2 SMS, not 3', async () => {
    const other = { contactNumber: '0898765432' };
    const { machine, input } = setupFor();
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'OTP.REQUEST' });
    await waitFor(actor, (snapshot) => getOtpView(snapshot).canVerify);
    actor.send({ type: 'OTP.REQUEST', contact: other });
    await waitFor(actor, (snapshot) => getOtpView(snapshot).canVerify);
    actor.send({ type: 'OTP.REQUEST', contact });
    await waitFor(actor, (snapshot) => snapshot.value !== 'sending' && getOtpView(snapshot).resendInMs > 0);
    expect(getOtpView(actor.getSnapshot())).toMatchObject({ status: 'cooldown', canVerify: true });
    expect(await sandbox.outbox(contact.contactNumber)).toHaveLength(1);
    expect(await sandbox.outbox(other.contactNumber)).toHaveLength(1);
    expect(await sandbox.requests('otp.request')).toHaveLength(2);
    actor.stop();
  });

  it('a snapshot restored where storage is empty (a new device) keeps its live code; one storage says was spent does not', async () => {
    const sent = setupFor({ storage: memoryStorage() });
    const first = createActor(sent.machine, { input: sent.input }).start();
    first.send({ type: 'OTP.REQUEST' });
    await waitFor(first, (snapshot) => getOtpView(snapshot).canVerify);
    const persisted = JSON.parse(JSON.stringify(first.getPersistedSnapshot())) as Snapshot<unknown>;
    const { refCode, expiresAt } = first.getSnapshot().context;
    first.stop();

    const spentStorage = memoryStorage();
    const elsewhere = setupFor({ storage: spentStorage });
    spentStorage.setItem(storageKey(), JSON.stringify({ spent: expiresAt }));
    const spent = createActor(elsewhere.machine, { input: elsewhere.input, snapshot: persisted }).start();
    expect(getOtpView(spent.getSnapshot())).toMatchObject({ refCode: undefined, canVerify: false });
    spent.stop();

    const newDevice = setupFor({ storage: memoryStorage() });
    const restored = createActor(newDevice.machine, { input: newDevice.input, snapshot: persisted }).start();
    expect(getOtpView(restored.getSnapshot())).toMatchObject({ refCode, canVerify: true });
    restored.send({ type: 'OTP.VERIFY', code: await sandbox.lastCode(contact.contactNumber) });
    expect((await waitFor(restored, (snapshot) => snapshot.status === 'done')).output?.token).toEqual(
      expect.any(String),
    );
    expect(await sandbox.requests('otp.request')).toHaveLength(1);
  });
});
