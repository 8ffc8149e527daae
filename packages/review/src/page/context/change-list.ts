import type { Json } from '../../session.schema';
import { el } from '../dom';
import { type Language, message } from '../messages';
import { valueText } from '../step-text';
import { type DiffRow, diffJson, shortJson } from './context-diff';

/**
 * What changed in a context, drawn one way wherever the page shows it (the context panel, an opened step
 * in the timeline, two steps compared, two recordings compared): one line per changed place,
 * `~ attempts: 0 → 1`, `+ retryAt: 10:42:07`, `− error: {…}`, the path in `<code>`, the value before in
 * `<del>`, the value after in `<ins>`; the line's class is `added`, `removed` or `changed`.
 */

const signs: Readonly<Record<DiffRow['kind'], string>> = { added: '+', removed: '−', changed: '~' };

/**
 * The lines that turn context `before` into `after` (or one "No change" line of class `none`), as `tag`
 * elements of class `className` and the row's kind. Given `momentAt` (when the contexts were current),
 * deadlines read as times of day.
 */
export function changeLines(
  before: Json | undefined,
  after: Json | undefined,
  language: Language,
  {
    momentAt,
    tag = 'li',
    className = 'change',
  }: { momentAt?: number | undefined; tag?: 'li' | 'div'; className?: string } = {},
): HTMLElement[] {
  const text = (path: string, value: Json | undefined) =>
    momentAt === undefined ? shortJson(value) : valueText(path, value, momentAt, language);
  const rows = diffJson(before, after);
  if (rows.length === 0) return [el(tag, { class: `${className} none` }, message(language, 'noChanges'))];
  return rows.map((row) =>
    el(
      tag,
      { class: `${className} ${row.kind}` },
      `${signs[row.kind]} `,
      el('code', {}, row.path),
      ': ',
      row.kind === 'added' ? null : el('del', {}, text(row.path, row.before)),
      row.kind === 'changed' && ' → ',
      row.kind === 'removed' ? null : el('ins', {}, text(row.path, row.after)),
    ),
  );
}
