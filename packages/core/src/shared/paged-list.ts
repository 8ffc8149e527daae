import type { FlowError } from './errors';
import { appendPage } from './paging';

/**
 * Where a list loaded page by page with `skip`/`top` stands. A machine names the states of its list
 * region exactly so, and its view reads the state name as is:
 * - `loading`: the first page is on its way (a first load or a refresh; loaded items stay shown);
 * - `ready`: a full page arrived, more may follow;
 * - `loadingMore`: the next page is on its way;
 * - `end`: a short page arrived, nothing more to load;
 * - `error`: the last load failed; the items loaded before are kept.
 */
export type PagedListState = 'loading' | 'ready' | 'loadingMore' | 'end' | 'error';

/** `top` of each page unless a flow is given another `pageSize`: the service's own page size. */
export const defaultPageSize = 25;

/** Which page a load asks for: the `first` (load or refresh: replaces the items) or the `next` (appends). */
export type PageKind = 'first' | 'next';

/** Items loaded so far, what the next page's `skip` is, and the last failure if the last load failed. */
export interface PagedList<T> {
  readonly items: readonly T[];
  /** `skip` of the next page: the rows the service has returned so far, duplicates included. */
  readonly nextSkip: number;
  /** Set when the last load failed: which page (so a retry asks for the same one) and why. */
  readonly failure?: { readonly page: PageKind; readonly error: FlowError };
}

/** The `skip`/`top` of a page request. */
export interface PageWindow {
  skip: number;
  top: number;
}

/**
 * A list with nothing loaded yet.
 *
 * @example const context = { history: emptyPagedList<Redemption>() };
 */
export function emptyPagedList<T>(): PagedList<T> {
  return { items: [], nextSkip: 0 };
}

/**
 * The `skip`/`top` to ask for `kind` of page.
 *
 * @example client.notifications.list({ mode: 'all', ...pageWindow(context.list, 'next', 25) })
 */
export function pageWindow(list: PagedList<unknown>, kind: PageKind, pageSize: number): PageWindow {
  return { skip: kind === 'first' ? 0 : list.nextSkip, top: pageSize };
}

/**
 * The list after `page` arrived: a first page replaces the items, a next page is appended. Either way
 * an item whose key is already in the list is dropped (entries shift between pages when new ones
 * arrive at the top), and the failure is cleared. Whether this was the last page is
 * `isLastPage(page, pageSize)` from `paging.ts`: guard on it to go to `end`.
 *
 * @example assign({ list: ({ context, event }) => withPage(context.list, 'next', event.output, (n) => n.id) })
 */
export function withPage<T>(
  list: PagedList<T>,
  kind: PageKind,
  page: readonly T[],
  keyOf: (item: T) => string,
): PagedList<T> {
  const first = kind === 'first';
  return {
    items: appendPage(first ? [] : list.items, page, keyOf),
    nextSkip: (first ? 0 : list.nextSkip) + page.length,
  };
}

/** The list after loading `kind` of page failed: the items stay, the failure is remembered for the view and the retry. */
export function withPageFailure<T>(list: PagedList<T>, kind: PageKind, error: FlowError): PagedList<T> {
  return { ...list, failure: { page: kind, error } };
}

/**
 * The list with the item whose key is `key` replaced by `update(item)`; the same list when no item has that key.
 *
 * @example withItem(context.list, id, (n) => n.id, (n) => ({ ...n, isRead: true }))
 */
export function withItem<T>(
  list: PagedList<T>,
  key: string,
  keyOf: (item: T) => string,
  update: (item: T) => T,
): PagedList<T> {
  if (!list.items.some((item) => keyOf(item) === key)) return list;
  return { ...list, items: list.items.map((item) => (keyOf(item) === key ? update(item) : item)) };
}

/** What a view says about a paged list besides its items. */
export interface PagedListStatus {
  state: PagedListState;
  /** Why the last load failed, in `error`. */
  error?: FlowError;
  /**
   * Whether the "load more" event does something: in `ready`, and in `error`, where it retries the
   * page that failed (the first page again when nothing had loaded).
   */
  canLoadMore: boolean;
}

/**
 * The view's part about the list, from the list region's state and the list.
 *
 * @example const { state, error, canLoadMore } = pagedListStatus(snapshot.value.history, snapshot.context.history);
 */
export function pagedListStatus(state: PagedListState, list: PagedList<unknown>): PagedListStatus {
  const status: PagedListStatus = { state, canLoadMore: state === 'ready' || state === 'error' };
  if (state === 'error' && list.failure) status.error = list.failure.error;
  return status;
}
