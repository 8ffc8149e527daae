import { browserStorage } from './browser-environment';
import type { FlowStorage } from './environment-ports';
import { createMemoryStorage } from './flow-storage';

/**
 * The storage a flow uses when it is given none: the one rule of the default, for the OTP cooldown,
 * the notifications' unsent reads and a shared actor's reset alike.
 *
 * - In a browser (and a LIFF or web view): `localStorage`, so the OTP cooldown survives reloads and
 *   reaches the other tabs, and unsent reads are sent after a reload.
 * - Without one (a server render, React Native without AsyncStorage, storage the browser blocks): a
 *   memory of this storage's own, which lasts as long as the machine built with it (the OTP flow
 *   keeps each contact's cooldown when the contact goes A → B → A; nothing survives a restart).
 *
 * `localStorage` is found by detecting the function it calls (`getItem`; touching it must not throw:
 * Safari's private mode), never by `typeof window` (React Native's `window` is the global object). It
 * is looked up on each read and write, never when the machine is built, so building one during a
 * server render touches nothing. Machines stay pure: the env and flow factories apply this default.
 * Published as `browserOtpStorage` (`@loyalty-flows/core/otp`), each call with a memory of its own.
 *
 * @example createOtpMachine({ client, storage: browserOtpStorage() })
 */
export function defaultStorage(): FlowStorage {
  const memory = createMemoryStorage();
  const target = () => browserStorage() ?? memory;
  return {
    getItem: (key) => target().getItem(key),
    setItem: (key, value) => target().setItem(key, value),
    removeItem: (key) => target().removeItem(key),
  };
}
