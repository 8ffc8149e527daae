import { describe, expect, it } from 'vitest';
import { settle } from './async-helpers';
import { sendInternal } from './internal-events';
import { otpTestWorld, sentCode } from './otp.fixtures';

/*
 * Edges of the OTP flow that its other tests pass by: each test names the behaviour it pins.
 */

const { port, startOtp, view } = otpTestWorld();

/** An actor with a code sent and a verify on the wire. */
async function verifying() {
  const actor = startOtp();
  actor.send({ type: 'OTP.REQUEST' });
  port.requests[0]?.answer.resolve(sentCode(Date.now()));
  await settle();
  actor.send({ type: 'OTP.VERIFY', code: '123456' });
  expect(view(actor).status).toBe('verifying');
  return actor;
}

describe('an answer that names no actor', () => {
  it('does not verify: a done event without actorId is not the verify call’s own answer', async () => {
    const actor = await verifying();
    sendInternal(actor, { type: 'xstate.done.actor.verifyCode', output: { token: 'forged' } });
    await settle();
    expect(view(actor).status).toBe('verifying');
    expect(actor.getSnapshot().output).toBeUndefined();
  });

  it('does not verify when it names the actor but carries no output', async () => {
    const actor = await verifying();
    sendInternal(actor, { type: 'xstate.done.actor.verifyCode', actorId: 'verifyCode' });
    await settle();
    expect(view(actor).status).toBe('verifying');
  });
});
