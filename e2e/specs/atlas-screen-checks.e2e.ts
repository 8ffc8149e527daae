/**
 * The atlas's screen checks (`@loyalty-flows/atlas`) each catch one planted defect, naming the screen, in
 * real Chromium on a small page set in the test: an axe violation, Thai on an English screen, English
 * left on a Thai screen, a clipped text, a defining element missing or out of view; and two images for
 * React ≠ Vue. Each check also passes the same page with the defect taken out, and leaves alone what it
 * must (the language switch, service data, a visually hidden label).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  auditScreen,
  axeScreen,
  comparePairs,
  findingsMessage,
  type ScreenFinding,
  screenFile,
  unexpectedFindings,
} from '@loyalty-flows/atlas';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';

const screen = 'notifications.list.ready/react/en/light';

/** A page like the apps': a header with the language switch, a list with service data, a hidden label. */
function page(lang: 'en' | 'th', body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${lang === 'th' ? 'กล่องข้อความ' : 'Inbox'}</title>
<style>
  body { font: 16px system-ui, sans-serif; margin: 0; color: #111; background: #fff; }
  main { padding: 16px; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .tall { height: 3000px; }
</style></head><body><main>
<h1>${lang === 'th' ? 'กล่องข้อความ' : 'Inbox'}</h1>
<button type="button" lang="th">ไทย</button> <button type="button" lang="en">English</button>
<ul><li><span data-service-data>${lang === 'th' ? 'Flash Sale 50% วันนี้' : 'โปรโมชันพิเศษ'}</span>
<span class="visually-hidden">${lang === 'th' ? 'ยังไม่อ่าน' : 'unread'}</span></li></ul>
${body}
</main></body></html>`;
}

describe('the atlas screen checks, one planted case each', () => {
  let browser: Browser;
  let tab: Page;
  const audit = async (lang: 'en' | 'th', body: string, defining?: string) => {
    await tab.setContent(page(lang, body));
    return auditScreen(tab, { lang, ...(defining ? { defining } : {}) });
  };
  /** The check's failure message for the findings on `screen`, as the atlas check words it. */
  const message = (found: ScreenFinding[]) =>
    findingsMessage(unexpectedFindings(new Map([[screen, found]]), []).failing);

  beforeAll(async () => {
    browser = await launchBrowser();
    tab = await browser.newPage({ viewport: { width: 375, height: 812 } });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('axe: an unlabelled button fails (wcag2a), naming the screen; the clean page passes', async () => {
    await tab.setContent(page('en', '<p>Fine</p>'));
    expect(await axeScreen(tab)).toEqual([]);
    await tab.setContent(page('en', '<button type="button"></button>'));
    const found = await axeScreen(tab);
    expect(found).toMatchObject([{ check: 'axe', detail: expect.stringMatching(/^button-name: /) }]);
    expect(message(found)).toContain(`${screen}:\n    axe button`);
    // Low contrast (wcag2aa) too.
    await tab.setContent(page('en', '<p style="color:#bbb">Faint</p>'));
    expect((await axeScreen(tab)).map((finding) => finding.detail)).toEqual([
      expect.stringMatching(/^color-contrast: /),
    ]);
  });

  it('Thai on an English screen fails, except the language switch and service data', async () => {
    expect(await audit('en', '<p>Mark all as read</p>')).toEqual([]);
    const found = await audit('en', '<p>แสดงรหัสนี้ที่เคาน์เตอร์: 1234</p><input aria-label="ค้นหา">');
    expect(found).toMatchObject([
      { check: 'thai-on-english', detail: '“แสดงรหัสนี้ที่เคาน์เตอร์: 1234”' },
      { check: 'thai-on-english', detail: 'aria-label “ค้นหา”' },
    ]);
    expect(message(found)).toContain(`${screen}:\n    thai-on-english main:nth-child(1) > p:nth-child(5)`);
  });

  it('English left on a Thai screen fails, except acronyms, numbers, the switch and service data', async () => {
    expect(await audit('th', '<p>ส่งรหัส OTP ทาง SMS แล้ว 10:05 น.</p>')).toEqual([]);
    const found = await audit('th', '<button type="button">Load more</button>');
    expect(found).toMatchObject([{ check: 'untranslated', detail: '“Load more”' }]);
  });

  it('clipped text fails (overflow hidden, and an ellipsis); a visually hidden label does not', async () => {
    expect(await audit('en', '<p style="width:120px;overflow:hidden">Short</p>')).toEqual([]);
    const hidden = await audit(
      'en',
      '<p style="width:120px;overflow:hidden;white-space:nowrap">Your reward code is ready to use at the counter</p>',
    );
    expect(hidden).toMatchObject([{ check: 'clipped', detail: expect.stringMatching(/px wide in 120$/) }]);
    const ellipsis = await audit(
      'en',
      '<p style="width:90px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">Show this code</p>',
    );
    expect(ellipsis).toMatchObject([{ check: 'clipped' }]);
    const tall = await audit('en', '<p style="height:20px;overflow:hidden">One<br>Two<br>Three</p>');
    expect(tall).toMatchObject([{ check: 'clipped', detail: expect.stringMatching(/px tall in 20$/) }]);
  });

  it("a state's defining element: missing fails, out of view fails, in view passes", async () => {
    const end = '[data-testid="list-end"]';
    expect(await audit('en', '<p>More below</p>', end)).toEqual([
      { check: 'defining-missing', element: end, detail: 'not on the screen' },
    ]);
    const below = `<div class="tall"></div><p data-testid="list-end">You have seen everything</p>`;
    expect(await audit('en', below, end)).toMatchObject([{ check: 'defining-out-of-view', element: end }]);
    await tab.evaluate(() => document.querySelector('[data-testid="list-end"]')?.scrollIntoView());
    expect(await auditScreen(tab, { lang: 'en', defining: end })).toEqual([]);
  });

  it('React ≠ Vue: two images of one screen more than 4 pixels apart fail, naming both; 4 pass', () => {
    const dir = mkdtempSync(join(tmpdir(), 'atlas-pairs-'));
    try {
      const write = (id: string, dots: number) => {
        const png = new PNG({ width: 40, height: 20 });
        png.data.fill(255);
        for (let dot = 0; dot < dots; dot += 1) png.data.set([0, 0, 0, 255], dot * 2 * 4);
        writeFileSync(join(dir, screenFile(id)), PNG.sync.write(png));
      };
      const vue = 'notifications.list.ready/vue/en/light';
      write(screen, 0);
      write(vue, 4);
      expect(comparePairs(dir, [screen, vue], ['react', 'vue'])).toEqual([]);
      write(vue, 5);
      expect(comparePairs(dir, [screen, vue], ['react', 'vue'])).toMatchObject([
        { check: 'apps-differ', screen, other: vue, detail: '5 pixels differ (at most 4)' },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lets an allowlisted finding through, and reports an entry that covers nothing', () => {
    const found: ScreenFinding[] = [{ check: 'clipped', element: 'p', detail: 'x' }];
    const reason = 'the badge wraps; a redesign';
    const allowed = [{ state: 'notifications.list.ready', check: 'clipped' as const, reason }];
    expect(unexpectedFindings(new Map([[screen, found]]), allowed).failing.size).toBe(0);
    const { stale } = unexpectedFindings(new Map([[screen, []]]), allowed);
    expect(findingsMessage(new Map(), stale)).toContain(
      `no longer needed: notifications.list.ready clipped (${reason})`,
    );
  });
});
