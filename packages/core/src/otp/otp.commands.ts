import type { Contact } from '@loyalty-flows/domain';
import type { OtpEvent } from './otp.types';

/**
 * The OTP flow's commands for an actor, as the bindings hand them to components.
 *
 * @example const { request, verify } = otpCommands(actor); request(); verify('123456');
 */
export function otpCommands(actor: { send(event: OtpEvent): void }) {
  return {
    request: (contact?: Contact) => actor.send({ type: 'OTP.REQUEST', contact }),
    resend: () => actor.send({ type: 'OTP.RESEND' }),
    verify: (code: string) => actor.send({ type: 'OTP.VERIFY', code }),
    reset: () => actor.send({ type: 'OTP.RESET' }),
  };
}
