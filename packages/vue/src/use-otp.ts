import {
  browserOtpStorage,
  getOtpView,
  type OtpInput,
  type OtpView,
  otpCommands,
  otpMachine,
} from '@loyalty-flows/core';
import { type Select, useFlowActor, useFlowView } from './use-flow';

/** Options of {@link useOtp}: the machine's input without the client, which comes from the plugin. */
export type UseOtpOptions = Omit<OtpInput, 'client'>;

/**
 * The OTP flow: the view (or a pick of it) as a ref, and its commands. A component that picks only
 * the status does not update while the countdown ticks.
 *
 * @example
 * const { view, request } = useOtp({ contact: { contactNumber: '0812345678' } });
 * // <button :disabled="!view.canRequest" @click="request()">Send code</button>
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
