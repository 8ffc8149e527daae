import { useOtp } from '@loyalty-flows/react';
import { type FormEvent, useState } from 'react';
import { clock } from '../../../shared/format';
import { CodeInput } from './CodeInput';

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

export function OtpPage() {
  const [phone, setPhone] = useState('0812345678');
  const [code, setCode] = useState('');
  const otp = useOtp({ contact: { contactNumber: phone } });
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
        <p className="success" data-testid="otp-result">
          Your number is verified. The service returned a session token.
        </p>
      ) : (
        <form onSubmit={verify}>
          <CodeInput value={code} onChange={setCode} disabled={!view.canVerify} />
          <p className="hint">
            {view.expiresInMs > 0 ? (
              <span data-testid="otp-expiry">Code expires in {clock(view.expiresInMs)}.</span>
            ) : null}{' '}
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
              {view.resendInMs > 0 ? `Resend in ${clock(view.resendInMs)}` : 'Resend code'}
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
