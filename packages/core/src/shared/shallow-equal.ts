/**
 * Whether two values are the same, or two objects with the same keys holding the same values: how a
 * binding decides that a picked part of a view did not change.
 *
 * @example shallowEqual({ status: 'sent' }, { status: 'sent' }) // true
 */
export function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const [left, right] = [a as Record<string, unknown>, b as Record<string, unknown>];
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => Object.is(left[key], right[key]));
}
