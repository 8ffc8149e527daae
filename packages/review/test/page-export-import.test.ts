import { describe, expect, it } from 'vitest';
import {
  exportFileName,
  parseSession,
  readSessionFile,
  SessionFileError,
  serializeSession,
} from '../src/page/export-import';
import { fixtureSession } from './page-fixtures';

function problemOf(text: string): string {
  try {
    parseSession(text);
  } catch (error) {
    if (error instanceof SessionFileError) return `${error.problem}: ${error.detail}`;
    throw error;
  }
  return 'accepted';
}

describe('export and import', () => {
  it('reads back exactly the session it wrote, through a file', async () => {
    const session = fixtureSession(40);
    const file = new Blob([serializeSession(session)], { type: 'application/json' });
    expect(await readSessionFile(file)).toEqual(session);
    expect(exportFileName(session)).toBe('review-2026-11-25T01-00-00.json');
  });

  it('refuses what is not a session with the reason, never the content', () => {
    const good = fixtureSession(1);
    expect(problemOf('{ not json')).toBe('not-json: the file is not JSON');
    expect(problemOf('{"format":"other"}')).toBe('not-a-session: format is not "loyalty-flows-review"');
    expect(problemOf(JSON.stringify({ ...good, version: 2 }))).toBe(
      'unsupported-version: version 2 is not 1',
    );
    expect(problemOf(JSON.stringify({ ...good, steps: {} }))).toBe('malformed: steps is not a list');
    const badStep = { ...good, steps: [{ ...good.steps[0], seq: 'one' }] };
    expect(problemOf(JSON.stringify(badStep))).toBe('malformed: steps[0].seq is not a number');
    const badActor = { ...good, actors: [{ ...good.actors[0], snapshot: { value: 'idle' } }] };
    expect(problemOf(JSON.stringify(badActor))).toBe('malformed: actors[0].snapshot.context is missing');
  });
});
