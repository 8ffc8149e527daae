export { isLoopbackOrigin } from './loopback';
export { ProtocolError } from './protocol-error';
export { type ReviewCliExtension, runReviewCli } from './review-cli';
export { type ReviewServer, type ReviewServerOptions, startReviewServer } from './review-server';
export { SandboxControlError } from './sandbox-controls';
export type { ReviewRequestContext, ReviewServerPlugin } from './server-plugin';
export {
  createSessionStore,
  defaultSessionLimits,
  type SessionLimits,
  type SessionStore,
} from './session-store';
