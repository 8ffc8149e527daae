/**
 * A small deterministic random source (mulberry32 seeded with FNV-1a of a string), so each user's seed
 * data is the same on every run and differs between users. Not for secrets: those use node:crypto.
 */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly [T, ...T[]]): T;
  /** `length` characters from `alphabet`. */
  chars(alphabet: string, length: number): string;
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Creates a {@link SeededRandom} from `seed`. */
export function createSeededRandom(seed: string): SeededRandom {
  let state = fnv1a(seed);
  function next(): number {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  function int(min: number, max: number): number {
    return min + Math.floor(next() * (max - min + 1));
  }
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)] ?? items[0],
    chars(alphabet, length) {
      let text = '';
      for (let index = 0; index < length; index += 1) text += alphabet.charAt(int(0, alphabet.length - 1));
      return text;
    },
  };
}

/** A short stable label for a user, for partition keys and ids (no contact details in it). */
export function userLabel(userId: string): string {
  return fnv1a(userId).toString(36).padStart(7, '0');
}
