import { getOtpView, type OtpView, useFlowView, type useOtp } from '@loyalty-flows/react';
import { clock, seconds } from '../../../shared/format';
import { useTexts } from '../texts';

type OtpActor = ReturnType<typeof useOtp>['actorRef'];

/** Whole seconds left, so a component re-renders once a second and not on every other change. */
function useSecondsLeft(actorRef: OtpActor, field: 'resendInMs' | 'expiresInMs'): number {
  return useFlowView(actorRef, getOtpView, (view: OtpView) => seconds(view[field]));
}

/** The send button's words before any code: when the number may be sent to (mm:ss), while it cools down. */
export function SendLabel({ actorRef }: { actorRef: OtpActor }) {
  const { t } = useTexts();
  const left = useSecondsLeft(actorRef, 'resendInMs');
  return left > 0 ? t('otp.sendIn', { time: clock(left * 1000) }) : t('otp.send');
}

/** The resend button's words: the only part of the page that re-renders while the cooldown ticks. */
export function ResendLabel({ actorRef }: { actorRef: OtpActor }) {
  const { t, flow } = useTexts();
  const left = useSecondsLeft(actorRef, 'resendInMs');
  return left > 0 ? flow('otp.resendIn', { time: clock(left * 1000) }) : t('otp.resend');
}

/** How long the code stays valid (mm:ss); nothing once it has expired. */
export function CodeExpiry({ actorRef }: { actorRef: OtpActor }) {
  const { flow } = useTexts();
  const left = useSecondsLeft(actorRef, 'expiresInMs');
  return left > 0 ? (
    <span className="countdown" data-testid="otp-expiry">
      {flow('otp.expiresIn', { time: clock(left * 1000) })}
    </span>
  ) : null;
}

/**
 * The verification's outcome: the number is verified. Whether it gave a token (known from `onVerified`;
 * after a reload the restored verified flow calls nothing) is on `data-session` for tests and tools,
 * never in the words: a member has no use for it. The token itself is never shown.
 */
export function VerificationResult({
  withToken,
  contact,
}: {
  withToken: boolean | undefined;
  contact: string;
}) {
  const { t } = useTexts();
  const session = withToken === undefined ? undefined : withToken ? 'token' : 'none';
  return (
    <span data-testid="otp-result" data-session={session}>
      {contact ? t('otp.verified', { contact }) : t('otp.verifiedNumber')}
    </span>
  );
}
