import { describe, expect, it } from 'vitest';
import { AppPage } from '../models/app-page';
import { OtpPage } from '../models/otp-page';
import { apps, eventually, sandbox, useBrowser } from '../support/suite';

const phone = '0812345678';

describe.each(apps)('OTP in the $name app', (app) => {
  const browser = useBrowser();

  async function openOtp() {
    const page = await AppPage.open(browser(), app, '/otp');
    return { page, otp: new OtpPage(page) };
  }

  it('requests a code, reads it from the outbox and verifies it', async () => {
    const { page, otp } = await openOtp();
    await otp.send();
    await otp.waitForStatus('cooldown');
    const [message] = await sandbox.outbox(phone);
    expect(message?.code).toMatch(/^\d{6}$/);
    await otp.verify(message?.code ?? '');
    await page.testId('otp-result').waitFor();
    expect(await otp.status().getAttribute('data-status')).toBe('verified');
    await page.close();
  });

  it('leaves one code in the outbox after a double click on send', async () => {
    const { page, otp } = await openOtp();
    await otp.doubleClickSend();
    await otp.waitForStatus('cooldown');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await sandbox.outbox(phone)).toHaveLength(1);
    expect(await sandbox.requests('otp.request')).toHaveLength(1);
    await page.close();
  });

  it('keeps the resend countdown across a reload and sends nothing more', async () => {
    const { page, otp } = await openOtp();
    await otp.send();
    await otp.waitForStatus('cooldown');
    await page.reload();
    await otp.waitForStatus('cooldown');
    expect(await otp.resendLabel()).toMatch(/^Resend in (0:5\d|1:00)$/);
    expect(await page.testId('otp-send').isDisabled()).toBe(true);
    expect(await sandbox.outbox(phone)).toHaveLength(1);
    await page.close();
  });

  it('shows attempts left after a wrong code', async () => {
    const { page, otp } = await openOtp();
    await otp.send();
    await otp.waitForStatus('cooldown');
    const [message] = await sandbox.outbox(phone);
    const wrong = message?.code === '000000' ? '111111' : '000000';
    await otp.verify(wrong);
    await page.testId('otp-error').waitFor();
    expect(await page.testId('otp-error').getAttribute('data-kind')).toBe('wrong_code');
    await eventually(
      async () => (await page.testId('otp-attempts').textContent())?.trim() === '4 attempts left.',
      'four attempts are left',
    );
    await page.close();
  });
});
