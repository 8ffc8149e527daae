import type { Contact } from '../shared/port';
import type { OtpEvent, OtpStorage } from './otp.types';

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

/** The browser's `localStorage` when there is one (read lazily: importing never touches `window`). */
export function browserOtpStorage(): OtpStorage | undefined {
  try {
    return (globalThis as { localStorage?: OtpStorage }).localStorage;
  } catch {
    // Storage blocked by the browser's settings: the cooldown then lives in memory only.
    return undefined;
  }
}
