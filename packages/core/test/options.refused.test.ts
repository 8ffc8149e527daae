import { afterEach, describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor } from 'xstate';
import { createNotificationsMachine, getNotificationsView, notificationsFlow } from '../src/notifications';
import { otpFlow } from '../src/otp';
import { getRedemptionView, redemptionFlow } from '../src/redemption';
import { th } from '../src/shared/messages-th';
import { settle } from './async-helpers';
import { sendInternal } from './internal-events';
import { fakeNotificationsPort, memoryStorage, notifications } from './notifications.fixtures';
import { otpTestWorld, phone } from './otp.fixtures';
import { fakePort, redemption, servedHistory, startRedemption } from './redemption.fixtures';

/*
 * Options given after start that a flow cannot take, or a configure event that is not even shaped
 * right, are refused with `invalid_input` in the view; the actor keeps running with its options.
 */

const { port: otpPort, startOtp, view: otpView } = otpTestWorld();
const started: AnyActorRef[] = [];
afterEach(() => {
  for (const actor of started.splice(0)) actor.stop();
});

describe('the OTP flow', () => {
  it.each([
    ['a negative cooldown', otpFlow.configure?.({ contact: phone, resendCooldownMs: -1 })],
    [
      'a cooldown that is no number',
      { type: 'OTP.CONFIGURE', options: { contact: phone, resendCooldownMs: 'soon' } },
    ],
    ['no contact', { type: 'OTP.CONFIGURE', options: {} }],
    ['no options', { type: 'OTP.CONFIGURE' }],
    ['a null contact', { type: 'OTP.CONFIGURE', options: { contact: null } }],
  ])('refuses %s and keeps working', (_, event) => {
    const actor = startOtp({ resendCooldownMs: 30_000 });
    sendInternal(actor, event ?? { type: 'none' });
    expect(actor.getSnapshot().status).toBe('active');
    expect(otpView(actor).optionsError?.kind).toBe('invalid_input');
    expect(otpView(actor).error).toBeUndefined();
    expect(actor.getSnapshot().context.resendCooldownMs).toBe(30_000);
    expect(actor.getSnapshot().context.contact).toEqual(phone);
    actor.send({ type: 'OTP.REQUEST' });
    expect(otpView(actor).status).toBe('sending');
    expect(otpPort.requests).toHaveLength(1);
  });

  it('takes good options after a refusal', () => {
    const actor = startOtp();
    actor.send({ type: 'OTP.CONFIGURE', options: { contact: phone, resendCooldownMs: -1 } });
    actor.send({ type: 'OTP.CONFIGURE', options: { contact: phone, resendCooldownMs: 10_000 } });
    expect(actor.getSnapshot().context.resendCooldownMs).toBe(10_000);
    expect(otpView(actor).optionsError).toBeUndefined();
  });
});

describe('the redemption flow', () => {
  const entries = [redemption({ redeemKey: 'campaign-1_SERIAL0001' })];

  it.each([
    ['a page size of 0', redemptionFlow.configure?.({ pageSize: 0 })],
    ['a page size of 2.5', redemptionFlow.configure?.({ pageSize: 2.5 })],
    ['options that are null', { type: 'REDEMPTION.CONFIGURE', options: null }],
  ])('refuses %s in the view, in Thai too, and keeps loading', async (_, event) => {
    const port = fakePort({ list: servedHistory(entries) });
    const actor = startRedemption(port, { pageSize: 10 });
    started.push(actor);
    await settle();
    sendInternal(actor, event ?? { type: 'none' });
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().context.pageSize).toBe(10);
    const view = getRedemptionView(actor.getSnapshot(), { messages: th });
    expect(view.optionsError).toMatchObject({ kind: 'invalid_input', message: th['error.invalid_input'] });
    actor.send({ type: 'REDEMPTION.REFRESH' });
    await settle();
    expect(port.listCalls).toHaveLength(2);
    expect(port.listCalls[1]).toMatchObject({ top: 10 });
    expect(getRedemptionView(actor.getSnapshot()).entries).toHaveLength(1);

    actor.send({ type: 'REDEMPTION.CONFIGURE', options: { pageSize: 5 } });
    await settle();
    expect(getRedemptionView(actor.getSnapshot()).optionsError).toBeUndefined();
    expect(port.listCalls.at(-1)).toMatchObject({ top: 5 });
  });
});

describe('the notifications flow', () => {
  it.each([
    ['a page size of 0', notificationsFlow.configure?.({ pageSize: 0 })],
    ['a negative batch window', notificationsFlow.configure?.({ batchWindowMs: -5 })],
    ['a poll interval of 0', notificationsFlow.configure?.({ pollIntervalMs: 0 })],
    ['an unknown mode', { type: 'NOTIFICATIONS.CONFIGURE', options: { mode: 'some' } }],
    ['options that are null', { type: 'NOTIFICATIONS.CONFIGURE', options: null }],
  ])('refuses %s in the view and keeps its list and reads', async (_, event) => {
    const port = fakeNotificationsPort();
    const machine = createNotificationsMachine({ client: port.client, storage: memoryStorage() });
    const actor = createActor(machine, { input: { pageSize: 10 } }).start();
    started.push(actor);
    port.lists[0]?.answer.resolve(notifications(3).map((item) => ({ ...item, isRead: false })));
    await settle();
    sendInternal(actor, event ?? { type: 'none' });
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().context.pageSize).toBe(10);
    const view = getNotificationsView(actor.getSnapshot(), { messages: th });
    expect(view.optionsError).toMatchObject({ kind: 'invalid_input', message: th['error.invalid_input'] });
    expect(view.items).toHaveLength(3);
    expect(port.lists).toHaveLength(1);
    actor.send({ type: 'NOTIFICATIONS.READ', ids: ['row-0'] });
    expect(getNotificationsView(actor.getSnapshot()).unreadCount).toBe(2);

    actor.send({ type: 'NOTIFICATIONS.CONFIGURE', options: { pageSize: 10 } });
    expect(getNotificationsView(actor.getSnapshot()).optionsError).toBeUndefined();
  });
});

/*
 * At creation the same: options a flow cannot take are refused in the view, and the flow starts on its
 * defaults and keeps running (the OTP flow with its contact, which has no default).
 */
describe('options refused at creation', () => {
  it.each([
    ['a negative cooldown', { resendCooldownMs: -1 }],
    ['a count that is no number', { maxAttempts: Number.NaN }],
  ])('the OTP flow starts on its defaults after %s, and says so', (_, input) => {
    const actor = startOtp(input);
    expect(actor.getSnapshot().status).toBe('active');
    expect(otpView(actor).optionsError?.kind).toBe('invalid_input');
    actor.send({ type: 'OTP.REQUEST' });
    expect(otpPort.requests).toHaveLength(1);
  });

  it('the redemption flow loads with the default page size after a page size of 0, and says so', async () => {
    const port = fakePort({ list: servedHistory([redemption({ redeemKey: 'campaign-1_SERIAL0001' })]) });
    const actor = startRedemption(port, { pageSize: 0 });
    started.push(actor);
    await settle();
    expect(actor.getSnapshot().status).toBe('active');
    expect(getRedemptionView(actor.getSnapshot()).optionsError?.kind).toBe('invalid_input');
    expect(port.listCalls).toEqual([expect.objectContaining({ top: 25 })]);
  });

  it.each([
    ['a page size of 0', { pageSize: 0 }],
    ['a negative batch window', { batchWindowMs: -5 }],
    ['a poll interval of 0', { pollIntervalMs: 0 }],
    ['an unknown mode', { mode: 'some' }],
    ['options that are null', null],
  ])(
    'the notifications flow loads on its defaults after %s, says so in the view, and reads',
    async (_, input) => {
      const port = fakeNotificationsPort();
      const machine = createNotificationsMachine({ client: port.client, storage: memoryStorage() });
      const actor = createActor(machine, { input: input as never }).start();
      started.push(actor);
      expect(actor.getSnapshot().status).toBe('active');
      expect(port.lists.map((list) => list.query)).toEqual([{ mode: 'all', skip: 0, top: 25 }]);
      port.lists[0]?.answer.resolve(notifications(3).map((item) => ({ ...item, isRead: false })));
      await settle();
      const view = getNotificationsView(actor.getSnapshot(), { messages: th });
      expect(view.optionsError).toMatchObject({ kind: 'invalid_input', message: th['error.invalid_input'] });
      expect(view.items).toHaveLength(3);
      expect(actor.getSnapshot().context).toMatchObject({ batchWindowMs: 50, pollIntervalMs: undefined });
      actor.send({ type: 'NOTIFICATIONS.READ', ids: ['row-0'] });
      expect(getNotificationsView(actor.getSnapshot()).unreadCount).toBe(2);

      actor.send({ type: 'NOTIFICATIONS.CONFIGURE', options: { pageSize: 10 } });
      expect(getNotificationsView(actor.getSnapshot()).optionsError).toBeUndefined();
    },
  );
});
