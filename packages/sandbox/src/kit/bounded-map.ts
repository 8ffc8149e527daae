/**
 * A map that forgets its least recently used entries past `limit`, so state keyed by something a
 * client chooses (tokens, users) cannot grow without bound in a sandbox left running for days.
 */
export interface BoundedMap<K, V> {
  /** The value of `key`, marked as the most recently used. */
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  readonly size: number;
  clear(): void;
}

/** Creates a {@link BoundedMap} keeping at most `limit` entries. */
export function createBoundedMap<K, V>(limit: number): BoundedMap<K, V> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<K, V>();
  return {
    get(key) {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      for (const oldest of entries.keys()) {
        if (entries.size <= limit) break;
        entries.delete(oldest);
      }
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
    },
  };
}
