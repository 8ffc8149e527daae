import type { MiddlewareHandler } from 'hono';
import type { SandboxState } from '../state/sandbox-state';
import type { SandboxRoute } from '../types';
import { gatewayError } from '../wire/wire-errors';
import { authenticate } from './authenticate';
import type { SandboxEnv } from './env';
import { answerWithFault, garbleSuccess } from './fault-response';

/**
 * What every contract request passes before its route runs, in the order a real deployment would
 * meet it: it is logged as received, a HEAD is refused (hono answers HEAD with the GET handler, and
 * the GET of `/api/auth/otp` sends a paid SMS), an armed fault may answer instead (faults play the
 * network and the gateway, so they come before any check), then the section-5 headers are checked.
 * A `malformed_json` fault is the exception: the route runs and only its 2xx answer is garbled, since a
 * body spoilt on the way back means the service did the work.
 */
export function contractGate(state: SandboxState, route: SandboxRoute): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    state.requestLog.add({
      route,
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      at: state.clock.now(),
    });
    if (c.req.method === 'HEAD') {
      const refusal = gatewayError(405, 'Method not allowed: the contract has no HEAD.');
      // Only GET routes see a HEAD: hono dispatches HEAD as GET.
      refusal.headers.set('Allow', 'GET');
      return refusal;
    }
    const fault = state.faults.take(route);
    if (fault !== undefined) {
      const answer = await answerWithFault(c, fault, state.faults.hold);
      if (answer !== undefined) return answer;
    }
    const refusal = authenticate(c, state.options.credentials, state.sessions);
    if (refusal !== undefined) return refusal;
    await next();
    if (fault?.kind === 'malformed_json') c.res = garbleSuccess(c.res);
  };
}
