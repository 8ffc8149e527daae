import {
  browserOtpStorage,
  getOtpView,
  type OtpInput,
  type OtpView,
  otpCommands,
  otpMachine,
} from '@loyalty-flows/core';
import { type Select, useFlowActor, useFlowView } from './use-flow';

/** Options of {@link useOtp}: the machine's input without the client, which comes from the provider. */
export type UseOtpOptions = Omit<OtpInput, 'client'>;

/**
 * The OTP flow: the view (or a pick of it) and its commands. A component that picks only the status
 * does not re-render while the countdown ticks.
 *
 * @example
 * const otp = useOtp({ contact: { contactNumber: '0812345678' } });
 * <button disabled={!otp.view.canRequest} onClick={() => otp.request()}>Send code</button>
 */
export function useOtp<TPicked = OtpView>(options: UseOtpOptions, select?: Select<OtpView, TPicked>) {
  const actorRef = useFlowActor(otpMachine, ({ client, storage }) => ({
    storage: storage ?? browserOtpStorage(),
    ...options,
    client,
  }));
  return {
    view: useFlowView(actorRef, getOtpView, select),
    ...otpCommands(actorRef),
    actorRef,
  };
}
