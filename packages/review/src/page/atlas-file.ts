import type { AtlasRecord } from '../atlas.types';

/**
 * The state atlas as the page reads it: `docs/atlas/atlas.json` (its shape: `../atlas.types.ts`). Read
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

/** The file names the review server's `/atlas/` serves (one folder deep, no `..`, no `%`). */
const imagePath = /^img\/[A-Za-z0-9_-][A-Za-z0-9._-]*\.png$/;
const chartPath = /^svg\/[A-Za-z0-9_-][A-Za-z0-9._-]*\.svg$/;

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
  check(isRecord(value), 'the file is not an object');
  check(isStrings(value.apps) && isStrings(value.languages), 'apps or languages is not a list of names');
  check(Array.isArray(value.machines), 'machines is not a list');
  (value.machines as unknown[]).forEach((machine, m) => {
    const at = `machines[${m}]`;
    check(isRecord(machine) && typeof machine.machine === 'string', `${at}.machine is not a name`);
    check(typeof machine.states === 'number', `${at}.states is not a number`);
    check(
      Array.isArray(machine.entries) && Array.isArray(machine.exclusions),
      `${at} lacks entries or exclusions`,
    );
    (machine.exclusions as unknown[]).forEach((exclusion, x) => {
      check(
        isRecord(exclusion) && typeof exclusion.state === 'string' && typeof exclusion.reason === 'string',
        `${at}.exclusions[${x}] has no state or reason`,
      );
    });
    (machine.entries as unknown[]).forEach((entry, e) => {
      const where = `${at}.entries[${e}]`;
      check(isRecord(entry) && typeof entry.state === 'string', `${where}.state is not a name`);
      check(typeof entry.description === 'string', `${where}.description is not a text`);
      check(isStrings(entry.events) && isStrings(entry.steps), `${where} lacks its events or steps`);
      check(
        entry.svg === undefined || (typeof entry.svg === 'string' && chartPath.test(entry.svg)),
        `${where}.svg is not svg/<name>.svg`,
      );
      check(Array.isArray(entry.shots), `${where}.shots is not a list`);
      (entry.shots as unknown[]).forEach((shot, s) => {
        check(
          isRecord(shot) && typeof shot.app === 'string' && (shot.lang === 'th' || shot.lang === 'en'),
          `${where}.shots[${s}] has no app or no language (th, en)`,
        );
        check(
          shot.scheme === 'light' || shot.scheme === 'dark',
          `${where}.shots[${s}].scheme is not light or dark`,
        );
        check(
          typeof shot.file === 'string' && imagePath.test(shot.file),
          `${where}.shots[${s}].file is not img/<name>.png`,
        );
      });
    });
  });
  return value as unknown as AtlasRecord;
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

function check(condition: boolean, detail: string): asserts condition {
  if (!condition) throw new AtlasFileError(detail);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStrings(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}
