/**
 * The two error shapes of the wire (docs/wire-format.md, E1 and E4): the service's own
 * `{"error":{"id","code","message","type"}}` and the gateway's `{"statusCode","message"}`.
 * Messages are fixed sentences: they never echo a code, token, key or serial from the request.
 */

/** A reason the service refuses a request, with its status and id (none: the body carries no `id`). */
export interface ServiceErrorReason {
  status: number;
  id?: number;
  type: string;
}

/**
 * Every refusal of the sandbox. Ids 2091 and 2092 are seen on the real service, per operation: 2092
 * is "code expired" on verify but "invalid contact format" on the OTP request; the OTP 429s carry no
 * id at all; 1409 is assumed (docs/wire-format.md, E5–E8, O8, A2). The others are the sandbox's own,
 * chosen distinct so a client can tell the reasons apart without parsing messages.
 */
export const errorReasons = {
  invalidInput: { status: 400, id: 1400, type: 'InvalidInput' },
  unauthorized: { status: 401, id: 1401, type: 'Unauthorized' },
  notFound: { status: 404, id: 1404, type: 'NotFound' },
  voucherExpired: { status: 409, id: 1409, type: 'VoucherExpired' },
  notUsable: { status: 409, id: 1410, type: 'NotUsable' },
  wrongOtp: { status: 409, id: 2091, type: 'WrongOtp' },
  otpExpired: { status: 409, id: 2092, type: 'OtpExpired' },
  invalidContact: { status: 409, id: 2092, type: 'InvalidContact' },
  otpCooldown: { status: 429, type: 'TooManyRequests' },
  otpLocked: { status: 429, type: 'TooManyAttempts' },
  server: { status: 500, id: 1500, type: 'ServerError' },
} as const satisfies Record<string, ServiceErrorReason>;

/** The body of a service error. */
interface ServiceErrorBody {
  error: { id?: number | string; code: number; message: string; type: string };
}

/** Builds the service error body; `code` repeats the status, as on the real service. */
export function serviceErrorBody(
  reason: ServiceErrorReason,
  message: string,
  id: number | string | undefined = reason.id,
) {
  const error = { code: reason.status, message, type: reason.type };
  return { error: id === undefined ? error : { id, ...error } } satisfies ServiceErrorBody;
}

/** `Retry-After` in whole seconds, never 0 while something is still refused. */
function retryAfterSeconds(remainingMs: number): number {
  return Math.max(1, Math.ceil(remainingMs / 1000));
}

/** A JSON response; `Retry-After` is added when `retryAfter` (seconds) is given. */
export function jsonResponse(status: number, body: unknown, retryAfter?: number): Response {
  const headers = new Headers({ 'Content-Type': 'application/json; charset=utf-8' });
  if (retryAfter !== undefined) headers.set('Retry-After', String(retryAfter));
  return new Response(JSON.stringify(body), { status, headers });
}

/** A service error response. `retryAfterMs` adds `Retry-After` (for 429). */
export function serviceError(reason: ServiceErrorReason, message: string, retryAfterMs?: number): Response {
  const retryAfter = retryAfterMs === undefined ? undefined : retryAfterSeconds(retryAfterMs);
  return jsonResponse(reason.status, serviceErrorBody(reason, message), retryAfter);
}

/** A gateway error response: what answers before the service runs (keys, throttling, unknown paths). */
export function gatewayError(status: number, message: string, retryAfter?: number): Response {
  return jsonResponse(status, { statusCode: status, message }, retryAfter);
}
