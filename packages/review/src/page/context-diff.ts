import type { Json } from '../session.schema';

/**
 * What changed in a context between two steps, as rows a reviewer reads: one per leaf that was added,
 * removed or changed. Lists whose items all carry an `id` are matched by it, as Redux DevTools' `objectHash`
 * does (`items[id=n-7].isRead`: a notification read, not every item after an insertion); other lists by
 * index.
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
 * The rows that turn `before` into `after`, in key order of `after` then keys only `before` had.
 *
 * @example
 * diffJson({ attempts: 1 }, { attempts: 2, lockedUntil: 9 })
 * // [{ path: 'attempts', kind: 'changed', before: 1, after: 2 }, { path: 'lockedUntil', kind: 'added', after: 9 }]
 */
export function diffJson(before: Json | undefined, after: Json | undefined): DiffRow[] {
  const rows: DiffRow[] = [];
  collect(before, after, '', rows);
  return rows;
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

function collect(before: Json | undefined, after: Json | undefined, path: string, rows: DiffRow[]): void {
  if (before === undefined && after === undefined) return;
  if (Array.isArray(before) && Array.isArray(after) && hasIds(before) && hasIds(after)) {
    const byId = (list: Json[]) => new Map(list.map((item) => [idOf(item), item]));
    const [was, is] = [byId(before), byId(after)];
    for (const id of new Set([...is.keys(), ...was.keys()]))
      collect(was.get(id), is.get(id), `${path}[id=${id}]`, rows);
    return;
  }
  if (isContainer(before) && isContainer(after) && Array.isArray(before) === Array.isArray(after)) {
    for (const key of unionKeys(before, after)) {
      collect(childOf(before, key), childOf(after, key), join(path, key, Array.isArray(after)), rows);
    }
    return;
  }
  const at = path === '' ? '(root)' : path;
  if (before === undefined) rows.push({ path: at, kind: 'added', after: after as Json });
  else if (after === undefined) rows.push({ path: at, kind: 'removed', before });
  else if (!sameLeaf(before, after)) rows.push({ path: at, kind: 'changed', before, after });
}

type Container = Json[] | { [key: string]: Json };

/** The `id` of a list item that has one (a string or a number), else `undefined`. */
function idOf(item: Json): string | undefined {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return undefined;
  const id = item.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

/** A non-empty list whose items all have an `id`, each a different one. */
function hasIds(list: Json[]): boolean {
  const ids = list.map(idOf);
  return list.length > 0 && ids.every((id) => id !== undefined) && new Set(ids).size === ids.length;
}

function isContainer(value: Json | undefined): value is Container {
  return value !== null && typeof value === 'object';
}

function unionKeys(before: Container, after: Container): string[] {
  const keys = Object.keys(after);
  for (const key of Object.keys(before)) if (!(key in after)) keys.push(key);
  return keys;
}

function childOf(value: Container, key: string): Json | undefined {
  return Object.hasOwn(value, key) ? (value as Record<string, Json>)[key] : undefined;
}

function join(path: string, key: string, isIndex: boolean): string {
  if (isIndex) return `${path}[${key}]`;
  return path === '' ? key : `${path}.${key}`;
}

/** Leaves, or a container against a leaf / an array against an object (then they differ). */
function sameLeaf(before: Json, after: Json): boolean {
  return !isContainer(before) && !isContainer(after) && Object.is(before, after);
}
