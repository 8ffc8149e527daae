import { describe, expect, it } from 'vitest';
import { viewSelector } from '../src';

describe('viewSelector', () => {
  const getView = (snapshot: { n: number }) => ({ double: snapshot.n * 2, odd: snapshot.n % 2 === 1 });

  it('gives the whole view without a pick, and the pick of it with one', () => {
    expect(viewSelector(getView)({ n: 3 })).toEqual({ double: 6, odd: true });
    expect(viewSelector(getView, (view) => view.double)({ n: 3 })).toBe(6);
  });
});
