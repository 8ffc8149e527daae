// The built site (run `npm run docs` first: turbo builds it before this test) passes axe's WCAG 2 A and
// AA rules on the home page, a guide and a reference page, and loads nothing from another origin.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../e2e/support/browser';

const dist = join(import.meta.dirname, '..', '.vitepress', 'dist');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

let server: Server;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(dist, path.endsWith('/') ? `${path}index.html` : path);
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe.each([
  ['the home page', '/index.html'],
  ['a guide', '/guide/browser.html'],
  ['a reference page', '/reference/api/@loyalty-flows/client/functions/createLoyaltyClient.html'],
])('%s', (_name, path) => {
  it('has no WCAG 2 A or AA violation and loads only from the site', async () => {
    const page = await browser.newPage();
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(origin) && !request.url().startsWith('data:'))
        foreign.push(request.url());
    });
    const response = await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page as a global
      const axe = (window as any).axe;
      const results = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
      return results.violations.map(
        (violation: { id: string; nodes: { target: string[]; failureSummary: string }[] }) =>
          `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.failureSummary})`).join(', ')}`,
      );
    });
    await page.close();
    expect(violations).toEqual([]);
    expect(foreign).toEqual([]);
  });
});
