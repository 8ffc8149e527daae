import type { FlowDefinition } from '../shared/flow';
import { browserOtpStorage, otpCommands } from './otp.commands';
import { createOtpMachine } from './otp.env';
import type { otpMachine } from './otp.machine';
import type { OtpInput, OtpView } from './otp.types';
import { getOtpView } from './otp.view';

/** What a component passes to the OTP flow: the contact, and the cooldown, attempt and lock settings. */
export type OtpFlowOptions = OtpInput;

/**
 * The OTP flow for the bindings: the machine built for the provider's environment (the cooldown
 * persists in its storage, else `localStorage` in a browser), plain-data input, and a live contact
 * (`configure` → `OTP.CONFIGURE`).
 */
export const otpFlow: FlowDefinition<
  typeof otpMachine,
  OtpView,
  ReturnType<typeof otpCommands>,
  OtpFlowOptions
> = {
  createMachine: ({ client, storage, now }) =>
    createOtpMachine({ client, storage: storage ?? browserOtpStorage(), now }),
  input: (options) => options,
  getView: getOtpView,
  commands: otpCommands,
  configure: (options) => ({ type: 'OTP.CONFIGURE', options }),
};
