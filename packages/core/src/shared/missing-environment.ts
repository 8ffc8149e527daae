import { noClientText } from './developer-texts';

/**
 * What an effect of a pure machine does before an environment provides it: fail with words that say
 * how to build the machine.
 *
 * @example requestCode: fromPromise(() => missingEnvironment('createOtpMachine'))
 */
export function missingEnvironment(factory: string): Promise<never> {
  return Promise.reject(new Error(noClientText(factory)));
}
