import { createDevRoutesClient } from '@loyalty-flows/test-utils';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import type { AppUnderTest, SuiteLane } from './apps';
import { launchBrowser } from './browser';

/** This worker's lane (global-setup.ts): worker n of the pool drives lane n. */
const lanes = inject('lanes');
const lane = lanes[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % lanes.length] as SuiteLane;

/** The apps under test, for `describe.each`. */
export const apps: AppUnderTest[] = lane.apps;

/** The LINE (LIFF) example when it is under test (built and in `E2E_APPS`), for `describe.each`. */
export const liffApps: AppUnderTest[] = lane.liffApps;

/** The URL of this worker's sandbox, for a server or request of a spec's own. */
export const sandboxUrl = lane.sandboxUrl;

/** The sandbox's developer routes: the outbox, the request log, reset. */
export const sandbox = createDevRoutesClient(sandboxUrl);

/** One browser for the spec file, and a sandbox back at its seed before each test. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    await sandbox.reset();
  });
  return () => {
    if (!browser) throw new Error('the browser has not started');
    return browser;
  };
}

/**
 * Waits until `check` holds, or fails with `what`. It polls every 25 ms: each check is a round trip to
 * the page or the sandbox, cheap next to what a longer pause adds to every wait of a replay.
 */
export async function eventually(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting until ${what}`);
}
