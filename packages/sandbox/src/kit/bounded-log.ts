/**
 * An append-only list that forgets its oldest entries past `limit`, so a sandbox left running for
 * days (the CLI) does not grow without bound.
 */
export interface BoundedLog<T> {
  add(entry: T): void;
  /** Oldest first. */
  list(): T[];
  clear(): void;
}

/** Creates a {@link BoundedLog} keeping at most `limit` entries. */
export function createBoundedLog<T>(limit: number): BoundedLog<T> {
  let entries: T[] = [];
  return {
    add(entry) {
      entries.push(entry);
      if (entries.length > limit) entries = entries.slice(entries.length - limit);
    },
    list: () => [...entries],
    clear() {
      entries = [];
    },
  };
}
