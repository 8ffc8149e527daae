import type { ErrorKind, PortErrorLike } from './port';

/** An error as a machine keeps it in context and a view shows it: a kind and words for a person. */
export interface FlowError {
  kind: ErrorKind | 'unsafe_url' | 'not_openable';
  /** A sentence a person understands. It never contains a code, token, key or serial. */
  message: string;
  status?: number;
  /** Epoch ms before which retrying is refused. */
  retryAt?: number;
}

const messages: Record<FlowError['kind'], string> = {
  invalid_input: 'That does not look right. Please check what you entered.',
  unauthorized: 'You are not signed in. Please sign in again.',
  session_expired: 'Your session has ended. Please sign in again.',
  wrong_code: 'That code is not correct.',
  code_expired: 'That code has expired. Please request a new one.',
  rate_limited: 'Too many requests. Please wait a moment and try again.',
  locked: 'Too many wrong codes. Please wait before trying again.',
  not_found: 'We could not find that item.',
  conflict: 'The service could not do that right now.',
  gateway: 'The service is not reachable right now. Please try again.',
  server: 'Something went wrong on our side. Please try again.',
  network: 'No connection. Check your network and try again.',
  timeout: 'The service took too long to answer. Please try again.',
  parse: 'The service sent an answer we could not read. Please try again.',
  unsafe_url: 'This link cannot be opened safely.',
  not_openable: 'This entry has no detail to open.',
};

const errorKinds = new Set(Object.keys(messages));

function isPortError(error: unknown): error is PortErrorLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { kind?: unknown }).kind === 'string' &&
    errorKinds.has((error as { kind: string }).kind)
  );
}

/**
 * Turns whatever a port threw into a {@link FlowError}. The message is chosen from the kind, never
 * copied from the thrown error, so nothing secret the error might carry reaches a snapshot.
 */
export function toFlowError(error: unknown): FlowError {
  if (!isPortError(error)) return { kind: 'network', message: messages.network };
  const flowError: FlowError = { kind: error.kind, message: messages[error.kind] };
  if (typeof error.status === 'number') flowError.status = error.status;
  if (typeof error.retryAt === 'number') flowError.retryAt = error.retryAt;
  return flowError;
}

/** Builds a {@link FlowError} the machine itself decides on (bad input, an unsafe URL, …). */
export function flowError(kind: FlowError['kind']): FlowError {
  return { kind, message: messages[kind] };
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
