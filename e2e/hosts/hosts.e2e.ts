import { createDevRoutesClient } from '@loyalty-flows/test-utils';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { watchProblems } from '../support/page-problems';

/** The server-rendering hosts (the React 18 host has its own spec, react18.e2e.ts). */
const hosts = inject('hosts').filter((host) => host.name !== 'react18');
const sandbox = createDevRoutesClient(inject('sandboxUrl'));
const phone = '0812345678';

/** Seconds the resend button counts down from (its mm:ss), or undefined when it shows no countdown. */
async function resendSeconds(page: Page): Promise<number | undefined> {
  const label = ((await page.getByTestId('otp-resend').textContent()) ?? '').trim();
  const match = /^Resend code in (\d{2}):(\d{2})$/.exec(label);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

async function waitForStatus(page: Page, status: string): Promise<void> {
  await page.waitForSelector(`[data-testid="otp-status"][data-status="${status}"]`);
}

/** Waits until the framework has hydrated: the send button works only then. */
async function sendWhenHydrated(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.getByTestId('otp-send').click();
  await waitForStatus(page, 'cooldown');
}

describe.skipIf(hosts.length === 0).each(hosts)('the OTP flow server-rendered by $name', (host) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    await sandbox.reset();
  });

  it('builds and starts', () => {
    expect(host.failure?.slice(-3_000)).toBeUndefined();
  });

  async function open() {
    if (!host.url) throw new Error(`${host.name} did not start: ${host.failure?.slice(-2_000)}`);
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchProblems(page);
    const response = await page.goto(host.url);
    return { context, page, problems, html: (await response?.text()) ?? '' };
  }

  it('renders on the server, hydrates without a warning and verifies a code', async () => {
    const { context, page, problems, html } = await open();
    expect(html).toContain('data-testid="otp-send"');
    expect(html).toContain('data-status="idle"');
    await sendWhenHydrated(page);
    // The sandbox's resend cooldown is 60 s (docs/wire-format.md).
    expect.soft(await resendSeconds(page)).toBeGreaterThanOrEqual(58);
    const [message] = await sandbox.outbox(phone);
    expect(message?.code).toMatch(/^\d{6}$/);
    await page.getByTestId('otp-digit-0').fill(message?.code ?? '');
    await page.getByTestId('otp-verify').click();
    await page.getByTestId('otp-result').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reloaded mid-cooldown: hydrates without a mismatch, then shows the remaining seconds and ticks', async () => {
    const { context, page, problems } = await open();
    await sendWhenHydrated(page);
    const sentAt = Date.now();
    const beforeReload = (await resendSeconds(page)) ?? Number.NaN;
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await page.reload();
    await waitForStatus(page, 'cooldown');
    const afterReload = await resendSeconds(page);
    // The same deadline, restored from storage: the seconds the page showed, less the time that passed.
    const expected = beforeReload - Math.floor((Date.now() - sentAt) / 1000);
    expect.soft(afterReload).toBeGreaterThanOrEqual(expected - 2);
    expect.soft(afterReload).toBeLessThanOrEqual(expected + 1);
    await page.waitForFunction(
      (before) => {
        const label = document.querySelector('[data-testid="otp-resend"]')?.textContent ?? '';
        const [, minutes, seconds] = /(\d{2}):(\d{2})/.exec(label) ?? [];
        return Number(minutes) * 60 + Number(seconds) < before;
      },
      afterReload ?? 0,
      { timeout: 3_000 },
    );
    // A code is out: Resend, counting down, and no greyed Send beside it.
    expect(await page.getByTestId('otp-send').count()).toBe(0);
    expect(await sandbox.outbox(phone)).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
