import { InvalidRequestError } from '../wire/invalid-request';

/** A page of a list. */
export interface Paging {
  skip: number;
  top: number;
}

/** docs/wire-format.md R1: page size `top`, default 25. */
const defaultPageSize = 25;
/** Larger pages are refused rather than cut, so "fewer than a page means the end" stays true. */
const maxPageSize = 100;

function whole(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,9}$/.test(raw.trim())) throw new InvalidRequestError(`${name} must be a whole number ≥ 0.`);
  return Number(raw.trim());
}

/**
 * Reads `skip` (also spelled `$skip`, as OData-minded SDKs send it) and `top` (also `$top`) from
 * the query.
 */
export function readPaging(query: (name: string) => string | undefined): Paging {
  const skip = whole('skip', query('skip')) ?? whole('$skip', query('$skip')) ?? 0;
  const top = whole('top', query('top')) ?? whole('$top', query('$top')) ?? defaultPageSize;
  if (top < 1 || top > maxPageSize)
    throw new InvalidRequestError(`top must be between 1 and ${maxPageSize}.`);
  return { skip, top };
}

/** The items of `page`. */
export function pageOf<T>(items: readonly T[], page: Paging): T[] {
  return items.slice(page.skip, page.skip + page.top);
}
