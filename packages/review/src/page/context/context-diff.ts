import microdiff from 'microdiff';
import { pathText } from '../../schema-problem';
import type { Json } from '../../session.schema';

/**
 * What changed in a context between two steps, as rows a reviewer reads: one per leaf that was added,
 * removed or changed (microdiff finds them). Lists whose items all carry an `id` are matched by it, as Redux
 * DevTools' `objectHash` does (`items[id=n-7].isRead`: a notification read, not every item after an
 * insertion); other lists by index.
 */

/** One changed place in a JSON value. */
export interface DiffRow {
  /** `attempts`, `contact.phone`, `items[2].id`; `(root)` when the values themselves are leaves. */
  path: string;
  kind: 'added' | 'removed' | 'changed';
  before?: Json;
  after?: Json;
}

/**
 * The rows that turn `before` into `after`, in key order of `before`, then what only `after` has.
 *
 * @example
 * diffJson({ attempts: 1 }, { attempts: 2, lockedUntil: 9 })
 * // [{ path: 'attempts', kind: 'changed', before: 1, after: 2 }, { path: 'lockedUntil', kind: 'added', after: 9 }]
 */
export function diffJson(before: Json | undefined, after: Json | undefined): DiffRow[] {
  /** The value each keyed copy stands for: a row shows the context's own value. */
  const originals = new WeakMap<object, Json>();
  const keyed = (value: Json): Json => {
    if (value === null || typeof value !== 'object') return value;
    const copy = !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, keyed(item)]))
      : hasIds(value)
        ? Object.fromEntries(value.map((item) => [`[id=${idOf(item)}]`, keyed(item)]))
        : value.map(keyed);
    originals.set(copy, value);
    return copy;
  };
  const original = (value: Json): Json =>
    (value !== null && typeof value === 'object' && originals.get(value)) || value;
  // Wrapped, so leaves and a missing side compare too: `(root)` is the wrapper's one key.
  const wrap = (value: Json | undefined) => (value === undefined ? {} : { root: keyed(value) });
  return microdiff(wrap(before), wrap(after)).map((difference): DiffRow => {
    const path = pathText(difference.path.slice(1)) || '(root)';
    if (difference.type === 'CREATE') return { path, kind: 'added', after: original(difference.value) };
    if (difference.type === 'REMOVE') return { path, kind: 'removed', before: original(difference.oldValue) };
    return {
      path,
      kind: 'changed',
      before: original(difference.oldValue),
      after: original(difference.value),
    };
  });
}

/** A non-empty list whose items all have an `id`, each a different one: matched by it. */
function hasIds(list: Json[]): boolean {
  const ids = list.map(idOf);
  return list.length > 0 && ids.every((id) => id !== undefined) && new Set(ids).size === ids.length;
}

/** The `id` of a list item that has one (a string or a number), else `undefined`. */
function idOf(item: Json): string | undefined {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return undefined;
  const id = item.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

/** The longest preview of a list or an object; past it, only the count: `[…20000]`, `{…12}`. */
const PREVIEW_CHARS = 60;

/** How a leaf is written, given its key (`''` in a list): JSON unless a caller knows better (a deadline's time). */
export type LeafText = (key: string, leaf: Json) => string;

const asJson: LeafText = (_, leaf) => JSON.stringify(leaf);

/**
 * A value in one line, for a diff row or the context panel: a leaf as JSON (`"text"`, `12`); a list or an
 * object as a preview while it fits in a line (`{kind: "network", status: 503}`, `[1, 2]`), else its size
 * (`[…20000]`, `{…12}`). `leafText` writes the leaves, the previews' too.
 */
export function shortJson(value: Json | undefined, leafText: LeafText = asJson, key = ''): string {
  if (value === undefined) return '—';
  if (value === null || typeof value !== 'object') return leafText(key, value);
  return (
    preview(value, PREVIEW_CHARS, leafText) ??
    (Array.isArray(value) ? `[…${value.length}]` : `{…${Object.keys(value).length}}`)
  );
}

/** `value` written in at most `room` characters, or `undefined` when it does not fit (found without writing it all). */
function preview(value: Json, room: number, leafText: LeafText, key = ''): string | undefined {
  if (value === null || typeof value !== 'object') {
    const text = leafText(key, value);
    return text.length <= room ? text : undefined;
  }
  const parts = Array.isArray(value)
    ? value.map((item) => ({ key: '', item }))
    : Object.entries(value).map(([key, item]) => ({ key, item }));
  let text = '';
  for (const { key, item } of parts) {
    const label = `${text === '' ? '' : ', '}${key === '' ? '' : `${key}: `}`;
    const written = preview(item, room - 2 - text.length - label.length, leafText, key);
    if (written === undefined) return undefined;
    text += `${label}${written}`;
  }
  return Array.isArray(value) ? `[${text}]` : `{${text}}`;
}
