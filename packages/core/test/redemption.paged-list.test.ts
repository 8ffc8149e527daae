import { describe, expect, it } from 'vitest';
import {
  emptyPagedList,
  pagedListStatus,
  pageWindow,
  withItem,
  withPage,
  withPageFailure,
} from '../src/shared/paged-list';

// The shared paged-list helpers the redemption history is built on.
interface Row {
  id: string;
  read?: boolean;
}

const keyOf = (row: Row) => row.id;
const rows = (...ids: string[]): Row[] => ids.map((id) => ({ id }));

describe('paged list', () => {
  it('asks for skip 0 first and for the rows received so far next', () => {
    const empty = emptyPagedList<Row>();
    expect(pageWindow(empty, 'first', 2)).toEqual({ skip: 0, top: 2 });
    const one = withPage(empty, 'first', rows('a', 'b'), keyOf);
    expect(pageWindow(one, 'next', 2)).toEqual({ skip: 2, top: 2 });
    expect(pageWindow(one, 'first', 2)).toEqual({ skip: 0, top: 2 });
  });

  it('appends a next page without duplicates, yet counts every row for the next skip', () => {
    const one = withPage(emptyPagedList<Row>(), 'first', rows('a', 'b'), keyOf);
    const two = withPage(one, 'next', rows('b', 'c'), keyOf);
    expect(two.items.map(keyOf)).toEqual(['a', 'b', 'c']);
    expect(two.nextSkip).toBe(4);
  });

  it('replaces the items with a first page, dropping duplicates inside it', () => {
    const loaded = withPage(emptyPagedList<Row>(), 'first', rows('a', 'b'), keyOf);
    const refreshed = withPage(loaded, 'first', rows('z', 'z', 'a'), keyOf);
    expect(refreshed.items.map(keyOf)).toEqual(['z', 'a']);
    expect(refreshed.nextSkip).toBe(3);
  });

  it('keeps items on failure, remembers which page failed, and a page clears the failure', () => {
    const loaded = withPage(emptyPagedList<Row>(), 'first', rows('a'), keyOf);
    const failed = withPageFailure(loaded, 'next', { kind: 'network', status: 503 });
    expect(failed).toEqual({
      items: loaded.items,
      nextSkip: 1,
      failure: { page: 'next', error: { kind: 'network', status: 503 } },
    });
    expect(withPage(failed, 'next', rows('b'), keyOf).failure).toBeUndefined();
  });

  it('updates one item by key and leaves the list alone for an unknown key', () => {
    const loaded = withPage(emptyPagedList<Row>(), 'first', rows('a', 'b'), keyOf);
    const updated = withItem(loaded, 'b', keyOf, (row) => ({ ...row, read: true }));
    expect(updated.items).toEqual([{ id: 'a' }, { id: 'b', read: true }]);
    expect(loaded.items[1]).toEqual({ id: 'b' });
    expect(withItem(loaded, 'x', keyOf, (row) => ({ ...row, read: true }))).toBe(loaded);
  });

  it('tells the view when loading more does something, and the error only in `error`', () => {
    const error = { kind: 'timeout', message: 'Too slow.' } as const;
    const failed = withPageFailure(emptyPagedList<Row>(), 'first', error);
    expect(pagedListStatus('error', failed)).toEqual({ state: 'error', error, canLoadMore: true });
    expect(pagedListStatus('loading', failed)).toEqual({ state: 'loading', canLoadMore: false });
    expect(pagedListStatus('ready', emptyPagedList())).toEqual({ state: 'ready', canLoadMore: true });
    for (const state of ['loadingMore', 'end'] as const) {
      expect(pagedListStatus(state, emptyPagedList()).canLoadMore).toBe(false);
    }
  });
});
