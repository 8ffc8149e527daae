/**
 * What an effect of a pure machine does before an environment provides it: fail with words that say
 * how to build the machine.
 *
 * @example requestCode: fromPromise(() => missingEnvironment('createOtpMachine'))
 */
export function missingEnvironment(factory: string): Promise<never> {
  return Promise.reject(
    new Error(`loyalty-flows: no client provided. Build the machine with ${factory}({ client }).`),
  );
}
