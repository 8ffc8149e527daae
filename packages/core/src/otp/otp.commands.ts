import type { Contact } from '@loyalty-flows/domain';
import { browserStorage } from '../shared/browser-environment';
import type { FlowStorage } from '../shared/flow';
import { createMemoryStorage } from '../shared/flow-storage';
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

/**
 * The browser's `localStorage`, looked up on each use by the one rule of browser defaults
 * (`browserStorage`: the function it calls is there, and touching it does not throw); on a server, in
 * React Native or where storage is blocked, a storage in memory of its own (each contact's cooldown
 * holds while the app runs), so a machine may be built with it during a server render.
 *
 * @example createOtpMachine({ client, storage: browserOtpStorage() })
 */
export function browserOtpStorage(): FlowStorage {
  const memory = createMemoryStorage();
  const target = () => browserStorage() ?? memory;
  return {
    getItem: (key) => target().getItem(key),
    setItem: (key, value) => target().setItem(key, value),
    removeItem: (key) => target().removeItem(key),
  };
}
