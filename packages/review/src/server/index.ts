export type { AtlasDecision } from '../approvals/approvals';
export { DecisionError } from './atlas-decisions';
export { isLoopbackOrigin } from './loopback';
export { ProtocolError } from './protocol-error';
export { type ReviewServer, type ReviewServerOptions, startReviewServer } from './review-server';
export { SandboxControlError } from './sandbox-controls';
export {
  createSessionStore,
  defaultSessionLimits,
  type SessionLimits,
  type SessionStore,
} from './session-store';
