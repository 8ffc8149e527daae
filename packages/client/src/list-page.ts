import { object } from './loose';
import type { Send } from './transport';
import { count } from './validate';

/** The query of a page: offset and size (1–100), checked before anything is sent. */
export interface PageQuery {
  skip?: number;
  top?: number;
}

/**
 * GETs one page of a list — retried once after a transient failure, as a read costs nothing — and
 * maps each item with the answer's arrival time. A 2xx without a JSON array is an empty list
 * (docs/wire-format.md, N5).
 */
export async function listPage<T>(
  send: Send,
  operation: string,
  path: string,
  query: PageQuery & Record<string, string | number | boolean | undefined>,
  map: (wire: Record<string, unknown>, at: number) => T,
  now: () => number,
): Promise<T[]> {
  const skip = count(operation, 'skip', query.skip, 0);
  const top = count(operation, 'top', query.top, 1, 100);
  const body = await send({
    operation,
    method: 'GET',
    path,
    query: { ...query, skip, top },
    retryable: true,
  });
  const at = now();
  return Array.isArray(body) ? body.map((item) => map(object(item) ?? {}, at)) : [];
}
