/**
 * Every way a call to the service can fail, as the client classifies it. `unknown` is what is not
 * a classified failure: a bug, a thrown string, a `getToken` that failed for no known reason.
 */
export type ErrorKind =
  | 'invalid_input'
  | 'unauthorized'
  | 'session_expired'
  | 'wrong_code'
  | 'code_expired'
  | 'rate_limited'
  | 'locked'
  | 'not_found'
  | 'conflict'
  | 'gateway'
  | 'server'
  | 'network'
  | 'timeout'
  | 'parse'
  | 'unknown';
