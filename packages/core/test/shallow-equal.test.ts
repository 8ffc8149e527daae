import { describe, expect, it } from 'vitest';
import { shallowEqual } from '../src';

describe('shallowEqual', () => {
  it('is true for the same value and for objects with the same keys and values', () => {
    expect(shallowEqual(3, 3)).toBe(true);
    expect(shallowEqual(Number.NaN, Number.NaN)).toBe(true);
    expect(shallowEqual({ status: 'sent', left: 5 }, { left: 5, status: 'sent' })).toBe(true);
    expect(shallowEqual(['a', 'b'], ['a', 'b'])).toBe(true);
  });

  it('is false when a value differs, a key is missing, or only a nested object is equal', () => {
    expect(shallowEqual({ status: 'sent' }, { status: 'cooldown' })).toBe(false);
    expect(shallowEqual({ status: 'sent' }, { status: 'sent', left: 5 })).toBe(false);
    expect(shallowEqual({ error: { kind: 'network' } }, { error: { kind: 'network' } })).toBe(false);
    expect(shallowEqual({ a: 1, b: 2 }, { a: 1, b: 3 })).toBe(false);
    expect(shallowEqual({ a: 1 }, null)).toBe(false);
    expect(shallowEqual(null, { a: 1 })).toBe(false);
    expect(shallowEqual(1, {})).toBe(false);
    expect(shallowEqual({}, 1)).toBe(false);
    expect(shallowEqual('1', 1)).toBe(false);
  });
});
