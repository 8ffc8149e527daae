import * as v from 'valibot';

/**
 * One way to read what a valibot schema refused, for every file and message the review checks (the socket
 * protocol, session files) and a tool built around it reads (`@loyalty-flows/atlas`: the atlas, its
 * approvals and decisions): the first problem, where it is (`steps[2].seq`) and what is wrong (`is not a
 * number`), never the value itself.
 */

/** The first thing a schema refused in a value. */
export interface SchemaProblem {
  /** Where, from the top: `steps[2].seq`; `''` for the value itself. */
  where: string;
  /** The keys and positions on the way there (`['machines', 0, 'entries', 2, 'file']`). */
  path: readonly unknown[];
  /**
   * What is wrong: the schema's own message, or one from what it expected (`is not a number`, `is not a
   * list`, `is missing`, `is empty`). A message that goes on from the field starts in lower case; a sentence of its
   * own (`Unknown field "as".`) starts with a capital: {@link problemText} joins them so.
   */
  message: string;
}

/** Any schema, for the functions here. */
type AnySchema = v.GenericSchema<unknown, unknown>;

/**
 * `value` as `schema` reads it, or `refuse`'s error for the first problem.
 *
 * @example
 * const session = parseWith(reviewSessionSchema, JSON.parse(text), (problem) => new SessionFileError(problemText(problem)));
 */
export function parseWith<const Schema extends AnySchema>(
  schema: Schema,
  value: unknown,
  refuse: (problem: SchemaProblem) => Error,
): v.InferOutput<Schema> {
  const result = v.safeParse(schema, value, { abortEarly: true, message: plainMessage });
  if (result.success) return result.output;
  const [issue] = result.issues;
  const path = issue.path?.map((item) => item.key) ?? [];
  throw refuse({ where: pathText(path), path, message: issue.message });
}

/** `text` as JSON (still to be checked), or `notJson`'s error. */
export function jsonOf(text: string, notJson: () => Error): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw notJson();
  }
}

/** `machines[0].entries[2] is not an object`, or a sentence of its own as it is. */
export function problemText({ where, message }: SchemaProblem): string {
  return where === '' || /^[A-Z]/.test(message) ? message : `${where} ${message}`;
}

/**
 * A place in a JSON value as a reader writes it, `machines[0].entries[2].file`: keys joined with dots, list
 * positions in brackets, a key already in brackets (the context diff's `[id=n-7]`) as it is; `''` for the
 * value itself.
 */
export function pathText(path: readonly unknown[]): string {
  return path
    .map((key) =>
      typeof key === 'number' ? `[${key}]` : `${String(key).startsWith('[') ? '' : '.'}${String(key)}`,
    )
    .join('')
    .replace(/^\./, '');
}

/** What valibot expected, as a reader says it. */
const expectedWords: Readonly<Record<string, string>> = {
  string: 'a text',
  number: 'a number',
  boolean: 'true or false',
  Array: 'a list',
  Object: 'an object',
};

/** The message of a check that has none of its own: `is missing`, `is not a list`, `is not "x"`. */
function plainMessage(issue: v.BaseIssue<unknown>): string {
  if (issue.input === undefined) return 'is missing';
  if (issue.type === 'non_empty') return 'is empty';
  return `is not ${expectedWords[issue.expected ?? ''] ?? issue.expected ?? 'valid'}`;
}
