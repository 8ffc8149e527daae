import { fromPromise, type PromiseActorLogic } from 'xstate';
import { interruptedCallText } from './developer-texts';

/** Stands in for the input of a call that was running when its snapshot was persisted. */
const resumedInput = { 'loyalty-flows.resumed': true } as const;

function isResumed(input: unknown): boolean {
  return typeof input === 'object' && input !== null && 'loyalty-flows.resumed' in input;
}

/**
 * What a one-shot call fails with when its snapshot is restored: the call may or may not have reached
 * the service, exactly as when the connection drops, so it reads as a `network` failure.
 */
const interruptedCall = () =>
  Object.assign(new Error(interruptedCallText), { name: 'InterruptedCallError', kind: 'network' as const });

/**
 * `fromPromise` for a call that must never be repeated behind the user's back (an OTP request costs
 * an SMS). xstate restarts a promise actor that was running when a persisted snapshot is restored,
 * which would call the service a second time; this one is persisted without its input (nothing secret
 * is stored either) and, restored, fails at once with a `network`-kind error instead of calling again,
 * so the machine handles it like any other call of unknown fate.
 *
 * @example const otpSetup = setup({ actors: { requestCode: fromOneShotPromise((input) => input.client.otp.request(input.contact)) } });
 */
export function fromOneShotPromise<TOutput, TInput>(
  call: (input: TInput) => PromiseLike<TOutput>,
): PromiseActorLogic<TOutput, TInput> {
  const logic = fromPromise<TOutput, TInput>(({ input }) =>
    isResumed(input) ? Promise.reject(interruptedCall()) : call(input),
  );
  return {
    ...logic,
    getPersistedSnapshot: (snapshot, options) =>
      snapshot.status === 'active'
        ? { ...snapshot, input: resumedInput }
        : logic.getPersistedSnapshot(snapshot, options),
  };
}
