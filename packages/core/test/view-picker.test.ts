import { describe, expect, it } from 'vitest';
import { createViewPicker, en } from '../src';

describe('createViewPicker', () => {
  const views: number[] = [];
  const getView = (snapshot: { n: number }) => {
    views.push(snapshot.n);
    return { double: snapshot.n * 2, odd: snapshot.n % 2 === 1 };
  };

  it('gives the whole view without a pick, and the pick of it with one', () => {
    expect(createViewPicker(getView)({ n: 3 })).toEqual({ double: 6, odd: true });
    expect(createViewPicker(getView)({ n: 3 }, undefined, (view) => view.double)).toBe(6);
  });

  it('answers the same object for the same snapshot and texts, without computing the view again', () => {
    const pick = createViewPicker(getView);
    const snapshot = { n: 4 };
    views.length = 0;
    const first = pick(snapshot);
    expect(pick(snapshot)).toBe(first);
    expect(views).toEqual([4]);
    // Other texts (a language switch) compute it again; a new options object with the same texts does not.
    pick(snapshot, { messages: en });
    pick(snapshot, { messages: en });
    expect(views).toEqual([4, 4]);
  });

  it('keeps its last pick while a new one is shallowly equal, and gives the new one when it differs', () => {
    const pick = createViewPicker(getView);
    const odd = (view: { odd: boolean }) => ({ odd: view.odd });
    const first = pick({ n: 1 }, undefined, odd);
    expect(pick({ n: 3 }, undefined, odd)).toBe(first);
    const even = pick({ n: 2 }, undefined, odd);
    expect(even).not.toBe(first);
    expect(even).toEqual({ odd: false });
  });

  it('keeps its memory to itself: two pickers of one view function do not share an answer', () => {
    const a = createViewPicker(getView);
    const b = createViewPicker(getView);
    const snapshot = { n: 5 };
    expect(a(snapshot, undefined, (view) => ({ ...view }))).not.toBe(
      b(snapshot, undefined, (view) => ({ ...view })),
    );
  });
});
