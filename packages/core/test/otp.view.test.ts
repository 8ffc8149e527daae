import { describe, expect, it } from 'vitest';
import { getOtpView, type OtpContext, type OtpView, otpMachine } from '../src/otp';
import { th } from '../src/shared/messages-th';
import { phone, start } from './otp.fixtures';

/*
 * The view is a pure function of the snapshot: these build snapshots directly (state + context) and
 * read them, with no actor, no port and no clock.
 */

/** A state the machine rests in: the resend states (`ready`, `cooldown`) live inside idle, sent and expired. */
type Resend = 'ready' | 'cooldown';
type RestingState =
  | { idle: Resend }
  | { sent: Resend }
  | { expired: Resend }
  | 'sending'
  | 'verifying'
  | 'locked'
  | 'verified';

function snapshotAt(value: RestingState, context: Partial<OtpContext> = {}) {
  return otpMachine.resolveState({
    value,
    context: {
      contact: phone,
      resendCooldownMs: 60_000,
      uncertainCooldownMs: 15_000,
      maxAttempts: 5,
      lockMs: 300_000,
      codeLifetimeMs: 180_000,
      now: start,
      attemptsLeft: 5,
      ...context,
    },
  });
}

const liveCode = { refCode: 'ABC123', expiresAt: start + 120_000 };

describe('getOtpView', () => {
  it.each<[string, RestingState, Partial<OtpContext>, Partial<OtpView>]>([
    [
      'nothing sent yet',
      { idle: 'ready' },
      {},
      { status: 'idle', canRequest: true, canResend: false, canVerify: false, resendInMs: 0 },
    ],
    [
      'an uncertain request still cooling down',
      { idle: 'cooldown' },
      { resendAvailableAt: start + 5_000 },
      {
        status: 'cooldown',
        statusText: 'Please wait before asking for a code.',
        canRequest: false,
        canResend: false,
        resendInMs: 5_000,
      },
    ],
    [
      'a request in flight',
      'sending',
      { resendAvailableAt: start + 60_000 },
      { status: 'sending', canRequest: false, canResend: false, canVerify: false },
    ],
    [
      'a live code, resend not yet allowed',
      { sent: 'cooldown' },
      { ...liveCode, resendAvailableAt: start + 30_000 },
      {
        status: 'cooldown',
        statusText: 'Code sent.',
        canResend: false,
        canVerify: true,
        resendInMs: 30_000,
        expiresInMs: 120_000,
      },
    ],
    [
      'a live code, resend allowed',
      { sent: 'ready' },
      { ...liveCode, resendAvailableAt: start - 1 },
      { status: 'sent', canRequest: false, canResend: true, canVerify: true, resendInMs: 0 },
    ],
    [
      'a code being checked',
      'verifying',
      liveCode,
      { status: 'verifying', canRequest: false, canResend: false, canVerify: false },
    ],
    [
      'an expired code',
      { expired: 'ready' },
      { refCode: 'ABC123', expiresAt: start - 1 },
      {
        status: 'expired',
        statusText: 'The code has expired. Please ask for a new code.',
        canResend: true,
        canVerify: false,
        expiresInMs: 0,
      },
    ],
    [
      'an expired code, resend not yet allowed (the status waits with the button)',
      { expired: 'cooldown' },
      { refCode: 'ABC123', expiresAt: start - 1, resendAvailableAt: start + 30_000 },
      {
        status: 'expired',
        statusText: 'The code has expired. Please wait for the countdown to end, then ask for a new code.',
        canResend: false,
        resendInMs: 30_000,
      },
    ],
    [
      'a lock',
      'locked',
      { lockedUntil: start + 300_000, attemptsLeft: 0 },
      {
        status: 'locked',
        lockedUntil: start + 300_000,
        attemptsLeft: 0,
        canRequest: false,
        canResend: false,
      },
    ],
    ['a verified code', 'verified', liveCode, { status: 'verified', canRequest: false, canVerify: false }],
  ])('shows %s', (_, value, context, expected) => {
    expect(getOtpView(snapshotAt(value, context))).toMatchObject(expected);
  });

  it('does not offer verify for a code whose time ran out before the machine noticed', () => {
    const view = getOtpView(snapshotAt({ sent: 'ready' }, { refCode: 'ABC123', expiresAt: start }));
    expect(view).toMatchObject({ canVerify: false, expiresInMs: 0 });
  });

  it('counts down from the snapshot own `now`, never from a clock', () => {
    const sent = { ...liveCode, resendAvailableAt: start + 30_000 };
    expect(getOtpView(snapshotAt({ sent: 'cooldown' }, { ...sent, now: start + 10_400 }))).toMatchObject({
      resendInMs: 19_600,
      expiresInMs: 109_600,
    });
    expect(getOtpView(snapshotAt({ sent: 'cooldown' }, sent))).toEqual(
      getOtpView(snapshotAt({ sent: 'cooldown' }, sent)),
    );
  });

  it('masks the contact and describes the error the machine kept, with its params', () => {
    const error = { kind: 'wrong_code' as const };
    const view = getOtpView(snapshotAt({ sent: 'ready' }, { ...liveCode, error, attemptsLeft: 3 }));
    expect(view).toMatchObject({
      maskedContact: '******5678',
      error: {
        kind: 'wrong_code',
        message: 'That code is not correct.',
        params: { attempts: 3, seconds: 0 },
      },
      attemptsLeft: 3,
    });
    expect(JSON.stringify(view)).not.toContain('0812345678');
  });

  it('gives the seconds until a retry is allowed, in the app texts when given', () => {
    const error = { kind: 'rate_limited' as const, status: 429, retryAt: start + 44_200 };
    const view = getOtpView(snapshotAt({ idle: 'cooldown' }, { error, resendAvailableAt: start + 30_000 }), {
      messages: th,
    });
    expect(view.error).toMatchObject({ kind: 'rate_limited', params: { seconds: 45, attempts: 5 } });
    expect(view.error?.message).toBe(th['error.rate_limited']);
    const locked = { kind: 'locked' as const };
    const lockedView = getOtpView(snapshotAt('locked', { error: locked, lockedUntil: start + 300_000 }));
    expect(lockedView.error?.params).toEqual({ seconds: 300, attempts: 5 });
  });

  it('never shows 0 s with Resend disabled: a cooldown over at options.now allows a resend before the machine ticks', () => {
    const sent = { ...liveCode, resendAvailableAt: start + 30_000 };
    expect(getOtpView(snapshotAt({ sent: 'cooldown' }, sent), { now: start + 30_000 })).toMatchObject({
      resendInMs: 0,
      status: 'sent',
      canResend: true,
    });
    expect(getOtpView(snapshotAt({ idle: 'cooldown' }, { resendAvailableAt: start }))).toMatchObject({
      resendInMs: 0,
      status: 'idle',
      canRequest: true,
    });
  });

  it('counts down from options.now when the app passes its own clock reading', () => {
    const sent = { ...liveCode, resendAvailableAt: start + 30_000 };
    expect(getOtpView(snapshotAt({ sent: 'cooldown' }, sent), { now: start + 29_000 })).toMatchObject({
      resendInMs: 1_000,
      status: 'cooldown',
    });
  });
});
