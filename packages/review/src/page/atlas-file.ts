import { type AtlasRecord, atlasRecordSchema } from '../atlas.schema';
import { parseWith, problemText } from '../schema-problem';

/**
 * The state atlas as the page reads it: `docs/atlas/atlas.json` (its shape: `../atlas.schema.ts`). Read
 * from the review server or from a file the reviewer picks, so it is checked before it is drawn: a wrong
 * file is refused with a reason, and every image path must be one the server's `/atlas/` serves.
 */

/** A text that is not an atlas this page can show. */
export class AtlasFileError extends Error {
  override readonly name = 'AtlasFileError';
  constructor(
    /** What exactly (`machines[0].entries[2].shots[1].file is not img/<name>.png`). */
    readonly detail: string,
  ) {
    super(detail);
  }
}

/**
 * The atlas in a text (atlas.json).
 *
 * @throws {AtlasFileError} when the text is not JSON or not in the atlas's shape
 * @example
 * const atlas = parseAtlas(await (await fetch('/atlas/atlas.json')).text());
 */
export function parseAtlas(text: string): AtlasRecord {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AtlasFileError('the file is not JSON');
  }
  return parseWith(
    atlasRecordSchema,
    value,
    (problem) =>
      new AtlasFileError(problem.where === '' ? 'the file is not an object' : problemText(problem)),
  );
}

/** The atlas as the review server answered: read, none there (404), or why it could not be read. */
export type AtlasAnswer =
  | { kind: 'read'; atlas: AtlasRecord }
  | { kind: 'missing' }
  | { kind: 'failed'; reason: string };

/** Asks for the atlas (`GET /atlas/atlas.json`, or one built into the page) and reads the answer; never throws. */
export async function fetchAtlasRecord(fetchAtlas: () => Promise<Response>): Promise<AtlasAnswer> {
  try {
    const response = await fetchAtlas();
    if (response.status === 404) return { kind: 'missing' };
    if (!response.ok) return { kind: 'failed', reason: `HTTP ${response.status}` };
    return { kind: 'read', atlas: parseAtlas(await response.text()) };
  } catch (error) {
    const reason =
      error instanceof AtlasFileError ? error.detail : error instanceof Error ? error.message : String(error);
    return { kind: 'failed', reason };
  }
}
