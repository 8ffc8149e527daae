import { useOtp } from '@loyalty-flows/react';
import { type FormEvent, useState } from 'react';

/** Sign-in by a code sent by SMS: the token reaches `onSignedIn` once, when the code verifies. */
export function SignIn({ onSignedIn }: { onSignedIn: (token: string | undefined) => void }) {
  const [phone, setPhone] = useState('0812345678');
  const [code, setCode] = useState('');
  const otp = useOtp({
    contact: { contactNumber: phone },
    onVerified: (result) => onSignedIn(result.token),
  });
  const { view } = otp;

  const send = (event: FormEvent) => {
    event.preventDefault();
    otp.request({ contactNumber: phone });
  };
  const verify = (event: FormEvent) => {
    event.preventDefault();
    otp.verify(code);
  };

  return (
    <section>
      <h2>Sign in</h2>
      <form onSubmit={send}>
        <input
          data-testid="otp-phone"
          type="tel"
          autoComplete="tel"
          aria-label="Phone number"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
        <button type="submit" data-testid="otp-send" disabled={!view.canRequest}>
          Send code
        </button>
      </form>
      <p role="status" data-testid="otp-status" data-status={view.status}>
        {view.status}
        {view.refCode ? ` (ref ${view.refCode}, sent to ${view.maskedContact})` : ''}
      </p>
      <form onSubmit={verify}>
        <input
          data-testid="otp-code"
          autoComplete="one-time-code"
          inputMode="numeric"
          aria-label="Code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" data-testid="otp-verify" disabled={!view.canVerify}>
          Verify
        </button>
      </form>
      {view.error ? (
        <p role="alert" data-testid="otp-error">
          {view.error.message}
        </p>
      ) : null}
    </section>
  );
}
