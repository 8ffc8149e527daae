/**
 * Finds a Chromium and launches it through playwright-core (never a browser download), with the flags
 * that keep it from reaching for the network this machine does not have.
 *
 * Which Chromium, first found wins:
 * 1. `CHROMIUM_PATH`, when set (it must exist);
 * 2. a system Chromium (Debian's `/usr/bin/chromium`, or another common install path);
 * 3. the Chromium that the `@sparticuz/chromium` npm package ships inside its tarball, unpacked on first
 *    use (to /tmp). So `npm test` needs nothing but Node and npm. Its fonts have no Thai glyphs: a page
 *    that shows Thai must bring a web font (see `rendersThai`).
 */
import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';

const systemChromiums = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** Where the browser came from, for the log line and the tests. */
export interface ChromiumLocation {
  executablePath: string;
  source: 'CHROMIUM_PATH' | 'system' | '@sparticuz/chromium';
}

let located: Promise<ChromiumLocation> | undefined;

async function locate(): Promise<ChromiumLocation> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points at ${fromEnv}, which does not exist.`);
    return { executablePath: fromEnv, source: 'CHROMIUM_PATH' };
  }
  const system = systemChromiums.find((path) => existsSync(path));
  if (system) return { executablePath: system, source: 'system' };
  // A Chromium inside an npm tarball: no system install, no download from anywhere but the registry.
  const { default: packaged } = await import('@sparticuz/chromium');
  return { executablePath: await packaged.executablePath(), source: '@sparticuz/chromium' };
}

/** The Chromium the suite drives (looked up once per process). */
export function findChromium(): Promise<ChromiumLocation> {
  located ??= locate();
  return located;
}

/** Starts a headless Chromium. */
export async function launchBrowser(): Promise<Browser> {
  const { executablePath } = await findChromium();
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

/**
 * Whether the page draws Thai with real glyphs: with no Thai font every Thai letter falls back to the
 * same missing-glyph box, so distinct letters measure the same width. Measured in the page's own body
 * font, so a web font the app loads counts once `document.fonts.ready` settles.
 */
export async function rendersThai(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return false;
    const style = getComputedStyle(document.body);
    context.font = `48px ${style.fontFamily}`;
    const widths = ['ก', 'ม', 'ไ', 'ฟ'].map((letter) => context.measureText(letter).width);
    return new Set(widths).size > 1;
  });
}
