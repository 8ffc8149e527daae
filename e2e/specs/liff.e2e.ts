import { describe, expect, it } from 'vitest';
import { AppPage } from '../models/app-page';
import { OtpPage } from '../models/otp-page';
import { RedemptionsPage } from '../models/redemptions-page';
import { liffApps, sandbox, useBrowser } from '../support/suite';

const [liff] = liffApps;

/**
 * The LINE (LIFF) example on @line/liff-mock: the React pages under the member's LINE profile, deep
 * links through `liff.state`, reward pages through the environment's opener instead of a frame, and a
 * close button that says "you can close this page" where `liff.closeWindow()` cannot close it.
 */
describe.runIf(liff)('the LIFF app', () => {
  const browser = useBrowser();
  const app = liff as NonNullable<typeof liff>;

  it("greets the member by their LINE name and opens the deep link's page, with liff.state gone", async () => {
    const page = await AppPage.open(browser(), app, '/?liff.state=%2Fredemptions');
    await page.testId('liff-profile').waitFor();
    // @line/liff-mock's default profile.
    expect(await page.testId('liff-profile').textContent()).toContain('Hello, Brown');
    await new RedemptionsPage(page).waitForList();
    expect(new URL(page.page.url()).pathname).toBe('/redemptions');
    expect(new URL(page.page.url()).search).toBe('');
    await page.close();
  });

  it('opens the default page for a deep link to a page it does not have, in Thai', async () => {
    const page = await AppPage.open(browser(), app, '/?liff.state=https%3A%2F%2Fevil.example%2Fotp', {
      lang: 'th',
    });
    await page.testId('otp-phone').waitFor();
    expect(await page.testId('liff-profile').textContent()).toContain('สวัสดี คุณBrown');
    expect(new URL(page.page.url()).pathname).toBe('/');
    await page.close();
  });

  it('verifies a pasted code without WebOTP, the field offered to the keyboard as one-time-code', async () => {
    // LINE on Android is a WebView: Chromium's WebOTP is not there.
    const withoutWebOtp = () => {
      delete (window as { OTPCredential?: unknown }).OTPCredential;
    };
    const page = await AppPage.open(browser(), app, '/otp', { initScript: withoutWebOtp });
    const otp = new OtpPage(page);
    await otp.setPhone('0812345678');
    await otp.send();
    await otp.waitForStatus('cooldown');
    const [message] = await sandbox.outbox('0812345678');
    const code = message?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(await page.testId('otp-code').getAttribute('autocomplete')).toBe('one-time-code');
    expect(await page.page.evaluate(() => 'OTPCredential' in window)).toBe(false);
    await otp.pasteCode(`${code.slice(0, 3)} ${code.slice(3)}`);
    await page.testId('otp-verify').click();
    await page.testId('otp-result').waitFor();
    expect(await otp.status().getAttribute('data-status')).toBe('verified');
    await page.close();
  });

  it("opens a Partner reward's page through the opener once per use, never in a frame", async () => {
    const page = await AppPage.open(browser(), app, '/redemptions');
    const history = new RedemptionsPage(page);
    await history.waitForList();
    const opened = page.context.waitForEvent('page');
    await history.open('interface', 'entitled');
    const rewardPage = await opened;
    await page.testId('web-page-outside').waitFor();
    expect(rewardPage.url()).toMatch(/\/__sandbox\/pages\//);
    expect(await page.page.locator('iframe').count()).toBe(0);
    expect(await sandbox.requests('redeem.use')).toHaveLength(1);

    // "Open the page again" opens the same page and uses nothing again.
    const again = page.context.waitForEvent('page');
    await page.testId('web-page-outside').getByRole('button').click();
    expect((await again).url()).toBe(rewardPage.url());
    expect(await sandbox.requests('redeem.use')).toHaveLength(1);
    await page.close();
  });

  it('says the page can be closed when liff.closeWindow() does not close it', async () => {
    const page = await AppPage.open(browser(), app, '/otp');
    await page.testId('liff-close').click();
    await page.testId('liff-can-close').waitFor();
    expect(await page.testId('liff-can-close').textContent()).toBe('You can close this page now.');
    await page.close();
  });
});
