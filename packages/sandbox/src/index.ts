/**
 * The loyalty sandbox: an in-memory service implementing the OTP, redemption and notification
 * contract, with developer routes for tests (outbox, clock, faults, request log, reset).
 */

export { contractHeaders } from './contract-headers';
export { sandboxDefaults } from './options';
export { createSandbox, type Sandbox } from './server/create-sandbox';
export { type ServeOptions, serveSandbox } from './server/serve-sandbox';
export type {
  CorsOrigins,
  OtpChannel,
  OutboxMessage,
  RequestRecord,
  RunningSandbox,
  SandboxCredentials,
  SandboxFault,
  SandboxFaultKind,
  SandboxOptions,
  SandboxRoute,
} from './types';
