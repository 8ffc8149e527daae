import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ReviewServer, startReviewServer } from '@loyalty-flows/review/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atlasPlugin } from '../src/server/atlas-plugin';

/** A GET with the path sent exactly as written (fetch would resolve `..` before sending). */
function rawGet(server: ReviewServer, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port: server.port, path }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('review server with the atlas plugin', () => {
  let root: string;
  let withAtlas: ReviewServer;
  let withoutAtlas: ReviewServer;
  const atlasJson = JSON.stringify({ apps: ['react'], languages: ['en'], machines: [] });

  beforeAll(async () => {
    // root/package.json and root/secret.png sit next to the atlas: nothing may reach them.
    root = await mkdtemp(join(tmpdir(), 'review-atlas-'));
    const atlasDir = join(root, 'atlas');
    await mkdir(join(atlasDir, 'img'), { recursive: true });
    await mkdir(join(atlasDir, 'svg'), { recursive: true });
    await writeFile(join(root, 'package.json'), '{"name":"outside"}');
    await writeFile(join(root, 'secret.png'), 'outside');
    await writeFile(join(atlasDir, 'atlas.json'), atlasJson);
    await writeFile(join(atlasDir, 'img', 'otp.idle.react.en.png'), 'png bytes');
    await writeFile(join(atlasDir, 'svg', 'otp.idle.svg'), '<svg viewBox="0 0 1 1"/>');
    await writeFile(join(atlasDir, 'notes.md'), '# not served');
    withAtlas = await startReviewServer({ port: 0, plugins: [atlasPlugin(atlasDir)] });
    withoutAtlas = await startReviewServer({ port: 0 });
  });

  afterAll(async () => {
    await withAtlas.close();
    await withoutAtlas.close();
    await rm(root, { recursive: true, force: true });
  });

  it("adds the Atlas tab's page script to the page, registering through the page's extension hook", async () => {
    const scripts = (await atlasPlugin('unused').pageScripts?.()) ?? [];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain('reviewPageExtensions');
    expect(scripts[0]).toContain('review-atlas');
  });

  it('serves atlas.json, the screenshots and the charts with their types', async () => {
    const json = await fetch(`${withAtlas.url}/atlas/atlas.json`);
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await json.text()).toBe(atlasJson);
    const png = await fetch(`${withAtlas.url}/atlas/img/otp.idle.react.en.png`);
    expect([png.status, png.headers.get('content-type'), await png.text()]).toEqual([
      200,
      'image/png',
      'png bytes',
    ]);
    const svg = await fetch(`${withAtlas.url}/atlas/svg/otp.idle.svg`);
    expect([svg.status, svg.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    expect(svg.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('answers 404 for a missing file, another kind of file, and any atlas path on a server without one', async () => {
    for (const path of [
      '/atlas/img/nothing.png',
      '/atlas/notes.md',
      '/atlas/img/',
      '/atlas/svg/otp.idle.png',
    ]) {
      expect((await rawGet(withAtlas, path)).status, path).toBe(404);
    }
    expect((await rawGet(withoutAtlas, '/atlas/atlas.json')).status).toBe(404);
  });

  it('refuses every way out of the atlas folder, plain or encoded', async () => {
    for (const path of [
      '/atlas/../package.json',
      '/atlas/img/../../package.json',
      '/atlas/img/../../secret.png',
      '/atlas/%2e%2e/package.json',
      '/atlas/..%2fpackage.json',
      '/atlas/..%2Fpackage.json',
      '/atlas/img/..%2f..%2fsecret.png',
      '/atlas/img/%2e%2e%2f%2e%2e%2fsecret.png',
      '/atlas/img/..%5c..%5csecret.png',
      '/atlas/img/%252e%252e%252fsecret.png',
      '/atlas//etc/passwd',
    ]) {
      const answer = await rawGet(withAtlas, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toContain('outside');
    }
  });
});
