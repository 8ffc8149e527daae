import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ReviewServer, startReviewServer } from '@loyalty-flows/review/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Approvals, parseApprovals, serializeApprovals } from '../src/index';
import { atlasPlugin } from '../src/server/atlas-plugin';

/**
 * The review server's approvals over real HTTP on loopback: `GET /atlas/approvals.json` and the decisions
 * of `POST /atlas/approvals`, written to a temporary atlas's approvals.json.
 */

const idle = 'otp.idle.ready';
const screens = {
  [`${idle}/react/en/light`]: `${idle}.react.en.png`,
  [`${idle}/vue/th/light`]: `${idle}.vue.th.png`,
  [`${idle}/react/en/dark`]: `${idle}.react.en.dark.png`,
  'otp.locked/react/en/light': 'otp.locked.react.en.png',
};
const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');
const seeded: Approvals = {
  'otp.locked/react/en/light': {
    sha256: hashOf('old locked image'),
    by: 'Seed',
    at: '2026-01-15T03:00:00.000Z',
    status: 'baseline',
  },
};

/** A request as a script (or another page) could send it: every header and the body as written. */
function send(
  server: ReviewServer,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port: server.port, method, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('review server: approvals', () => {
  let root: string;
  let atlasDir: string;
  let server: ReviewServer;
  let withoutAtlas: ReviewServer;
  let sameOrigin: Record<string, string>;
  const approvalsFile = () => join(atlasDir, 'approvals.json');
  const decide = (body: unknown, headers = sameOrigin) =>
    send(server, 'POST', '/atlas/approvals', headers, JSON.stringify(body));

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'review-approvals-'));
    atlasDir = join(root, 'atlas');
    await mkdir(join(atlasDir, 'img'), { recursive: true });
    await writeFile(join(atlasDir, 'atlas.json'), '{"apps":[],"languages":[],"machines":[]}');
    for (const [id, file] of Object.entries(screens)) await writeFile(join(atlasDir, 'img', file), id);
    server = await startReviewServer({ port: 0, plugins: [atlasPlugin(atlasDir)] });
    withoutAtlas = await startReviewServer({ port: 0 });
    sameOrigin = { Origin: server.url, 'Content-Type': 'application/json' };
  });

  beforeEach(async () => {
    await writeFile(approvalsFile(), serializeApprovals(seeded));
  });

  afterAll(async () => {
    await server.close();
    await withoutAtlas.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves the approvals with the hashes of the images now', async () => {
    const answer = await fetch(`${server.url}/atlas/approvals.json`);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const view = await answer.json();
    expect(view.approvals).toEqual(seeded);
    expect(view.images).toEqual(Object.fromEntries(Object.keys(screens).map((id) => [id, hashOf(id)])));
    expect((await send(withoutAtlas, 'GET', '/atlas/approvals.json', {})).status).toBe(404);
  });

  it('asks for changes to every screen of a state, hashing each image, and writes the file readably', async () => {
    const answer = await decide({
      decision: 'changes-requested',
      state: idle,
      comment: ' Bigger button ',
      by: ' Ploy ',
    });
    expect(answer.status, answer.body).toBe(200);
    const written = await readFile(approvalsFile(), 'utf8');
    const onDisk = parseApprovals(written);
    expect(JSON.parse(answer.body).approvals).toEqual(onDisk);
    expect(written).toBe(serializeApprovals(onDisk));
    for (const id of Object.keys(screens).filter((screen) => screen.startsWith(`${idle}/`))) {
      expect(onDisk[id]).toMatchObject({
        status: 'changes-requested',
        comment: 'Bigger button',
        sha256: hashOf(id),
      });
      expect(Date.parse(onDisk[id]?.at ?? '')).toBeGreaterThan(Date.parse('2026-01-01'));
      expect(onDisk[id]?.by).toBe('Ploy');
    }
    expect(onDisk['otp.locked/react/en/light']).toEqual(seeded['otp.locked/react/en/light']);
  });

  it('approves one screen, or a state, with the image as it is now, in the reviewer’s name', async () => {
    const one = await decide({ decision: 'approved', screen: 'otp.locked/react/en/light', by: 'Ploy' });
    expect(one.status, one.body).toBe(200);
    const onDisk = parseApprovals(await readFile(approvalsFile(), 'utf8'));
    expect(onDisk['otp.locked/react/en/light']).toMatchObject({
      status: 'approved',
      by: 'Ploy',
      sha256: hashOf('otp.locked/react/en/light'),
    });
    expect(Object.keys(onDisk)).toEqual(['otp.locked/react/en/light']);

    await decide({
      decision: 'changes-requested',
      screen: `${idle}/vue/th/light`,
      comment: 'Thai wraps',
      by: 'Ploy',
    });
    const state = await decide({ decision: 'approved', state: idle, by: 'Anan' });
    const after = JSON.parse(state.body).approvals as Approvals;
    expect(after[`${idle}/vue/th/light`]).toMatchObject({
      status: 'approved',
      by: 'Anan',
      sha256: hashOf(`${idle}/vue/th/light`),
    });
    expect(after[`${idle}/vue/th/light`]).not.toHaveProperty('comment');
    expect(Object.keys(after).filter((id) => id.startsWith(`${idle}/`))).toHaveLength(3);
  });

  it('refuses a malformed decision with 400 naming the field, and writes nothing', async () => {
    const cases: [unknown, RegExp][] = [
      [{ decision: 'ok', state: idle }, /decision/],
      [{ decision: 'approved', by: 'Ploy' }, /state .*screen/],
      [{ decision: 'approved', state: idle, screen: `${idle}/react/en/light`, by: 'Ploy' }, /not both/],
      [{ decision: 'approved', screen: 'otp.idle.ready/react' }, /screen must be/],
      [{ decision: 'approved', state: 42 }, /state must be/],
      [{ decision: 'changes-requested', state: idle }, /comment/],
      [{ decision: 'changes-requested', state: idle, comment: '   ' }, /comment/],
      [{ decision: 'changes-requested', state: idle, comment: 'x'.repeat(2001) }, /comment is longer/],
      [{ decision: 'approved', state: idle, comment: 'fine' }, /comment goes with/],
      [{ decision: 'approved', state: idle }, /by must be the name of the person reviewing/],
      [{ decision: 'approved', state: idle, by: '  ' }, /by must be/],
      [{ decision: 'changes-requested', state: idle, comment: 'x', by: 42 }, /by must be/],
      [{ decision: 'approved', state: idle, by: 'Ploy', as: 'git' }, /Unknown field "as"/],
      [[], /not a JSON object/],
    ];
    for (const [body, error] of cases) {
      const answer = await decide(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.parse(answer.body).error, JSON.stringify(body)).toMatch(error);
    }
    const notJson = await send(server, 'POST', '/atlas/approvals', sameOrigin, '{decision');
    expect([notJson.status, JSON.parse(notJson.body).error]).toEqual([400, 'The body is not JSON.']);
    const unknownState = await decide({ decision: 'approved', state: 'otp.nowhere', by: 'Ploy' });
    expect([unknownState.status, JSON.parse(unknownState.body).error]).toEqual([
      404,
      'state "otp.nowhere" has no screen in the atlas.',
    ]);
    expect(await readFile(approvalsFile(), 'utf8')).toBe(serializeApprovals(seeded));
  });

  it('takes decisions from its own page only: another origin, another port or no origin is refused', async () => {
    const body = { decision: 'approved', state: idle, by: 'Ploy' };
    const refusals: Record<string, string>[] = [
      { 'Content-Type': 'application/json' },
      { ...sameOrigin, Origin: 'https://evil.example' },
      { ...sameOrigin, Origin: 'http://127.0.0.1:5173' },
      { ...sameOrigin, 'Sec-Fetch-Site': 'cross-site' },
      { ...sameOrigin, Host: 'evil.example', Origin: 'http://evil.example' },
    ];
    for (const headers of refusals) {
      const answer = await decide(body, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(headers.Host ? 421 : 403);
    }
    // A form from another site can only send text/plain or a form's types: refused before it is read.
    const form = await send(
      server,
      'POST',
      '/atlas/approvals',
      { Origin: server.url, 'Content-Type': 'text/plain' },
      JSON.stringify(body),
    );
    expect(form.status).toBe(415);
    expect((await send(server, 'GET', '/atlas/approvals', {})).status).toBe(405);
    expect((await send(server, 'POST', '/atlas/approvals.json', sameOrigin, '{}')).status).toBe(405);
    expect(
      (
        await send(
          withoutAtlas,
          'POST',
          '/atlas/approvals',
          { ...sameOrigin, Origin: withoutAtlas.url },
          JSON.stringify(body),
        )
      ).status,
    ).toBe(405);
    expect(await readFile(approvalsFile(), 'utf8')).toBe(serializeApprovals(seeded));
  });

  it('reads an oversized body to its end and answers 413', async () => {
    const answer = await send(
      server,
      'POST',
      '/atlas/approvals',
      sameOrigin,
      JSON.stringify({
        decision: 'changes-requested',
        state: idle,
        comment: 'x'.repeat(64 * 1024),
      }),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error).toMatch(/larger than/);
  });
});
