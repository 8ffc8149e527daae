import type { FlowError, FlowErrorKind } from './flow-error';
import { errorTexts } from './messages';
import type { PortErrorLike } from './port';

export type { FlowError, FlowErrorKind } from './flow-error';

/** Whether `error` is classified: its kind is one the message table has a text for. */
function isPortError(error: unknown): error is PortErrorLike {
  const kind = (error as { kind?: unknown } | null)?.kind;
  return typeof kind === 'string' && Object.hasOwn(errorTexts, `error.${kind}`);
}

/**
 * Turns whatever a port threw into a {@link FlowError}: its kind, status, `retryAt` and `at`, nothing else,
 * so nothing secret the error might carry reaches a snapshot. What is not a classified port error
 * (a bug, a thrown string) is `unknown`.
 */
export function toFlowError(error: unknown): FlowError {
  if (!isPortError(error)) return { kind: 'unknown' };
  const flowError: FlowError = { kind: error.kind };
  if (typeof error.status === 'number') flowError.status = error.status;
  if (typeof error.retryAt === 'number') flowError.retryAt = error.retryAt;
  const { at } = error as { at?: unknown };
  if (typeof at === 'number') flowError.at = at;
  return flowError;
}

/**
 * Runs a port's call; a failure that names a retry time (`retryAt`, from `Retry-After`) is thrown
 * again as a {@link FlowError} carrying `at`, the clock's reading when it arrived, so every flow's view
 * can say how many seconds are left.
 *
 * @example fromPromise(({ input }) => arrivalStamped(now, () => client.notifications.list(input.query)))
 */
export async function arrivalStamped<T>(now: () => number, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const failure = toFlowError(error);
    throw failure.retryAt === undefined ? error : { ...failure, at: now() };
  }
}

/** Builds a {@link FlowError} the machine itself decides on (bad input, an unsafe URL, …). */
export function flowError(kind: FlowErrorKind): FlowError {
  return { kind };
}

/** Whether a failure may go away by itself (network, timeout, gateway, 5xx), so retrying makes sense. */
export function isTransient(error: FlowError): boolean {
  return (
    error.kind === 'network' ||
    error.kind === 'timeout' ||
    error.kind === 'gateway' ||
    error.kind === 'server'
  );
}
