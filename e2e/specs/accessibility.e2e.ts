import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppPage } from '../models/app-page';
import { apps, useBrowser } from '../support/suite';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const screenshots = join(import.meta.dirname, '..', 'screenshots');
mkdirSync(screenshots, { recursive: true });

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: unknown[];
}

describe.each(apps)('accessibility of the $name app', (app) => {
  const browser = useBrowser();

  it.each([
    ['/otp', 'otp-send'],
    ['/redemptions', 'redemption-item'],
    ['/notifications', 'notification-item'],
  ])('%s has no serious or critical axe violations (and a screenshot)', async (route, readyTestId) => {
    const page = await AppPage.open(browser(), app, route);
    await page.testId(readyTestId).first().waitFor();
    await page.page.addScriptTag({ content: axeSource });
    const violations = await page.page.evaluate(async () => {
      const { violations } = await (
        window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }
      ).axe.run();
      return violations.map(({ id, impact, nodes }) => ({ id, impact, nodes: nodes.length }));
    });
    await page.page.screenshot({
      path: join(screenshots, `${app.name}${route.replace('/', '-')}.png`),
      fullPage: true,
    });
    expect(
      violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
    ).toEqual([]);
    await page.close();
  });
});
