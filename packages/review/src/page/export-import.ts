import { jsonOf, parseWith, problemText } from '../schema-problem';
import { type ReviewSession, reviewSessionSchema, SESSION_FORMAT } from '../session.schema';

/**
 * Sessions to and from files. A file is the `ReviewSession` as JSON, already redacted by the app-side
 * inspector (no codes, tokens or keys ever reach the server). Loading checks the shape first, so a wrong
 * file is refused with a reason and the session on screen stays as it was.
 */

/** Why a file was refused. */
export type SessionFileProblem = 'not-json' | 'not-a-session' | 'unsupported-version' | 'malformed';

/** A file that is not a review session this page can read. */
export class SessionFileError extends Error {
  override readonly name = 'SessionFileError';
  constructor(
    readonly problem: SessionFileProblem,
    /** What exactly, for the reader (`steps[3].seq is not a number`); never the file's content. */
    readonly detail: string,
  ) {
    super(`${problem}: ${detail}`);
  }
}

/** The file name an export gets: `review-2026-11-25T01-23-45.json`. */
export function exportFileName(session: ReviewSession): string {
  const stamp = new Date(session.startedAt || 0).toISOString().slice(0, 19).replaceAll(':', '-');
  return `review-${stamp}.json`;
}

/** The session as the text of a file. */
export function serializeSession(session: ReviewSession): string {
  return JSON.stringify(session);
}

/**
 * A session read back from a file's text.
 *
 * @throws {SessionFileError} when the text is not JSON, not a review session, of a later version, or damaged
 * @example
 * const session = parseSession(await file.text());
 */
export function parseSession(text: string): ReviewSession {
  const value = jsonOf(text, () => new SessionFileError('not-json', 'the file is not JSON'));
  return parseWith(reviewSessionSchema, value, (problem) => {
    const [top] = problem.path;
    if (top === undefined || top === 'format') {
      return new SessionFileError('not-a-session', `format is not "${SESSION_FORMAT}"`);
    }
    if (top === 'version') {
      const { version } = value as { version?: unknown };
      return new SessionFileError('unsupported-version', `version ${String(version)} is not 1`);
    }
    return new SessionFileError('malformed', problemText(problem));
  });
}

/** Offers the session as a file download (browser only). */
export function downloadSession(session: ReviewSession, document: Document): void {
  const url = URL.createObjectURL(new Blob([serializeSession(session)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(session);
  link.click();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Reads a session from a chosen or dropped file. @throws {SessionFileError} */
export async function readSessionFile(file: Blob): Promise<ReviewSession> {
  return parseSession(await file.text());
}
