import { startSandbox, type TestSandbox } from '@loyalty-flows/test-utils';
import { afterAll, beforeEach } from 'vitest';
import { createLoyaltyClient, type LoyaltyClientOptions } from '../src/index';

/** The demo user's phone in the sandbox. */
export const phone = '0812345678';

/**
 * A sandbox on a free loopback port for the test file (reset before each test) and a client for it.
 * `clientFor()` builds one with other options.
 */
export function useClientAndSandbox() {
  const started = startSandbox();
  let sandbox: TestSandbox | undefined;
  afterAll(async () => (await started).close());
  beforeEach(async () => {
    sandbox = await started;
    await sandbox.reset();
  });
  const current = () => {
    if (sandbox === undefined) throw new Error('the sandbox has not started yet');
    return sandbox;
  };
  const clientFor = (options: Partial<LoyaltyClientOptions> = {}) =>
    createLoyaltyClient({ baseURL: current().url, ...current().credentials, ...options });
  return {
    get sandbox() {
      return current();
    },
    get client() {
      return clientFor();
    },
    clientFor,
  };
}

/** The rejection of `promise`, which must reject. */
export async function rejectionOf(promise: Promise<unknown>): Promise<Record<string, unknown> & Error> {
  try {
    await promise;
  } catch (error) {
    return error as Record<string, unknown> & Error;
  }
  throw new Error('expected the call to fail');
}
