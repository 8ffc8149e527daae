import { createHash, timingSafeEqual } from 'node:crypto';

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/**
 * Compares two secrets (codes, keys, tokens) in constant time. Both sides are hashed first so that
 * inputs of different lengths take the same path too: `timingSafeEqual` itself refuses unequal lengths.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}
