import { describe, expect, it } from 'vitest';
import { diffJson, shortJson } from '../src/page/context/context-diff';

describe('context diff', () => {
  it('lists changed, added and removed leaves with their paths', () => {
    expect(
      diffJson(
        { attempts: 0, contact: { phone: '+66•••1' }, items: [1, 2], gone: true },
        { attempts: 1, contact: { phone: '+66•••1', verified: false }, items: [1, 3, 4] },
      ),
    ).toEqual([
      { path: 'attempts', kind: 'changed', before: 0, after: 1 },
      { path: 'contact.verified', kind: 'added', after: false },
      { path: 'items[1]', kind: 'changed', before: 2, after: 3 },
      { path: 'items[2]', kind: 'added', after: 4 },
      { path: 'gone', kind: 'removed', before: true },
    ]);
  });

  it('finds nothing between equal values and sees null, a leaf and a container as different', () => {
    expect(diffJson({ a: [1, { b: null }] }, { a: [1, { b: null }] })).toEqual([]);
    expect(diffJson({ a: null }, { a: { b: 1 } })).toEqual([
      { path: 'a', kind: 'changed', before: null, after: { b: 1 } },
    ]);
    expect(diffJson({ a: [] }, { a: {} })).toEqual([{ path: 'a', kind: 'changed', before: [], after: {} }]);
    expect(diffJson(1, 2)).toEqual([{ path: '(root)', kind: 'changed', before: 1, after: 2 }]);
  });

  it('matches list items by their id, so an item put in front changes nothing after it', () => {
    const before = {
      items: [
        { id: 'a', isRead: false },
        { id: 'b', isRead: false },
      ],
    };
    const after = {
      items: [
        { id: 'z', isRead: false },
        { id: 'a', isRead: true },
        { id: 'b', isRead: false },
      ],
    };
    expect(diffJson(before, after)).toEqual([
      { path: 'items[id=a].isRead', kind: 'changed', before: false, after: true },
      { path: 'items[id=z]', kind: 'added', after: { id: 'z', isRead: false } },
    ]);
    // Items without ids: by index. A list of them against one with ids (or an empty one): changed as a whole.
    expect(diffJson({ items: [{ n: 1 }] }, { items: [{ n: 2 }, { n: 3 }] })).toEqual([
      { path: 'items[0].n', kind: 'changed', before: 1, after: 2 },
      { path: 'items[1]', kind: 'added', after: { n: 3 } },
    ]);
    expect(diffJson({ items: [] }, { items: [{ id: 'a', tags: [] }] })).toEqual([
      { path: 'items', kind: 'changed', before: [], after: [{ id: 'a', tags: [] }] },
    ]);
  });

  it('writes values short: small lists and objects in full, larger ones as their size', () => {
    expect([
      shortJson('x'),
      shortJson(3),
      shortJson([1, 2]),
      shortJson({ kind: 'network', status: 503, retryAt: null }),
      shortJson({ error: { kind: 'rate_limited' }, list: [] }),
      shortJson([]),
      shortJson({}),
      shortJson(undefined),
    ]).toEqual([
      '"x"',
      '3',
      '[1, 2]',
      '{kind: "network", status: 503, retryAt: null}',
      '{error: {kind: "rate_limited"}, list: []}',
      '[]',
      '{}',
      '—',
    ]);
    const ids = Array.from({ length: 20_000 }, (_, index) => `row-${index}`);
    expect(shortJson(ids)).toBe('[…20000]');
    expect(shortJson({ message: 'x'.repeat(60) })).toBe('{…1}');
    // At most 60 characters, brackets included.
    expect(shortJson({ text: 'x'.repeat(50) })).toBe(`{text: "${'x'.repeat(50)}"}`);
    expect(shortJson({ text: 'x'.repeat(51) })).toBe('{…1}');
  });
});
