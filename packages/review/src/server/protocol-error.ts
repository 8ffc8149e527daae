/**
 * A message the review server cannot take: not JSON, an unknown type, a field of the wrong kind. The
 * server answers it on the same socket and keeps the connection; nothing already kept is lost.
 */
export class ProtocolError extends Error {
  override readonly name = 'ProtocolError';
}
