import { FetchError } from 'ofetch';
import { object } from './loose';
import { LoyaltyError, type LoyaltyErrorKind } from './loyalty-error';

/** What the service answered: status, `Retry-After`, and the parsed body. */
export interface Answer {
  status: number;
  retryAfter: string | null;
  body: unknown;
}

// The kind of an HTTP status, and of the reasons the service names by id (docs/wire-format.md,
// E5–E8; ids and statuses do not overlap). An id means different things on different operations
// (E8), so an `<operation> <id>` entry wins over the id alone; 5xx not named here is `server`,
// any other status `conflict`.
const kinds: Record<string, LoyaltyErrorKind> = {
  400: 'invalid_input',
  422: 'invalid_input',
  401: 'unauthorized',
  403: 'unauthorized',
  404: 'not_found',
  408: 'timeout',
  429: 'rate_limited',
  502: 'gateway',
  503: 'gateway',
  504: 'gateway',
  1905: 'session_expired',
  2076: 'session_expired',
  2091: 'wrong_code',
  'otp.verify 2092': 'code_expired',
  'otp.request 2092': 'invalid_input',
  // A2: using an expired redemption answers 409 / 1409; the machines see only the kind.
  'redemptions.use 1409': 'code_expired',
  // E6: on verify, 429 means too many wrong codes: the input is locked, not merely throttled.
  'otp.verify 429': 'locked',
};

function retryAtOf(retryAfter: string | null, now: number): number | undefined {
  if (retryAfter === null) return undefined;
  const seconds = Number(retryAfter);
  if (Number.isFinite(seconds)) return now + seconds * 1000;
  const date = Date.parse(retryAfter);
  return Number.isNaN(date) ? undefined : date;
}

/**
 * The error an answer carries, or `undefined` when it is a success. Besides 4xx/5xx, a 200 with an
 * `error` object or `success: false` is an error (legacy endpoints); a gateway answer has
 * `statusCode` instead. The service's message is not copied: it could quote the request.
 */
export function errorOf(operation: string, answer: Answer, now = Date.now()): LoyaltyError | undefined {
  const body = object(answer.body);
  const service = object(body?.error);
  const failed = answer.status >= 400 || service !== undefined || body?.success === false;
  if (!failed) return undefined;
  // E3: `{ success: false, code }` keeps its code, and the kind follows it as it would a status.
  const code = (service?.code ?? body?.code ?? body?.statusCode) as string | number | undefined;
  const status = answer.status >= 400 ? answer.status : Number(code) || 500;
  const id = service?.id as string | number | undefined;
  const kind =
    kinds[`${operation} ${id ?? status}`] ??
    kinds[String(id)] ??
    kinds[status] ??
    (status >= 500 ? 'server' : 'conflict');
  // LoyaltyError sets every detail, given or not: no need to leave the missing ones out here.
  return new LoyaltyError(operation, kind, {
    status: answer.status,
    id,
    code,
    retryAt: status === 429 ? retryAtOf(answer.retryAfter, now) : undefined,
  });
}

/**
 * The error for a request that got no answer: `timeout` or `network` for what ofetch reports as a
 * failed fetch; `unknown` for anything else (a bug, a `fetch` that answered no `Response`).
 */
export function transportErrorOf(operation: string, error: unknown): LoyaltyError {
  const kind =
    error instanceof FetchError
      ? (error.cause as Error)?.name === 'TimeoutError'
        ? 'timeout'
        : 'network'
      : 'unknown';
  return new LoyaltyError(operation, kind);
}

/**
 * The error for a `getToken` that threw: `unauthorized` when what it threw says so (a status
 * 401/403 or a kind `unauthorized`/`session_expired`), else `unknown`. Nothing of the thrown value
 * is kept: its text may hold the token.
 */
export function tokenErrorOf(operation: string, error: unknown): LoyaltyError {
  const { status, kind } = (error ?? {}) as { status?: unknown; kind?: unknown };
  const unauthorized =
    status === 401 || status === 403 || kind === 'unauthorized' || kind === 'session_expired';
  return new LoyaltyError(operation, unauthorized ? 'unauthorized' : 'unknown');
}
