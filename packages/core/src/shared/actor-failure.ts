import { type FlowError, toFlowError } from './errors';

/**
 * What an invoked actor failed with, as data (its kind, status and `retryAt`, nothing else), read
 * from the `onError` event that carries it; `unknown` for an event without an error. Every machine
 * reads its actors' failures through this one helper.
 *
 * @example storeFailure: assign(({ event }) => ({ error: failureOf(event) }))
 */
export function failureOf(event: object): FlowError {
  return toFlowError('error' in event ? event.error : undefined);
}
