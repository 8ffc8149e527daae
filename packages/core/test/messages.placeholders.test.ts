import { createLoyaltyClient } from '@loyalty-flows/client';
import { startSandbox, type TestSandbox } from '@loyalty-flows/test-utils';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, waitFor } from 'xstate';
import { describeError, en } from '../src';
import { createNotificationsMachine, getNotificationsView } from '../src/notifications';
import { createOtpMachine, getOtpView } from '../src/otp';
import { createRedemptionMachine, getRedemptionView } from '../src/redemption';
import { th } from '../src/shared/messages-th';

/** An app's override with `{seconds}` shows a number after a 429 with Retry-After, in every flow. */
describe('placeholders in texts', () => {
  const messages = { 'error.rate_limited': 'รอ {seconds} วินาที' };
  const shown = /^รอ \d+ วินาที$/;
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  beforeEach(() => sandbox.reset());
  afterAll(() => sandbox.close());
  const clientOf = () => createLoyaltyClient({ baseURL: sandbox.url, ...sandbox.credentials });
  const started = <T extends AnyActorRef>(actor: T) => {
    actor.start();
    return actor;
  };

  it('OTP', async () => {
    await sandbox.injectFault({ route: 'otp.request', kind: 'rate_limited', retryAfterSeconds: 42 });
    const actor = started(
      createActor(createOtpMachine({ client: clientOf() }), {
        input: { contact: { contactNumber: '0812345678' } },
      }),
    );
    actor.send({ type: 'OTP.REQUEST' });
    const snapshot = await waitFor(actor, (s) => s.context.error !== undefined);
    const error = getOtpView(snapshot, { messages })?.error;
    expect(error?.kind).toBe('rate_limited');
    expect(error?.message).toMatch(shown);
    expect(error?.params.seconds).toBeGreaterThan(0);
    actor.stop();
  });

  it('redemption', async () => {
    await sandbox.injectFault({ route: 'redeem.list', kind: 'rate_limited', retryAfterSeconds: 42 });
    const actor = started(createActor(createRedemptionMachine({ client: clientOf() })));
    const snapshot = await waitFor(actor, (s) => getRedemptionView(s).listState === 'error');
    const error = getRedemptionView(snapshot, { messages }).listError;
    expect(error?.message).toMatch(shown);
    expect(error?.params.seconds).toBeGreaterThan(40);
    actor.stop();
  });

  it('notifications, without a clock given to the view', async () => {
    await sandbox.injectFault({ route: 'noti.list', kind: 'rate_limited', retryAfterSeconds: 42 });
    const actor = started(createActor(createNotificationsMachine({ client: clientOf() }), { input: {} }));
    const snapshot = await waitFor(actor, (s) => getNotificationsView(s).listState === 'error');
    const error = getNotificationsView(snapshot, { messages }).listError;
    expect(error?.message).toMatch(shown);
    expect(error?.params.seconds).toBeGreaterThan(40);
    actor.stop();
  });

  it('keeps unknown placeholders, and words errors per flow', () => {
    const error = describeError(
      { kind: 'rate_limited', retryAt: 10_000, at: 0 },
      { messages: { 'error.rate_limited': '{seconds} s, {unknown}' } },
    );
    expect(error.message).toBe('10 s, {unknown}');
    const redemption = { name: 'redemption', texts: en } as const;
    expect(describeError({ kind: 'code_expired' }, { flow: redemption }).message).not.toMatch(
      /request a new/i,
    );
    expect(describeError({ kind: 'code_expired' }, { flow: redemption, messages: th }).message).not.toContain(
      'ขอรหัสใหม่',
    );
    const otp = { name: 'otp', texts: en } as const;
    expect(describeError({ kind: 'unauthorized' }, { flow: otp }).message).toMatch(/new code/);
  });
});
