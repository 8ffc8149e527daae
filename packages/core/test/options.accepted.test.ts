import { afterEach, describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor } from 'xstate';
import { createNotificationsMachine } from '../src/notifications';
import { createRedemptionMachine, getRedemptionView } from '../src/redemption';
import { settle } from './async-helpers';
import { fakeNotificationsPort, memoryStorage } from './notifications.fixtures';
import { otpTestWorld } from './otp.fixtures';
import { fakePort, servedHistory, startRedemption } from './redemption.fixtures';

/*
 * The least options each flow takes: at the edge of what it accepts, a flow starts on them, with no
 * options error.
 */

const { startOtp } = otpTestWorld();
const started: AnyActorRef[] = [];
afterEach(() => {
  for (const actor of started.splice(0)) actor.stop();
});

describe('options at the edge of what a flow takes', () => {
  it('the OTP flow takes durations and counts of 0', () => {
    const options = {
      resendCooldownMs: 0,
      uncertainCooldownMs: 0,
      maxAttempts: 0,
      lockMs: 0,
      codeLifetimeMs: 0,
    };
    const { context } = startOtp(options).getSnapshot();
    expect(context.optionsError).toBeUndefined();
    expect(context).toMatchObject(options);
  });

  it('the redemption flow takes a page size of 1', async () => {
    const port = fakePort({ list: servedHistory([]) });
    const actor = startRedemption(port, { pageSize: 1 });
    started.push(actor);
    await settle();
    expect(actor.getSnapshot().context.optionsError).toBeUndefined();
    expect(port.listCalls).toEqual([expect.objectContaining({ top: 1 })]);
  });

  it.each([
    ['the new mode', { mode: 'new' }, { mode: 'new' }],
    ['the all mode', { mode: 'all' }, { mode: 'all' }],
    ['a page size of 1', { pageSize: 1 }, { top: 1 }],
    ['a batch window of 0', { batchWindowMs: 0 }, {}],
    ['a poll interval of 1 ms', { pollIntervalMs: 1 }, {}],
  ] as const)('the notifications flow takes %s', (_, input, query) => {
    const port = fakeNotificationsPort();
    const actor = createActor(createNotificationsMachine({ client: port.client, storage: memoryStorage() }), {
      input,
    }).start();
    started.push(actor);
    const { context } = actor.getSnapshot();
    expect(context.optionsError).toBeUndefined();
    expect(context).toMatchObject(input);
    expect(port.lists[0]?.query).toMatchObject(query);
  });
});

describe('a redemption flow created without options', () => {
  it('runs on its defaults with no options error', async () => {
    const port = fakePort({ list: servedHistory([]) });
    const actor = createActor(createRedemptionMachine({ client: port.client })).start();
    started.push(actor);
    await settle();
    expect(getRedemptionView(actor.getSnapshot()).optionsError).toBeUndefined();
    expect(port.listCalls).toEqual([expect.objectContaining({ top: 25, config: 'purchase' })]);
  });
});
