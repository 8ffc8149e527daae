import { type OtpView, useOtp } from '@loyalty-flows/react';
import { type FormEvent, useState } from 'react';
import { CodeInput } from './CodeInput';
import { CodeExpiry, ResendLabel, VerificationResult } from './Countdowns';

const statusText = {
  idle: 'No code sent yet.',
  sending: 'Sending a code…',
  cooldown: 'Code sent.',
  sent: 'Code sent.',
  verifying: 'Checking the code…',
  verified: 'Verified.',
  expired: 'The code has expired. Ask for a new one.',
  locked: 'Too many wrong codes.',
} as const;

/** Everything but the two countdowns: the page re-renders when the flow moves, not every second. */
function withoutCountdowns({ resendInMs, expiresInMs, ...rest }: OtpView) {
  return rest;
}

export function OtpPage() {
  const [phone, setPhone] = useState('0812345678');
  const [code, setCode] = useState('');
  const otp = useOtp({ contact: { contactNumber: phone } }, withoutCountdowns);
  const { view } = otp;

  const send = (event: FormEvent) => {
    event.preventDefault();
    otp.request({ contactNumber: phone });
  };
  const verify = (event: FormEvent) => {
    event.preventDefault();
    otp.verify(code);
    setCode('');
  };

  return (
    <section className="card" aria-labelledby="otp-title">
      <h1 id="otp-title">Verify your phone</h1>
      <form onSubmit={send} className="row">
        <label htmlFor="otp-phone">Mobile number</label>
        <input
          id="otp-phone"
          data-testid="otp-phone"
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          disabled={view.refCode !== undefined}
        />
        <button type="submit" data-testid="otp-send" disabled={!view.canRequest}>
          Send code
        </button>
      </form>

      <p role="status" data-testid="otp-status" data-status={view.status}>
        {statusText[view.status]}
        {view.refCode ? ` Reference ${view.refCode}, sent to ${view.maskedContact}.` : ''}
      </p>

      {view.status === 'verified' ? (
        <VerificationResult actorRef={otp.actorRef} />
      ) : (
        <form onSubmit={verify}>
          <CodeInput value={code} onChange={setCode} disabled={!view.canVerify} />
          <p className="hint">
            <CodeExpiry actorRef={otp.actorRef} />{' '}
            <span data-testid="otp-attempts">{view.attemptsLeft} attempts left.</span>
          </p>
          <div className="row">
            <button type="submit" data-testid="otp-verify" disabled={!view.canVerify || code.length !== 6}>
              Verify
            </button>
            <button
              type="button"
              data-testid="otp-resend"
              disabled={!view.canResend}
              onClick={() => otp.resend()}
            >
              <ResendLabel actorRef={otp.actorRef} />
            </button>
          </div>
        </form>
      )}

      {view.status === 'locked' && view.lockedUntil ? (
        <p data-testid="otp-locked">Try again at {new Date(view.lockedUntil).toLocaleTimeString()}.</p>
      ) : null}
      {view.error ? (
        <p role="alert" className="error" data-testid="otp-error" data-kind={view.error.kind}>
          {view.error.message}
        </p>
      ) : null}
    </section>
  );
}
