'use client';

import { useOtp } from '@loyalty-flows/react';
import { useState } from 'react';

/** A countdown as mm:ss (`01:00`, `00:59`), rounded up. */
const clock = (ms: number) => {
  const left = Math.ceil(ms / 1000);
  return `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
};

/** The README's OTP example, with the test ids the e2e suite reads. */
export function VerifyPhone() {
  const otp = useOtp({ contact: { contactNumber: '0812345678' } });
  const { view } = otp;
  const [code, setCode] = useState('');
  const locked = view.status === 'locked';
  return (
    <>
      <p data-testid="otp-status" data-status={view.status}>
        {locked ? (view.error?.message ?? view.statusText) : view.statusText}
      </p>
      {view.status === 'verified' ? (
        // The end of the flow: the outcome, and no controls left to tap.
        <p data-testid="otp-result">Your number is verified.</p>
      ) : locked ? null : (
        // Locked, the status says it once and nothing is offered: the lock ends by itself.
        <>
          {view.refCode === undefined || view.canRequest ? (
            // Send until a code is out; then Resend is the way to another, with no greyed Send beside it.
            <button
              type="button"
              data-testid="otp-send"
              disabled={!view.canRequest}
              onClick={() => otp.request()}
            >
              Send code
            </button>
          ) : null}
          <input
            data-testid="otp-digit-0"
            aria-label="Code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            disabled={!view.canVerify}
            onChange={(event) => setCode(event.target.value)}
          />
          <button
            type="button"
            data-testid="otp-verify"
            disabled={!view.canVerify}
            onClick={() => otp.verify(code)}
          >
            Verify
          </button>
          <button
            type="button"
            data-testid="otp-resend"
            disabled={!view.canResend}
            onClick={() => otp.resend()}
          >
            {view.resendInMs > 0 ? `Resend code in ${clock(view.resendInMs)}` : 'Resend code'}
          </button>
        </>
      )}
      {view.error && !locked ? (
        <p role="alert" data-testid="otp-error" data-kind={view.error.kind}>
          {view.error.message}
        </p>
      ) : null}
    </>
  );
}
