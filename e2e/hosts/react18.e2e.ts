import { createDevRoutesClient } from '@loyalty-flows/test-utils';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { watchProblems } from '../support/page-problems';

const host = inject('hosts').find((candidate) => candidate.name === 'react18');
const sandbox = createDevRoutesClient(inject('sandboxUrl'));
const phone = '0812345678';

/** Polls `check` until it holds; fails naming `what` after `timeoutMs`. */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!host)('a Vite app on React 18 with the packed packages, installed by plain npm', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    await sandbox.reset();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('installs with npm, builds with its own build script and starts, on React 18', () => {
    // npm's own words when the install fails (a peer range that leaves React 18 out, say).
    expect(host?.failure?.slice(-3_000)).toBeUndefined();
    expect(host?.reactVersion).toMatch(/^18\./);
  });

  it('signs in with a code from the outbox, opens a voucher and reads a notification', async () => {
    if (!host?.url) throw new Error(`the React 18 host did not start: ${host?.failure?.slice(-2_000)}`);
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchProblems(page);
    // The token each list request carries: the one the verification gave, not the app's first one.
    const listTokens: string[] = [];
    page.on('request', (request) => {
      if (/^\/api\/(redeem|noti)\/$/.test(new URL(request.url()).pathname) && request.method() === 'GET') {
        listTokens.push(request.headers().authorization ?? '');
      }
    });
    await page.goto(host.url);
    await page.waitForLoadState('load');

    // Sign in: the lists below show once the code is verified, and load with the token it gave.
    await page.getByTestId('otp-send').click();
    await page.waitForSelector('[data-testid="otp-status"][data-status="cooldown"]');
    const [message] = await sandbox.outbox(phone);
    expect(message?.code).toMatch(/^\d{6}$/);
    await page.getByTestId('otp-code').fill(message?.code ?? '');
    await page.getByTestId('otp-verify').click();
    await page.getByTestId('signed-in').waitFor();
    await page.locator('[data-testid="redemption-item"]').first().waitFor();
    expect(listTokens.length).toBeGreaterThan(0);
    const [signedInToken] = listTokens;
    expect(signedInToken).toMatch(/^token \S+$/);
    expect(signedInToken).not.toBe('token sandbox-token');
    expect(new Set(listTokens)).toEqual(new Set([signedInToken]));
    expect(await page.content()).not.toContain(signedInToken?.slice('token '.length));

    // A ready voucher asks first, then opens with its serial, used once.
    const voucher = page
      .locator('[data-testid="redemption-item"][data-type="deal"][data-status="ready"]')
      .first();
    await voucher.getByTestId('redemption-open').click();
    await page.getByTestId('redemption-confirm').click();
    const serial = page.getByTestId('serial-code');
    await serial.waitFor();
    expect((await serial.textContent())?.trim()).toMatch(/^\S{6,}$/);
    expect(await sandbox.requests('redeem.use')).toHaveLength(1);
    await page.getByTestId('opened-close').click();

    // An unread notification is read: the count drops and one read reaches the service.
    const unread = page.locator('[data-testid="notification-item"][data-read="false"]').first();
    await unread.waitFor();
    const id = await unread.getAttribute('data-id');
    const countBefore = Number(await page.getByTestId('unread-count').textContent());
    // The badge reads the same inbox as the list (one per provider).
    expect(Number(await page.getByTestId('unread-badge').getAttribute('data-count'))).toBe(countBefore);
    await unread.getByRole('button').click();
    await page.waitForSelector(`[data-testid="notification-item"][data-id="${id}"][data-read="true"]`);
    expect(Number(await page.getByTestId('unread-count').textContent())).toBe(countBefore - 1);
    expect(Number(await page.getByTestId('unread-badge').getAttribute('data-count'))).toBe(countBefore - 1);
    expect(await sandbox.requests('noti.list')).toHaveLength(1);
    await until(
      async () => (await sandbox.requests('noti.read')).length === 1,
      'the read reached the service',
    );

    expect(problems).toEqual([]);
    await context.close();
  });
});
