import { object } from './loose';
import { LoyaltyError, type LoyaltyErrorKind } from './loyalty-error';

/** What the service answered: status, `Retry-After`, and the parsed body. */
export interface Answer {
  status: number;
  retryAfter: string | null;
  body: unknown;
}

// docs/wire-format.md, E5–E8: reasons the service names by id.
const kindById: Record<string, LoyaltyErrorKind> = {
  1905: 'session_expired',
  2076: 'session_expired',
  2091: 'wrong_code',
  2092: 'code_expired',
};

function kindOfStatus(status: number): LoyaltyErrorKind {
  if (status === 400 || status === 422) return 'invalid_input';
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404) return 'not_found';
  if (status === 408) return 'timeout';
  if (status === 429) return 'rate_limited';
  if (status === 502 || status === 503 || status === 504) return 'gateway';
  return status >= 500 ? 'server' : 'conflict';
}

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
  const code = (service?.code ?? body?.statusCode) as string | number | undefined;
  const status = answer.status >= 400 ? answer.status : Number(code) || 500;
  const id = service?.id as string | number | undefined;
  const kind = kindById[String(id)] ?? kindOfStatus(status);
  return new LoyaltyError(operation, kind, {
    status: answer.status,
    ...(id === undefined ? {} : { id }),
    ...(code === undefined ? {} : { code }),
    ...(kind === 'rate_limited' ? { retryAt: retryAtOf(answer.retryAfter, now) } : {}),
  });
}

/** The error for a request that got no answer: timed out, or the network failed. */
export function transportErrorOf(operation: string, error: unknown): LoyaltyError {
  const cause = (error as { cause?: { name?: string } } | undefined)?.cause;
  const name = cause?.name ?? (error as { name?: string } | undefined)?.name;
  return new LoyaltyError(operation, name === 'TimeoutError' ? 'timeout' : 'network');
}
