import type { EventObject } from 'xstate';

/**
 * The types of a flow's public events (what an app may send it), by its machine's id: `{ otp: [...] }`.
 * A review inspector, which knows xstate and no flow, offers a reviewer these and refuses the rest (the
 * events the machine's own actors send: clock ticks, restored storage, the calls' answers).
 */
export type PublicEventTypes<TMachineId extends string, TEvent extends EventObject> = {
  readonly [K in TMachineId]: readonly TEvent['type'][];
};

/**
 * Lists every type of `TEvent` once, under the machine's id. The types come in as the keys of an object
 * literal, so a type missing from the union's list, or one the union does not have, is a type error.
 *
 * @example
 * publicEventTypes<OtpEvent>()('otp', { 'OTP.REQUEST': true, …every other type: true })
 * // { otp: ['OTP.REQUEST', …] }
 */
export function publicEventTypes<TEvent extends EventObject>() {
  return <const TMachineId extends string>(
    machineId: TMachineId,
    types: { readonly [K in TEvent['type']]: true },
  ): PublicEventTypes<TMachineId, TEvent> =>
    ({ [machineId]: Object.keys(types) }) as unknown as PublicEventTypes<TMachineId, TEvent>;
}
