import { maskContact } from '@loyalty-flows/domain';
import type { SnapshotFrom } from 'xstate';
import { describeError, type FlowViewOptions, otpTexts, textOf } from '../shared/messages';
import type { otpMachine } from './otp.machine';
import type { OtpStatus, OtpView } from './otp.types';

function msUntil(deadline: number | undefined, now: number): number {
  return deadline === undefined ? 0 : Math.max(0, deadline - now);
}

/** The machine's state (`sent`, `locked`, …) and, inside `idle`, `sent` and `expired`, the resend state. */
function stateOf(value: SnapshotFrom<typeof otpMachine>['value']): { state: string; resend?: string } {
  if (typeof value === 'string') return { state: value };
  const [state, resend] = Object.entries(value)[0] ?? ['idle'];
  return { state, resend: typeof resend === 'string' ? resend : undefined };
}

/**
 * The status a UI shows, read from the state: `sent` or `idle` while the resend cooldown runs is
 * `cooldown`; every other state is its own status.
 */
function statusOf(state: string, cooling: boolean): OtpStatus {
  if ((state === 'sent' || state === 'idle') && cooling) return 'cooldown';
  return state as OtpStatus;
}

/**
 * What a UI renders for the OTP flow, derived from the snapshot alone (its `now` ticks on each
 * deadline's whole seconds while a countdown runs; `options.now` overrides it, and a cooldown over at
 * that reading allows a resend: 0 s never shows with Resend disabled), so any framework can subscribe
 * to it. The status's and the error's texts come from `options.messages` (English where none), the
 * error's with `seconds` until a retry is allowed and `attempts` left as params, filled into the text.
 *
 * @example
 * const view = getOtpView(actor.getSnapshot(), { messages: th });
 * button.disabled = !view.canResend;
 * label.textContent = `Resend code in ${Math.ceil(view.resendInMs / 1000)} s`;
 */
export function getOtpView(
  snapshot: SnapshotFrom<typeof otpMachine>,
  options: FlowViewOptions = {},
): OtpView {
  const { context } = snapshot;
  const now = options.now ?? context.now;
  const resendInMs = msUntil(context.resendAvailableAt, now);
  const expiresInMs = msUntil(context.expiresAt, now);
  const { state, resend } = stateOf(snapshot.value);
  // A cooldown over at `now` holds nothing back, even before a tick shows it to the machine: a press
  // then is decided on the clock's reading (otp.machine.ts, `readClock`), so 0 s never shows disabled.
  const cooling = resend === 'cooldown' && resendInMs > 0;
  const mayAsk = resend !== undefined && !cooling;
  const { error, attemptsLeft, lockedUntil, refCode } = context;
  const retryAt = Math.max(error?.retryAt ?? 0, context.resendAvailableAt ?? 0, lockedUntil ?? 0);
  const status = statusOf(state, cooling);
  const canVerify = state === 'sent' && expiresInMs > 0;
  // A cooldown with no code to type (the service said "too many requests" before a code went out) is a
  // wait, not "code sent"; an expired code while Resend still counts down says to wait for it.
  const statusKey =
    status === 'cooldown' && !canVerify
      ? 'otp.status.wait'
      : status === 'expired' && cooling
        ? 'otp.status.expiredWait'
        : (`otp.status.${status}` as const);
  const described = { messages: options.messages, now, flow: { name: 'otp', texts: otpTexts } } as const;
  return {
    status,
    // `settling` decides at once (an eventless state): only a pure `transition()` shows it, wordless.
    statusText: Object.hasOwn(otpTexts, statusKey) ? textOf(options.messages, otpTexts, statusKey) : '',
    resendInMs,
    expiresInMs,
    attemptsLeft,
    lockedUntil,
    refCode,
    maskedContact: maskContact(context.contact),
    error:
      error &&
      describeError(error, described, {
        seconds: Math.ceil(msUntil(retryAt, now) / 1000),
        attempts: attemptsLeft,
      }),
    optionsError: context.optionsError && describeError(context.optionsError, described),
    canRequest: mayAsk && context.expiresAt === undefined,
    canResend: mayAsk && context.expiresAt !== undefined,
    canVerify,
  };
}
