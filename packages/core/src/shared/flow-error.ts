import type { ErrorKind } from './port';

/** Every kind of failure a flow shows: what the client classifies, plus the machines' own refusals. */
export type FlowErrorKind = ErrorKind | 'unsafe_url' | 'not_openable';

/**
 * An error as a machine keeps it in context: plain data (a kind, and what an app needs to write its
 * own words). The text a person reads is added by the view from the message table (`describeError`).
 */
export interface FlowError {
  kind: FlowErrorKind;
  status?: number;
  /** Epoch ms before which retrying is refused. */
  retryAt?: number;
  /**
   * With `retryAt`: the environment's clock, epoch ms, when the failure arrived, so a view given no
   * clock still counts the `seconds` until the retry from it.
   */
  at?: number;
}
