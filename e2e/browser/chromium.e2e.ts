import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromium, launchBrowser, rendersThai } from '../support/browser';

const require = createRequire(import.meta.url);
const thaiWoff2 = readFileSync(
  require.resolve('@fontsource/noto-sans-thai/files/noto-sans-thai-thai-400-normal.woff2'),
).toString('base64');
const thaiText = '<p lang="th">ส่งรหัสอีกครั้ง</p>';

describe('the Chromium the suite found', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('launches headless from CHROMIUM_PATH, a system install or the npm package', async () => {
    const { executablePath, source } = await findChromium();
    expect(executablePath).toMatch(/chrom/i);
    expect(['CHROMIUM_PATH', 'system', '@sparticuz/chromium']).toContain(source);
    expect(browser.isConnected()).toBe(true);
  });

  it('draws Thai with a web font; the npm package Chromium has no Thai font of its own', async () => {
    const page = await browser.newPage();
    await page.setContent(`<body style="font-family: sans-serif">${thaiText}</body>`);
    const withoutWebFont = await rendersThai(page);
    // A system Chromium may have Thai fonts installed; the packaged one never does (its fonts are Latin).
    if ((await findChromium()).source === '@sparticuz/chromium') expect(withoutWebFont).toBe(false);

    await page.setContent(
      `<style>@font-face { font-family: 'Noto Sans Thai'; src: url(data:font/woff2;base64,${thaiWoff2}) format('woff2'); }</style>` +
        `<body style="font-family: 'Noto Sans Thai', sans-serif">${thaiText}</body>`,
    );
    await page.evaluate(() => document.fonts.load("48px 'Noto Sans Thai'", 'ส'));
    expect(await rendersThai(page)).toBe(true);
    await page.close();
  });
});
