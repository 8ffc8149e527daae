import { getOtpView, type OtpView, useFlowView, type useOtp } from '@loyalty-flows/react';
import type { SnapshotFrom } from 'xstate';
import { clock } from '../../../shared/format';

type OtpActor = ReturnType<typeof useOtp>['actorRef'];

/** Whole seconds left, so a component re-renders once a second and not on every other change. */
function useSecondsLeft(actorRef: OtpActor, field: 'resendInMs' | 'expiresInMs'): number {
  return useFlowView(actorRef, getOtpView, (view: OtpView) => Math.ceil(view[field] / 1000));
}

/** The resend button's words: the only part of the page that re-renders while the cooldown ticks. */
export function ResendLabel({ actorRef }: { actorRef: OtpActor }) {
  const seconds = useSecondsLeft(actorRef, 'resendInMs');
  return seconds > 0 ? `Resend in ${clock(seconds * 1000)}` : 'Resend code';
}

/** How long the code stays valid; nothing once it has expired. */
export function CodeExpiry({ actorRef }: { actorRef: OtpActor }) {
  const seconds = useSecondsLeft(actorRef, 'expiresInMs');
  return seconds > 0 ? <span data-testid="otp-expiry">Code expires in {clock(seconds * 1000)}.</span> : null;
}

/** The flow's final output, read from the snapshot. The token is a credential: it is never shown. */
export function VerificationResult({ actorRef }: { actorRef: OtpActor }) {
  const hasToken = useFlowView(actorRef, (snapshot: SnapshotFrom<OtpActor['logic']>) =>
    Boolean(snapshot.output?.token),
  );
  return (
    <p className="success" data-testid="otp-result">
      Your number is verified.{' '}
      {hasToken
        ? 'The service returned a session token.'
        : 'The service confirmed the code without a session token.'}
    </p>
  );
}
