import { jsonOf, parseWith, problemText } from '@loyalty-flows/review/formats';
import { type AtlasRecord, atlasRecordSchema } from './atlas.schema';

/**
 * The state atlas as a page reads it: `docs/atlas/atlas.json` (its shape: `./atlas.schema.ts`). Read from
 * the review server, built into a static page, or from a file the reviewer picks, so it is checked before
 * it is drawn: a wrong file is refused with a reason, and every image path must be one the server's
 * `/atlas/` serves. The site's build reads it with the same reader.
 */

/** The URL base of the atlas's files on the review server (`atlasPlugin` serves them). */
export const ATLAS_URL = '/atlas/';

/**
 * The element of a static page holding the atlas (atlas.json's shape), written with the review page's
 * `embeddedScript`; its `data-base` says where its images are, relative to the page (`''`: beside it).
 */
export const EMBEDDED_ATLAS_ID = 'review-embedded-atlas';

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
  const value = jsonOf(text, () => new AtlasFileError('the file is not JSON'));
  return parseWith(
    atlasRecordSchema,
    value,
    (problem) =>
      new AtlasFileError(problem.where === '' ? 'the file is not an object' : problemText(problem)),
  );
}

/** The page's atlas as it stands: not asked for yet, loading, no server to ask, none there (404), unreadable (why), or read. */
export type AtlasLoad =
  | { kind: 'closed' | 'loading' | 'noServer' | 'missing' }
  | { kind: 'failed'; reason: string }
  | { kind: 'read'; atlas: AtlasRecord };

/** The page's atlas, for the views that show it (the Atlas tab, the screens of two recordings compared). */
export interface AtlasResource {
  readonly load: AtlasLoad;
  /** Asks for the atlas the first time any view opens it; `onSettled` is called when it is in, for each view. */
  open(onSettled: () => void): void;
}

/**
 * The atlas of `fetchAtlas` (`GET /atlas/atlas.json`, or one built into the page; `undefined`: the page is
 * a file, with no server to ask), fetched once and read by {@link parseAtlas}; never throws.
 */
export function createAtlasResource(fetchAtlas: (() => Promise<Response>) | undefined): AtlasResource {
  let load: AtlasLoad = { kind: 'closed' };
  const settled = new Set<() => void>();
  const read = async (fetchAtlas: () => Promise<Response>): Promise<AtlasLoad> => {
    const response = await fetchAtlas();
    if (response.status === 404) return { kind: 'missing' };
    if (!response.ok) return { kind: 'failed', reason: `HTTP ${response.status}` };
    return { kind: 'read', atlas: parseAtlas(await response.text()) };
  };
  return {
    get load() {
      return load;
    },
    open(onSettled) {
      settled.add(onSettled);
      if (load.kind !== 'closed') return;
      load = fetchAtlas ? { kind: 'loading' } : { kind: 'noServer' };
      if (!fetchAtlas) return;
      void read(fetchAtlas)
        .catch((error: unknown): AtlasLoad => {
          const reason = error instanceof Error ? error.message : String(error);
          return { kind: 'failed', reason };
        })
        .then((answer) => {
          load = answer;
          for (const listener of settled) listener();
        });
    },
  };
}
