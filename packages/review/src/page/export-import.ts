import type { ReviewSession } from '../session.types';

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
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new SessionFileError('not-json', 'the file is not JSON');
  }
  if (!isRecord(value) || value.format !== 'loyalty-flows-review') {
    throw new SessionFileError('not-a-session', 'format is not "loyalty-flows-review"');
  }
  if (value.version !== 1) {
    throw new SessionFileError('unsupported-version', `version ${String(value.version)} is not 1`);
  }
  expect(typeof value.startedAt === 'number', 'startedAt is not a number');
  expect(typeof value.clockOffsetMs === 'number', 'clockOffsetMs is not a number');
  for (const list of ['tabs', 'actors', 'steps'] as const) {
    expect(Array.isArray(value[list]), `${list} is not a list`);
  }
  (value.tabs as unknown[]).forEach((tab, index) => {
    expect(
      isRecord(tab) && typeof tab.key === 'string' && typeof tab.app === 'string',
      `tabs[${index}] has no key or app`,
    );
  });
  (value.actors as unknown[]).forEach((actor, index) => {
    expect(isRecord(actor) && typeof actor.key === 'string', `actors[${index}].key is not a string`);
    expect(typeof actor.tabKey === 'string', `actors[${index}].tabKey is not a string`);
    expect(isSnapshot(actor.snapshot), `actors[${index}].snapshot is damaged`);
  });
  (value.steps as unknown[]).forEach((step, index) => {
    expect(isRecord(step) && typeof step.seq === 'number', `steps[${index}].seq is not a number`);
    expect(typeof step.actorKey === 'string', `steps[${index}].actorKey is not a string`);
    expect(isRecord(step.event) && typeof step.event.type === 'string', `steps[${index}].event has no type`);
    expect(
      Array.isArray(step.microsteps) && Array.isArray(step.actions),
      `steps[${index}] lacks its microsteps or actions`,
    );
    expect(isSnapshot(step.snapshot), `steps[${index}].snapshot is damaged`);
  });
  return value as unknown as ReviewSession;
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

function expect(condition: boolean, detail: string): asserts condition {
  if (!condition) throw new SessionFileError('malformed', detail);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSnapshot(value: unknown): boolean {
  return isRecord(value) && 'value' in value && 'context' in value && typeof value.status === 'string';
}
