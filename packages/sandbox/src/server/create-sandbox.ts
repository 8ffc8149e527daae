import { Hono } from 'hono';
import { createFaultStore } from '../faults/fault-store';
import { bodyLimit } from '../http/body-limit';
import { corsPolicy } from '../http/cors-policy';
import type { SandboxEnv } from '../http/env';
import { createBoundedLog } from '../kit/bounded-log';
import { createClock } from '../kit/clock';
import { resolveSandboxOptions } from '../options';
import { createOtpStore } from '../otp/otp-store';
import { devRoutes } from '../routes/dev-routes';
import { notiRoutes } from '../routes/noti-routes';
import { otpRoutes } from '../routes/otp-routes';
import { pageRoutes } from '../routes/page-routes';
import { redeemRoutes } from '../routes/redeem-routes';
import type { SandboxState } from '../state/sandbox-state';
import { createSessions } from '../state/sessions';
import { createUserStore } from '../state/user-store';
import type { OutboxMessage, RequestRecord, SandboxCredentials, SandboxOptions } from '../types';
import { InvalidRequestError } from '../wire/invalid-request';
import { errorReasons, gatewayError, serviceError } from '../wire/wire-errors';

/** How many outbox messages and request records a long-running sandbox keeps. */
const logLimit = 10_000;

/** An in-memory loyalty service: a hono app plus the credentials it accepts. */
export interface Sandbox {
  /** Serve it with any hono adapter, or call `app.request()` in-process. */
  app: Hono<SandboxEnv>;
  credentials: SandboxCredentials;
}

function createState(options: SandboxOptions): SandboxState {
  const resolved = resolveSandboxOptions(options);
  const clock = createClock();
  const outbox = createBoundedLog<OutboxMessage>(logLimit);
  return {
    options: resolved,
    clock,
    outbox,
    requestLog: createBoundedLog<RequestRecord>(logLimit),
    faults: createFaultStore(),
    sessions: createSessions(resolved.credentials.token),
    users: createUserStore(),
    otp: createOtpStore(resolved, clock, (message) => {
      outbox.add(message);
      resolved.onCodeSent?.(message);
    }),
  };
}

/**
 * Everything back to the seed: clock, issued tokens, users' changes, codes, outbox, log and faults; a
 * request still held by a `latency` fault is answered 503 and never runs.
 */
function resetState(state: SandboxState): void {
  state.clock.reset();
  state.sessions.reset();
  state.users.reset();
  state.otp.reset();
  state.outbox.clear();
  state.requestLog.clear();
  state.faults.clear();
  state.faults.endHolds();
}

/**
 * Creates the sandbox: the six contract endpoints (and the public verify alias `bzbs_authen`) with
 * the bodies, casing, status codes and error shapes of docs/wire-format.md, seeded data for every user,
 * the developer routes under `/__sandbox/` and the pages the seed links to (`/__sandbox/pages/:id`).
 *
 * @example
 * ```ts
 * const { app, credentials } = createSandbox({ resendCooldownMs: 0 });
 * const response = await app.request('/api/noti/', { headers: contractHeaders(credentials) });
 * ```
 */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const state = createState(options);
  const app = new Hono<SandboxEnv>({ strict: false });
  // First, so a preflight is answered before any route or credential check and every answer
  // (refusals included) carries the CORS headers a browser needs to read it.
  app.use(corsPolicy(state.options.corsOrigins));
  // A body past the limit is refused with 413 once the rest of it is read and dropped (bounded), so
  // the client reads the answer instead of a reset; no body is kept past the limit.
  app.use(bodyLimit(state.options.maxBodyBytes));
  app.route('/', otpRoutes(state));
  app.route('/', redeemRoutes(state));
  app.route('/', notiRoutes(state));
  app.route('/', pageRoutes());
  app.route(
    '/',
    devRoutes(state, () => resetState(state)),
  );

  app.notFound(() => gatewayError(404, 'Resource not found'));
  app.onError((error) => {
    if (error instanceof InvalidRequestError) return serviceError(errorReasons.invalidInput, error.message);
    // The message of an unexpected failure is not echoed: it could quote the request.
    return serviceError(errorReasons.server, 'The sandbox failed to answer this request.');
  });
  return { app, credentials: state.options.credentials };
}
