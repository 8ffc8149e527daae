import type { MiddlewareHandler } from 'hono';
import { gatewayError } from '../wire/wire-errors';
import type { SandboxEnv } from './env';

/**
 * How much past the limit a body may run and still be read to its end (and dropped) before the 413.
 * A client still writing when the answer comes and the connection closes meets EPIPE or a reset
 * instead of the 413; reading the rest first lets it finish writing and then read the answer.
 * Beyond this the rest is left unread and the connection closed: no one body holds a connection for long.
 */
const drainBytes = 32 * 1024 * 1024;
/**
 * How long the rest of an oversized body may take to arrive. Generous, so a busy machine still drains
 * 20 uploads at once; a client slower than this is not waited for.
 */
const drainMs = 30_000;

/** What {@link readBody} found: the whole body within the limit, or an oversized one read to its end or stopped. */
type BodyRead = { kind: 'kept'; bytes: Uint8Array<ArrayBuffer> } | { kind: 'drained' } | { kind: 'stopped' };

/**
 * Reads a body of unknown length, keeping at most `keepBytes` of it (memory stays bounded: past that
 * the chunks are dropped as they arrive) and reading at most `readBytes` or for `ms` in all.
 */
async function readBody(
  body: ReadableStream<Uint8Array>,
  keepBytes: number,
  readBytes: number,
  ms: number,
): Promise<BodyRead> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), expired]);
      if (next === undefined || size + (next.value?.byteLength ?? 0) > readBytes) {
        reader.cancel().catch(() => {});
        return { kind: 'stopped' };
      }
      if (next.done) break;
      size += next.value.byteLength;
      if (size <= keepBytes) chunks.push(next.value);
      else chunks.length = 0;
    }
  } finally {
    clearTimeout(timer);
  }
  if (size > keepBytes) return { kind: 'drained' };
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { kind: 'kept', bytes };
}

/** The gateway's 413; `close` when the rest of the body was left unread, so the connection cannot serve again. */
function tooLarge(close: boolean): Response {
  const refusal = gatewayError(413, 'Request entity too large.');
  if (close) refusal.headers.set('Connection', 'close');
  return refusal;
}

/**
 * Refuses a request body over `maxBytes` with the gateway's 413, after reading the rest of it (up to
 * 32 MiB more, for up to 30 s) so the client reads the answer rather than a reset. A body declared
 * larger than that is refused at once, before any of it is read. A body within the limit reaches the
 * route as sent (buffered when it came without a length, as it has to be checked).
 */
export function bodyLimit(maxBytes: number): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (body === null) return next();
    const declared = c.req.raw.headers.has('transfer-encoding') ? null : c.req.header('content-length');
    const length = declared === null || declared === undefined ? undefined : Number.parseInt(declared, 10);
    if (length !== undefined && length <= maxBytes) return next();
    if (length !== undefined && length > maxBytes + drainBytes) return tooLarge(true);
    const read = await readBody(body, maxBytes, maxBytes + drainBytes, drainMs);
    if (read.kind === 'kept') {
      c.req.raw = new Request(c.req.raw, { body: read.bytes });
      return next();
    }
    return tooLarge(read.kind === 'stopped');
  };
}
