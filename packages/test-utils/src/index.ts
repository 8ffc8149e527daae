/**
 * Test utilities for loyalty-flows: a real sandbox on a free port, driven through its developer routes.
 */

/** Every type of the sandbox (options, outbox messages, faults, routes, …), for tests that type their helpers. */
export type * from '@loyalty-flows/sandbox';
export { contractHeaders } from '@loyalty-flows/sandbox';
export { type CountingClient, countingPort, type PortCalls } from './counting-port';
export { createDevRoutesClient, type DevRoutesClient } from './dev-routes-client';
export { form } from './form';
export { otpAtSandbox } from './otp-at-sandbox';
export { secretsIn } from './secrets-in';
export { startSandbox } from './start-sandbox';
export type { TestSandbox } from './types';
