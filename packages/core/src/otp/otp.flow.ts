import type { FlowDefinition } from '../shared/flow';
import { browserOtpStorage, otpCommands } from './otp.commands';
import { otpMachine } from './otp.machine';
import type { OtpInput, OtpView } from './otp.types';
import { getOtpView } from './otp.view';

/** What a component passes to the OTP flow: the contact, and the cooldown, attempt and lock settings. */
export type OtpFlowOptions = Omit<OtpInput, 'client'>;

/** The OTP flow for the bindings: the cooldown persists in the provider's storage, else `localStorage`. */
export const otpFlow: FlowDefinition<
  typeof otpMachine,
  OtpView,
  ReturnType<typeof otpCommands>,
  OtpFlowOptions
> = {
  machine: otpMachine,
  getView: getOtpView,
  commands: otpCommands,
  input: ({ client, storage }, options) => ({ storage: storage ?? browserOtpStorage(), ...options, client }),
};
