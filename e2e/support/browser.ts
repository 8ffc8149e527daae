/**
 * Launches Debian's Chromium through playwright-core (no downloaded browser), with the flags that keep it
 * from reaching for the network this machine does not have.
 */
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Starts a headless Chromium; fails with the install command when there is none. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}. Install it with \`apt-get install -y chromium\` (.ci/run does) or set CHROMIUM_PATH.`,
    );
  }
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
