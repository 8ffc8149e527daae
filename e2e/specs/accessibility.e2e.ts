import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppPage, type PageSettings } from '../models/app-page';
import { RedemptionsPage } from '../models/redemptions-page';
import { apps, useBrowser } from '../support/suite';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
// A few small screenshots for the README, from the React app (both apps render the same page). They
// change the committed pictures, so only a run that asks for them writes them: SCREENSHOTS=1 npm test.
const screenshots = join(import.meta.dirname, '..', '..', 'docs', 'screenshots');
const takesScreenshots = process.env.SCREENSHOTS === '1';
const pictured = new Set([
  '/otp th light',
  '/redemptions th dark',
  'serial th light',
  '/notifications en dark',
]);

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: unknown[];
}

async function seriousViolations(page: AppPage) {
  await page.page.addScriptTag({ content: axeSource });
  const violations = await page.page.evaluate(async () => {
    const { violations } = await (
      window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }
    ).axe.run();
    return violations.map(({ id, impact, nodes }) => ({ id, impact, nodes: nodes.length }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

async function picture(page: AppPage, name: string) {
  if (!takesScreenshots || page.app.name !== 'react' || !pictured.has(name)) return;
  mkdirSync(screenshots, { recursive: true });
  await page.page.screenshot({
    path: join(screenshots, `${name.replace('/', '').replaceAll(' ', '-')}.png`),
  });
}

const looks: Required<Pick<PageSettings, 'lang' | 'colorScheme'>>[] = [
  { lang: 'th', colorScheme: 'light' },
  { lang: 'th', colorScheme: 'dark' },
  { lang: 'en', colorScheme: 'light' },
  { lang: 'en', colorScheme: 'dark' },
];

describe.each(apps)('accessibility of the $name app at 375 px', (app) => {
  const browser = useBrowser();

  describe.each(looks)('in $lang, $colorScheme', (look) => {
    it.each([
      ['/otp', 'otp-send'],
      ['/redemptions', 'redemption-item'],
      ['/notifications', 'notification-item'],
    ])('%s: no serious or critical axe violation, no sideways scroll', async (route, readyTestId) => {
      const page = await AppPage.open(browser(), app, route, look);
      await page.testId(readyTestId).first().waitFor();
      expect(await page.documentLang()).toBe(look.lang);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.scrollsSideways()).toBe(false);
      // The page follows the colour scheme: a dark page in dark mode, a light one otherwise.
      const [red] = await page.page.evaluate(() =>
        (getComputedStyle(document.documentElement).backgroundColor.match(/\d+/g) ?? []).map(Number),
      );
      expect(look.colorScheme === 'dark' ? (red ?? 255) < 64 : (red ?? 0) > 192).toBe(true);
      await picture(page, `${route} ${look.lang} ${look.colorScheme}`);
      await page.close();
    });

    it('an opened voucher: a modal dialog that keeps focus, axe clean', async () => {
      const page = await AppPage.open(browser(), app, '/redemptions', look);
      const history = new RedemptionsPage(page);
      await history.waitForList();
      await history.openFirstReady();
      await page.testId('serial-popup').waitFor();
      expect(await page.page.evaluate(() => document.querySelector('dialog')?.matches(':modal'))).toBe(true);
      // The page asked for reduced motion (AppPage does): the dialog appears without animating.
      expect(
        await page.page.evaluate(
          () => getComputedStyle(document.querySelector('dialog') as Element).animationName,
        ),
      ).toBe('none');
      for (let step = 0; step < 6; step += 1) {
        await page.page.keyboard.press('Tab');
        // Inside the dialog, or out to the browser's own controls (body): never on the page behind it.
        const focus = await page.page.evaluate(() => {
          const active = document.activeElement;
          return active === document.body || active?.closest('dialog') !== null ? 'kept' : active?.outerHTML;
        });
        expect(focus).toBe('kept');
      }
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.scrollsSideways()).toBe(false);
      await picture(page, `serial ${look.lang} ${look.colorScheme}`);
      await page.page.keyboard.press('Escape');
      await page.testId('opened').waitFor({ state: 'detached' });
      await page.close();
    });
  });
});
