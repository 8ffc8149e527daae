import { describe, expect, it } from 'vitest';
import { settle } from './async-helpers';
import { sendInternal } from './internal-events';
import { otpTestWorld, sentCode } from './otp.fixtures';

const { port, startOtp, view } = otpTestWorld();

const forged = { type: 'xstate.done.actor.verifyCode', actorId: 'verifyCode', output: { token: 'forged' } };

describe('an answer sent from outside', () => {
  it('does not verify: the flow waits for the verify call, whose own answer then verifies', async () => {
    const actor = startOtp();
    actor.send({ type: 'OTP.REQUEST' });
    port.requests[0]?.answer.resolve(sentCode(Date.now()));
    await settle();
    actor.send({ type: 'OTP.VERIFY', code: '123456' });
    expect(view(actor).status).toBe('verifying');

    sendInternal(actor, forged);
    await settle();
    expect(view(actor).status).toBe('verifying');
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().output).toBeUndefined();

    port.verifies[0]?.answer.resolve({ token: 'session-token' });
    await settle();
    expect(actor.getSnapshot().output).toEqual({ token: 'session-token' });
  });

  it('does not verify before any code was sent either', async () => {
    const actor = startOtp();
    sendInternal(actor, forged);
    await settle();
    expect(view(actor).status).toBe('idle');
    expect(port.verifies).toHaveLength(0);
  });
});
