import type { Contact } from '@loyalty-flows/domain';
import type { FlowStorage } from '../shared/flow';
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

function local(): FlowStorage | undefined {
  // Read when used, never at import or on a server; blocked storage (browser settings) reads as none.
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The browser's `localStorage`, looked up on each use: on a server (or where storage is blocked) it
 * holds nothing and writes nowhere, so a machine may be built with it during a server render.
 */
export const browserOtpStorage: FlowStorage = {
  getItem: (key) => local()?.getItem(key) ?? null,
  setItem: (key, value) => local()?.setItem(key, value),
  removeItem: (key) => local()?.removeItem(key),
};
