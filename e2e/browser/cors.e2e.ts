import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { sandboxUrl } from '../support/suite';

/** A bare page on its own loopback port: nothing proxies its requests to the sandbox. */
function servePage(): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer((_request, response) => {
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<!doctype html><title>another origin</title>');
    });
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

describe('the sandbox called from a page on another port (the README snippet without a proxy)', () => {
  let browser: Browser;
  let page: Server;
  beforeAll(async () => {
    [browser, page] = await Promise.all([launchBrowser(), servePage()]);
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => page?.close(resolve));
  });

  it('answers the preflight and the request with the contract headers', async () => {
    const tab = await browser.newPage();
    await tab.goto(`http://127.0.0.1:${(page.address() as AddressInfo).port}/`);
    const answer = await tab.evaluate(async (base) => {
      const response = await fetch(`${base}/api/auth/otp?app_id=sandbox-app&contact_number=0812345678`, {
        headers: {
          'Ocp-Apim-Subscription-Key': 'sandbox-subscription-key',
          'App-Id': 'sandbox-app',
          Authorization: 'token sandbox-token',
          'Ocp-Apim-Trace': '1',
        },
      });
      return { status: response.status, body: await response.json() };
    }, sandboxUrl);
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body)).toMatch(/refcode/i);
    await tab.close();
  });
});
