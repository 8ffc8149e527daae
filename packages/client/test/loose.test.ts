import { describe, expect, it } from 'vitest';
import { bool, epochMs, num, object, text } from '../src/loose';

/** The wire's loose types (docs/wire-format.md, T7: "a boolean may arrive as 1, a number as a string"). */
describe('loose readers', () => {
  it.each([
    [5, 5],
    ['5', 5],
    ['-3.5', -3.5],
    [0, 0],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
    ['abc', undefined],
    [Number.POSITIVE_INFINITY, undefined],
  ])('num(%j) is %j', (value, expected) => {
    expect(num(value)).toBe(expected);
  });

  it.each([
    [true, true],
    [1, true],
    ['1', true],
    ['true', true],
    ['True', true],
    ['yes', true],
    [' YES ', true],
    [false, false],
    [0, false],
    ['0', false],
    ['false', false],
    ['no', false],
    [2, false],
    [null, false],
  ])('bool(%j) is %j', (value, expected) => {
    expect(bool(value)).toBe(expected);
  });

  it.each([
    ['hello', 'hello'],
    [42, '42'],
    ['', undefined],
    [null, undefined],
    [{}, undefined],
  ])('text(%j) is %j', (value, expected) => {
    expect(text(value)).toBe(expected);
  });

  it('reads epoch seconds and epoch milliseconds as epoch milliseconds', () => {
    expect(epochMs(1_736_931_600)).toBe(1_736_931_600_000);
    expect(epochMs('1736931600')).toBe(1_736_931_600_000);
    expect(epochMs(1_736_931_600_000)).toBe(1_736_931_600_000);
    expect(epochMs(1e12)).toBe(1e15);
    expect(epochMs(1e12 + 1)).toBe(1e12 + 1);
    expect(epochMs(null)).toBeUndefined();
    // T7: a missing date arrives as 0, which means "not set", never 1970.
    expect(epochMs(0)).toBeUndefined();
    expect(epochMs('0')).toBeUndefined();
  });

  it('accepts only plain objects as objects', () => {
    const value = { a: 1 };
    expect(object(value)).toBe(value);
    expect(object([1])).toBeUndefined();
    expect(object(null)).toBeUndefined();
    expect(object('x')).toBeUndefined();
  });
});
