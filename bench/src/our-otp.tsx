import { useOtp } from '@loyalty-flows/react';
import { useEffect } from 'react';

/** The same screen with `useOtp`: it asks for a code when it opens and on the button. */
export function OurOtp({ phone }: { phone: string }) {
  const otp = useOtp({ contact: { contactNumber: phone } });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the screen asks once when it opens
  useEffect(() => {
    otp.request();
  }, []);
  return (
    <button
      type="button"
      disabled={!otp.view.canRequest && !otp.view.canResend}
      onClick={() => otp.request()}
    >
      {otp.view.resendInMs > 0 ? `Resend in ${Math.ceil(otp.view.resendInMs / 1000)}` : 'Send code'}
    </button>
  );
}
