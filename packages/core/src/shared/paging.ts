/**
 * Appends a page to a list loaded with `skip`/`top`, keeping the first copy of every key, so an entry
 * that shifted between pages (a new one arrived at the top) never shows twice.
 */
export function appendPage<T>(loaded: readonly T[], page: readonly T[], keyOf: (item: T) => string): T[] {
  const seen = new Set(loaded.map(keyOf));
  const merged = loaded.slice();
  for (const item of page) {
    const key = keyOf(item);
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(item);
  }
  return merged;
}

/** The service says nothing about totals: a page shorter than asked for is the last one. */
export function isLastPage(page: readonly unknown[], pageSize: number): boolean {
  return page.length < pageSize;
}
