/**
 * Test utilities for loyalty-flows: a real sandbox on a free port, driven through its developer routes.
 */

export type {
  CorsOrigins,
  OutboxMessage,
  RequestRecord,
  RunningSandbox,
  SandboxCredentials,
  SandboxFault,
  SandboxFaultKind,
  SandboxOptions,
  SandboxRoute,
} from '@loyalty-flows/sandbox';
export { createDevRoutesClient, type DevRoutesClient } from './dev-routes-client';
export { form } from './form';
export { startSandbox } from './start-sandbox';
export type { TestSandbox } from './types';
