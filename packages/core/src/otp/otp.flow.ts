import type { FlowDefinition } from '../shared/flow';
import { otpCommands } from './otp.commands';
import { createOtpMachine } from './otp.env';
import type { otpMachine } from './otp.machine';
import type { OtpCallbacks, OtpInput, OtpView } from './otp.types';
import { getOtpView } from './otp.view';

/**
 * What a component passes to the OTP flow: the contact, the cooldown, attempt and lock settings, and
 * the callbacks (`onVerified`, `onError`), which stay out of the machine's input and context.
 */
export type OtpFlowOptions = OtpInput & OtpCallbacks;

/** The options' plain data: everything but the callbacks. */
function dataOf({ onVerified: _onVerified, onError: _onError, ...input }: OtpFlowOptions): OtpInput {
  return input;
}

/**
 * The OTP flow for the bindings: the machine built for the provider's environment (the cooldown
 * persists in its storage, else in the default one: `localStorage` in a browser), plain-data input,
 * a live contact (`configure` → `OTP.CONFIGURE`), and the callbacks the component rendered with last.
 */
export const otpFlow: FlowDefinition<
  typeof otpMachine,
  OtpView,
  ReturnType<typeof otpCommands>,
  OtpFlowOptions
> = {
  createMachine: ({ client, storage, now }, latest) =>
    createOtpMachine({ client, storage, now }, () => latest?.() ?? {}),
  input: dataOf,
  getView: getOtpView,
  commands: otpCommands,
  configure: (options) => ({ type: 'OTP.CONFIGURE', options: dataOf(options) }),
};
