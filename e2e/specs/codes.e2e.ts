import { describe, expect, it } from 'vitest';
import { AppPage } from '../models/app-page';
import { readCodes } from '../models/code-reader';
import { RedemptionsPage } from '../models/redemptions-page';
import { apps, sandbox, useBrowser } from '../support/suite';

const formats = { qr: 'QRCode', code128: 'Code128' } as const;

describe.each(apps)('codes a scanner reads in the $name app', (app) => {
  const browser = useBrowser();

  it.each([
    ['th', 'dark'],
    ['en', 'light'],
  ] as const)(
    'draws QR and Code 128 serials that decode to the serial shown (%s, %s)',
    async (lang, colorScheme) => {
      const page = await AppPage.open(browser(), app, '/redemptions', { lang, colorScheme });
      const history = new RedemptionsPage(page);
      await history.waitForList();
      const decoded = new Map<string, boolean>();
      // Each open uses a voucher: open ready ones until both symbologies have shown (the seed mixes them).
      for (let tries = 0; tries < 8 && decoded.size < 2; tries += 1) {
        await history.openFirstReady();
        await page.testId('serial-popup').waitFor();
        const symbology = await history.symbology();
        if ((symbology === 'qr' || symbology === 'code128') && !decoded.has(symbology)) {
          const serial = await history.serialText();
          expect(serial.length).toBeGreaterThan(0);
          const codes = await readCodes(await history.codePicture());
          expect(codes, `${symbology} of the serial`).toEqual([{ format: formats[symbology], text: serial }]);
          decoded.set(symbology, true);
        }
        await history.close();
        await page.testId('opened').waitFor({ state: 'detached' });
      }
      expect([...decoded.keys()].sort()).toEqual(['code128', 'qr']);
      expect((await sandbox.requests('redeem.use')).length).toBeGreaterThanOrEqual(2);
      await page.close();
    },
  );

  it('copies the serial and counts down after use, without the serial or key in any attribute', async () => {
    const page = await AppPage.open(browser(), app, '/redemptions');
    await page.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    const history = new RedemptionsPage(page);
    await history.waitForList();
    await history.openFirstReady();
    await page.testId('serial-popup').waitFor();
    const serial = await history.serialText();
    await page.testId('serial-copy').click();
    expect(await page.page.evaluate(() => navigator.clipboard.readText())).toBe(serial);
    expect((await page.testId('serial-countdown').textContent())?.trim()).toMatch(/^Expires in \d+:\d\d$/);
    const attributes = await page.page.evaluate(() =>
      [...document.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes].map((attribute) => attribute.value),
      ),
    );
    expect(attributes.filter((value) => value.includes(serial))).toEqual([]);
    await page.close();
  });
});
