import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReviewServer, type ReviewServerPlugin, startReviewServer } from '../src/server/index';

/**
 * The review server's plugins over real HTTP on loopback: asked in order before the server's own routes,
 * the first to answer ends the request, one that passes leaves it to the next and then to the server.
 */

describe('review server: plugins', () => {
  let server: ReviewServer;
  const asked: string[] = [];
  const hello: ReviewServerPlugin = {
    name: 'hello',
    handle(request, response, { path, headers, sameOrigin }) {
      asked.push(`hello ${request.method} ${path}`);
      if (path !== '/hello' && path !== '/session.json') return false;
      response
        .writeHead(200, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' })
        .end(`hello from ${sameOrigin ? 'this page' : 'elsewhere'}`);
      return true;
    },
  };
  const never: ReviewServerPlugin = {
    name: 'never',
    async handle(request, _response, { path }) {
      asked.push(`never ${request.method} ${path}`);
      return false;
    },
  };

  beforeAll(async () => {
    server = await startReviewServer({ port: 0, plugins: [hello, never] });
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers through the first plugin that takes the request, before the server and the later plugins', async () => {
    asked.length = 0;
    const answer = await fetch(`${server.url}/hello`, { headers: { Origin: server.url } });
    expect([answer.status, answer.headers.get('cache-control'), await answer.text()]).toEqual([
      200,
      'no-store',
      'hello from this page',
    ]);
    // A plugin comes before the server's own routes.
    expect(await (await fetch(`${server.url}/session.json`)).text()).toBe('hello from elsewhere');
    expect(asked).toEqual(['hello GET /hello', 'hello GET /session.json']);
  });

  it('leaves a request no plugin takes to the next plugin, then to the server', async () => {
    asked.length = 0;
    expect((await fetch(`${server.url}/nothing-here`)).status).toBe(404);
    expect((await fetch(`${server.url}/nothing-here`, { method: 'POST' })).status).toBe(405);
    expect(asked).toEqual([
      'hello GET /nothing-here',
      'never GET /nothing-here',
      'hello POST /nothing-here',
      'never POST /nothing-here',
    ]);
  });

  it('asks no plugin about a request whose Host is not a loopback name', async () => {
    asked.length = 0;
    const status = await new Promise<number | undefined>((resolve, reject) => {
      request(
        { host: '127.0.0.1', port: server.port, path: '/hello', headers: { Host: 'evil.example' } },
        (r) => {
          r.resume();
          resolve(r.statusCode);
        },
      )
        .on('error', reject)
        .end();
    });
    expect(status).toBe(421);
    expect(asked).toEqual([]);
  });
});

describe('review server: page scripts', () => {
  let server: ReviewServer;
  let pageDir: string;
  const scripts: ReviewServerPlugin = {
    name: 'scripts',
    handle: () => false,
    pageScripts: async () => ['window.first = "</script>";', 'window.second = 2;'],
  };

  beforeAll(async () => {
    pageDir = mkdtempSync(join(tmpdir(), 'review-page-scripts-'));
    writeFileSync(join(pageDir, 'index.html'), '<html><body><div id="review-root"></div></body></html>');
    writeFileSync(join(pageDir, 'other.html'), '<html><body></body></html>');
    server = await startReviewServer({ port: 0, pageDir, plugins: [scripts] });
  });
  afterAll(async () => {
    await server.close();
    rmSync(pageDir, { recursive: true, force: true });
  });

  it("inlines the plugins' page scripts at the end of the page's body, in order, and nowhere else", async () => {
    const page = await (await fetch(`${server.url}/`)).text();
    expect(page).toBe(
      '<html><body><div id="review-root"></div><script>window.first = "<\\/script>";</script><script>window.second = 2;</script></body></html>',
    );
    expect(await (await fetch(`${server.url}/index.html`)).text()).toBe(page);
    expect(await (await fetch(`${server.url}/other.html`)).text()).toBe('<html><body></body></html>');
  });
});
