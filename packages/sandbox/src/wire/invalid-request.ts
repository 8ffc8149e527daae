/**
 * A request the sandbox cannot make sense of (a bad contact, a malformed body, a paging value that is
 * not a number). The app answers it with 400 in the service's error shape; the message must not quote
 * secrets from the request.
 */
export class InvalidRequestError extends Error {
  override readonly name = 'InvalidRequestError';
}
