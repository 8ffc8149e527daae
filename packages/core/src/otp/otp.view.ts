import type { SnapshotFrom } from 'xstate';
import { maskContact } from './mask-contact';
import type { otpMachine } from './otp.machine';
import type { OtpStatus, OtpView } from './otp.types';

function msUntil(deadline: number | undefined, now: number): number {
  return deadline === undefined ? 0 : Math.max(0, deadline - now);
}

/**
 * What a UI renders for the OTP flow, derived from the snapshot alone (its `now` ticks once a second
 * while a countdown runs), so any framework can subscribe to it.
 *
 * @example
 * const view = getOtpView(actor.getSnapshot());
 * button.disabled = !view.canResend;
 * label.textContent = `Resend in ${Math.ceil(view.resendInMs / 1000)} s`;
 */
export function getOtpView(snapshot: SnapshotFrom<typeof otpMachine>): OtpView {
  const { context } = snapshot;
  const resendInMs = msUntil(context.resendAvailableAt, context.now);
  const expiresInMs = msUntil(context.expiresAt, context.now);
  const state = snapshot.value;
  let status: OtpStatus;
  if (state === 'awaitingCode') status = resendInMs > 0 ? 'cooldown' : 'sent';
  else if (state === 'idle' || state === 'settling') status = resendInMs > 0 ? 'cooldown' : 'idle';
  else status = state;
  const mayAsk = resendInMs === 0 && (state === 'idle' || state === 'expired' || state === 'awaitingCode');
  return {
    status,
    resendInMs,
    expiresInMs,
    attemptsLeft: context.attemptsLeft,
    lockedUntil: context.lockedUntil,
    refCode: context.refCode,
    maskedContact: maskContact(context.contact),
    error: context.error,
    canRequest: mayAsk && context.refCode === undefined,
    canResend: mayAsk && context.refCode !== undefined,
    canVerify: state === 'awaitingCode' && expiresInMs > 0,
  };
}
