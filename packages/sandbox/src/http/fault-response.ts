import type { Context } from 'hono';
import type { SandboxFault } from '../types';
import { gatewayError, jsonResponse, serviceErrorBody } from '../wire/wire-errors';
import type { SandboxEnv } from './env';

const faultReason = (status: number) => ({ status, id: status, type: 'InjectedFault' });

/**
 * Ends the connection without an answer. Served by @hono/node-server, the socket itself is destroyed,
 * so the client sees a reset. In-process (`app.request()`) there is no socket: the body stream fails
 * instead, which is as close as a `Response` can get.
 */
function dropConnection(c: Context<SandboxEnv>): Response {
  const socket = c.env?.incoming?.socket;
  if (socket !== undefined) {
    socket.destroy();
    return new Response(null, { status: 500 });
  }
  const failing = new ReadableStream({
    start(controller) {
      controller.error(new TypeError('connection dropped by an injected fault'));
    },
  });
  return new Response(failing, { status: 200 });
}

/** The body a `malformed_json` fault puts in place of a 2xx answer's: cut off mid-array. */
const garbledBody = '{"result": [1, 2,';

/**
 * The route's own 2xx answer with its body garbled, as a proxy that cuts a response short would leave it:
 * the work is done on the server (a code sent, a voucher used, notifications read) and the client
 * cannot read that it was. Answers that are not 2xx pass unchanged.
 */
export function garbleSuccess(answer: Response): Response {
  if (answer.status < 200 || answer.status > 299) return answer;
  const headers = new Headers(answer.headers);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  headers.delete('Content-Length');
  return new Response(garbledBody, { status: answer.status, headers });
}

/**
 * The answer of an injected fault, or `undefined` when the request should go on normally (after the
 * delay of a `latency` fault; `malformed_json` also goes on, and {@link garbleSuccess} spoils its answer
 * after the route ran). Other faults answer before the route runs, so a refused request has no
 * effect: no code is sent, nothing is used or read. `hold` waits out the delay; when a reset ends it
 * first, the request is answered 503 without running the route, so a request held from before a reset
 * never acts on the state after it (a code sent, a voucher used, the seed laid on another clock).
 */
export async function answerWithFault(
  c: Context<SandboxEnv>,
  fault: SandboxFault,
  hold: (ms: number) => Promise<boolean>,
): Promise<Response | undefined> {
  switch (fault.kind) {
    case 'latency':
      if (await hold(fault.latencyMs ?? 1000)) return undefined;
      return gatewayError(503, 'The sandbox was reset while this request was held.');
    case 'status': {
      const status = fault.status ?? 500;
      return jsonResponse(status, serviceErrorBody(faultReason(status), 'Injected failure.', fault.errorId));
    }
    case 'gateway':
      return gatewayError(fault.status ?? 502, 'Bad gateway: the backend did not answer.');
    case 'rate_limited': {
      const seconds = fault.retryAfterSeconds ?? 30;
      return gatewayError(429, `Rate limit is exceeded. Try again in ${seconds} seconds.`, seconds);
    }
    case 'error_in_200': {
      const code = fault.status ?? 500;
      return jsonResponse(200, serviceErrorBody(faultReason(code), 'Injected failure.', fault.errorId));
    }
    case 'success_false':
      return jsonResponse(200, { success: false, message: 'Injected failure.' });
    case 'malformed_json':
      return undefined;
    case 'drop':
      return dropConnection(c);
  }
}
