/**
 * The loyalty sandbox: an in-memory service implementing the OTP, redemption and notification
 * contract as docs/wire-format.md describes the real service (its seed names the fact each row
 * shows), with CORS for loopback pages and developer routes for tests (outbox, clock, faults,
 * request log, reset) and for the example apps (the pages and campaigns the seed points at).
 */

export { contractHeaders } from './contract-headers';
export type { SandboxFaultOffer } from './faults/fault-offers';
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
