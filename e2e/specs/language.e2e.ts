import { describe, expect, it } from 'vitest';
import { AppPage } from '../models/app-page';
import { RedemptionsPage } from '../models/redemptions-page';
import { apps, useBrowser } from '../support/suite';

describe.each(apps)('Thai and English in the $name app', (app) => {
  const browser = useBrowser();

  it('starts in the browser language, and remembers a switch across a reload', async () => {
    const page = await AppPage.open(browser(), app, '/otp', { lang: 'en' });
    await page.testId('otp-send').waitFor();
    expect(await page.documentLang()).toBe('en');
    expect((await page.testId('otp-send').textContent())?.trim()).toBe('Send code');
    await page.switchLanguage('th');
    expect(await page.documentLang()).toBe('th');
    expect((await page.testId('otp-send').textContent())?.trim()).toBe('ส่งรหัส');
    expect(await page.testId('lang-th').getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await page.testId('otp-send').waitFor();
    expect(await page.documentLang()).toBe('th');
    expect((await page.testId('nav-redemptions').textContent())?.trim()).toBe('รางวัล');
    expect(await page.page.title()).toContain('ตัวอย่าง');
    await page.close();
  });

  it('shows statuses from the library table and dates with Buddhist-era years in Thai', async () => {
    const page = await AppPage.open(browser(), app, '/redemptions', { lang: 'th' });
    const history = new RedemptionsPage(page);
    await history.waitForList();
    const first = (await history.items().first().textContent()) ?? '';
    const year = new Date().getFullYear();
    expect(first).toContain(`${year + 543}`);
    expect(first).not.toContain(`${year}`);
    expect(await page.testId('redemption-status').first().textContent()).toMatch(/[\u0E00-\u0E7F]/);
    await page.switchLanguage('en');
    expect((await history.items().first().textContent()) ?? '').toContain(`${year}`);
    await page.close();
  });

  it('draws Thai with the font it ships (nothing from the system)', async () => {
    const page = await AppPage.open(browser(), app, '/otp', { lang: 'th' });
    await page.testId('otp-send').waitFor();
    expect(await page.hasThaiFont()).toBe(true);
    await page.close();
  });
});
