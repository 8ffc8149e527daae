import { normalizeOtpCode, type OtpView, useFlowView, useOtp } from '@loyalty-flows/react';
import { type FormEvent, useEffect, useState } from 'react';
import { flowStateOf } from '../../../shared/flow-state';
import { keepVerifiedToken } from '../../../shared/session';
import { isBeforeCode, otpErrorRepeatsStatus, showsCodeStep, showsSend } from '../../../shared/view-shapes';
import { receiveSmsCode } from '../../../shared/web-otp';
import { Phrases } from '../components/Phrases';
import { useTexts } from '../texts';
import { CodeInput } from './CodeInput';
import { CodeExpiry, ResendLabel, SendLabel, VerificationResult } from './Countdowns';

/** Everything but the two countdowns: the page re-renders when the flow moves, not every second. */
function withoutCountdowns({ resendInMs, expiresInMs, ...rest }: OtpView) {
  return rest;
}

/**
 * Sign-in by SMS code. Verified (the flow's end), the page says so and leads on (`onContinue`); locked,
 * it says once when the number may try again, and offers to change the number (the lock stays with it).
 */
export function OtpPage({
  onContinue,
  onSignedIn,
}: {
  onContinue: () => void;
  /** Whether the member is signed in (the flow verified, or restored verified): the shell's badge shows then. */
  onSignedIn?: (signedIn: boolean) => void;
}) {
  const { t, flow, time, num } = useTexts();
  const [phone, setPhone] = useState('0812345678');
  const [typed, setTyped] = useState('');
  // Whether the verification gave a token, which the client now sends (shared/session.ts).
  const [withToken, setWithToken] = useState<boolean>();
  const otp = useOtp(
    {
      contact: { contactNumber: phone },
      onVerified: (result) => setWithToken(keepVerifiedToken(result)),
    },
    withoutCountdowns,
  );
  const { view } = otp;
  const flowState = useFlowView(otp.actorRef, flowStateOf);
  const code = normalizeOtpCode(typed);
  const codeIsOut = view.canVerify;
  // A code out fixes the number; "Change number" lets it go (its cooldown stays with it, in storage).
  const numberIsFixed = view.refCode !== undefined && view.status !== 'verified';
  const beforeCode = isBeforeCode(view);

  // While a code is awaited, let the browser read it from the SMS (WebOTP); stop when it is not.
  useEffect(() => {
    if (!codeIsOut) return;
    return receiveSmsCode((received) => {
      const normalized = normalizeOtpCode(received);
      if (!normalized) return;
      setTyped(normalized);
      otp.verify(normalized);
    });
  }, [codeIsOut, otp.verify]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    otp.request({ contactNumber: phone });
  };
  const changeNumber = () => {
    otp.reset();
    setTyped('');
  };
  // From the lock, the field starts empty for another number; the locked one typed again shows its lock
  // (kept in storage with that number).
  const changeLockedNumber = () => {
    otp.reset();
    setPhone('');
  };
  const verify = (event: FormEvent) => {
    event.preventDefault();
    if (!code) return;
    otp.verify(code);
  };
  // The code stays in its field while it is checked; a refused one is cleared for the next try.
  const [answered, setAnswered] = useState(view.status);
  if (answered !== view.status) {
    setAnswered(view.status);
    if (answered === 'verifying' && view.status !== 'verified') setTyped('');
  }

  const verified = view.status === 'verified';
  useEffect(() => onSignedIn?.(verified), [verified, onSignedIn]);
  const codeIsOpen = !beforeCode && view.status !== 'expired';
  // The button whose request runs shows it (a spinner, `aria-busy`): Send, Resend once a code is out, Verify.
  const sending = view.status === 'sending';

  // Locked: the message once, with the time the number may try again (the error says the same), and
  // "Change number" (OTP.RESET): the lock stays with this number, and asking for it again shows it.
  if (view.status === 'locked') {
    return (
      <section className="card" aria-labelledby="otp-title" data-flow-state={flowState}>
        <h1 id="otp-title">{t('otp.title')}</h1>
        <p role="status" className="error" data-testid="otp-status" data-status={view.status}>
          <Phrases
            text={
              view.lockedUntil
                ? t('otp.lockedUntil', { time: time(view.lockedUntil) })
                : (view.error?.message ?? view.statusText)
            }
          />
        </p>
        <p className="hint" data-testid="otp-locked-next">
          <Phrases text={t('otp.lockedNext', { contact: view.maskedContact })} />
        </p>
        <div className="actions">
          <button
            type="button"
            className="secondary"
            data-testid="otp-change-number"
            onClick={changeLockedNumber}
          >
            {t('otp.changeNumber')}
          </button>
        </div>
      </section>
    );
  }

  if (verified) {
    return (
      <section className="card" aria-labelledby="otp-title" data-flow-state={flowState}>
        <h1 id="otp-title">{t('otp.titleVerified')}</h1>
        <p role="status" className="success" data-testid="otp-status" data-status={view.status}>
          <VerificationResult withToken={withToken} contact={view.maskedContact} />
        </p>
        <div className="actions">
          <button type="button" data-testid="otp-continue" onClick={onContinue}>
            {t('otp.continue')}
          </button>
        </div>
      </section>
    );
  }

  return (
    <section className="card" aria-labelledby="otp-title" data-flow-state={flowState}>
      <h1 id="otp-title">{t('otp.title')}</h1>
      <form onSubmit={send} className="stack">
        <label htmlFor="otp-phone">{t('otp.phone')}</label>
        <input
          id="otp-phone"
          data-testid="otp-phone"
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          disabled={numberIsFixed || view.status === 'sending'}
        />
        <div className="row">
          {showsSend(view) ? (
            <button
              type="submit"
              className="countdown"
              data-testid="otp-send"
              disabled={!view.canRequest}
              aria-busy={sending || undefined}
            >
              {beforeCode ? <SendLabel actorRef={otp.actorRef} /> : t('otp.send')}
            </button>
          ) : null}
          {numberIsFixed ? (
            <button
              type="button"
              className="secondary"
              data-testid="otp-change-number"
              disabled={view.status === 'verifying'}
              onClick={changeNumber}
            >
              {t('otp.changeNumber')}
            </button>
          ) : null}
        </div>
      </form>

      <p role="status" data-testid="otp-status" data-status={view.status}>
        <Phrases text={view.statusText} />
      </p>
      {view.refCode ? (
        <p className="hint" data-testid="otp-sent-to">
          {/* The reference stays with its label: it moves to the next line whole. */}
          <Phrases text={t('otp.sentTo', { contact: view.maskedContact })} />{' '}
          <span className="phrase">{flow('otp.refCode', { refCode: view.refCode })}</span>
        </p>
      ) : null}

      {showsCodeStep(view) ? (
        <form onSubmit={verify}>
          <CodeInput value={typed} onChange={setTyped} disabled={!view.canVerify} />
          {codeIsOpen ? (
            <p className="hint">
              <CodeExpiry actorRef={otp.actorRef} />{' '}
              <span data-testid="otp-attempts">
                {flow('otp.attemptsLeft', { attempts: num(view.attemptsLeft) })}
              </span>
            </p>
          ) : null}
          <div className="row">
            <button
              type="submit"
              data-testid="otp-verify"
              disabled={!view.canVerify || !code}
              aria-busy={view.status === 'verifying' || undefined}
            >
              {t('otp.verify')}
            </button>
            <button
              type="button"
              className="secondary countdown"
              data-testid="otp-resend"
              disabled={!view.canResend}
              aria-busy={sending || undefined}
              onClick={() => otp.resend()}
            >
              <ResendLabel actorRef={otp.actorRef} />
            </button>
          </div>
        </form>
      ) : null}

      {view.error && !otpErrorRepeatsStatus(view) ? (
        <p role="alert" className="error" data-testid="otp-error" data-kind={view.error.kind}>
          <Phrases text={view.error.message} />
        </p>
      ) : null}
    </section>
  );
}
