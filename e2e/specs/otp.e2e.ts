import { describe, expect, it } from 'vitest';
import { AppPage } from '../models/app-page';
import { fullWidthDigits, OtpPage, thaiDigits } from '../models/otp-page';
import { apps, eventually, sandbox, useBrowser } from '../support/suite';

const phone = '0812345678';

describe.each(apps)('OTP in the $name app', (app) => {
  const browser = useBrowser();

  async function openOtp(lang: 'en' | 'th' = 'en') {
    const page = await AppPage.open(browser(), app, '/otp', { lang });
    return { page, otp: new OtpPage(page) };
  }

  async function codeSentTo(otp: OtpPage, contact: string): Promise<string> {
    await otp.setPhone(contact);
    await otp.send();
    await otp.waitForStatus('cooldown');
    const [message] = await sandbox.outbox(contact);
    expect(message?.code).toMatch(/^\d{6}$/);
    return message?.code ?? '';
  }

  it('requests a code, reads it from the outbox and verifies it; verified leads on, with nothing greyed left', async () => {
    const { page, otp } = await openOtp();
    const code = await codeSentTo(otp, phone);
    await otp.verify(code);
    await page.testId('otp-result').waitFor();
    expect(await otp.status().getAttribute('data-status')).toBe('verified');
    expect(((await page.page.locator('h1').textContent()) ?? '').trim()).toBe("You're signed in");
    expect(await page.page.locator('button:disabled').count()).toBe(0);
    expect(await page.testId('otp-send').count()).toBe(0);
    // Signed in, the navigation counts the member's unread notifications on this page too.
    await page.testId('nav-unread').waitFor();
    await page.testId('otp-continue').click();
    await page.page.waitForSelector('[data-testid="redemption-item"]');
    expect(new URL(page.page.url()).pathname).toBe('/redemptions');
    await page.close();
  });

  it('signs the next requests with the token the verification gave, and never shows it', async () => {
    const { page, otp } = await openOtp();
    const code = await codeSentTo(otp, phone);
    await otp.verify(code);
    // onVerified reached the app: it marks whether a token came (for tools; the words say only "verified").
    await page.page.waitForSelector('[data-testid="otp-result"][data-session="token"]');
    const listed = page.page.waitForRequest(
      (request) => request.method() === 'GET' && new URL(request.url()).pathname === '/api/redeem/',
    );
    await page.testId('nav-redemptions').click();
    const authorization = (await listed).headers().authorization ?? '';
    expect(authorization).toMatch(/^token \S+$/);
    expect(authorization).not.toBe('token sandbox-token');
    await page.page.waitForSelector('[data-testid="redemption-item"]');
    expect(await page.page.content()).not.toContain(authorization.slice('token '.length));
    await page.close();
  });

  it('accepts the code typed in Thai digits, in Thai', async () => {
    const { page, otp } = await openOtp('th');
    const code = await codeSentTo(otp, phone);
    await otp.verify(thaiDigits(code));
    await page.testId('otp-result').waitFor();
    expect(await otp.status().getAttribute('data-status')).toBe('verified');
    expect(await otp.status().textContent()).toContain('ยืนยันเบอร์');
    await page.close();
  });

  it('accepts "123 456" pasted with a space, and full-width digits', async () => {
    const { page, otp } = await openOtp();
    const code = await codeSentTo(otp, phone);
    await otp.pasteCode(`${code.slice(0, 3)} ${code.slice(3)}`);
    expect(await page.testId('otp-verify').isEnabled()).toBe(true);
    await otp.enterCode(fullWidthDigits(code));
    await page.testId('otp-verify').click();
    await page.testId('otp-result').waitFor();
    const [verify] = await sandbox.requests('otp.verify');
    expect(verify).toBeDefined();
    await page.close();
  });

  it('offers the code field to the phone autofill and keeps verify off until six digits are there', async () => {
    const { page, otp } = await openOtp();
    await codeSentTo(otp, phone);
    const field = page.testId('otp-code');
    expect(await field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await field.getAttribute('inputmode')).toBe('numeric');
    await otp.enterCode('๑๒๓');
    expect(await page.testId('otp-verify').isDisabled()).toBe(true);
    await page.close();
  });

  it('takes the code from the SMS through WebOTP where the browser has it, and stops asking when the page leaves', async () => {
    const page = await AppPage.open(browser(), app, '/otp');
    // Headless Chromium has no SMS: stand in for the WebOTP API and record what the app asks.
    await page.page.addInitScript(() => {
      const state = { asked: 0, aborted: 0, deliver: (_code: string) => {} };
      Object.assign(window, { OTPCredential: class {}, webOtp: state });
      navigator.credentials.get = (options?: CredentialRequestOptions) =>
        new Promise((resolve, reject) => {
          if (!(options as { otp?: unknown } | undefined)?.otp)
            return reject(new Error('not an OTP request'));
          state.asked += 1;
          options?.signal?.addEventListener('abort', () => {
            state.aborted += 1;
            reject(new DOMException('aborted', 'AbortError'));
          });
          state.deliver = (code) => resolve({ code, id: '', type: 'otp' } as unknown as Credential);
        });
    });
    await page.reload();
    const otp = new OtpPage(page);
    const code = await codeSentTo(otp, phone);
    type WebOtp = { asked: number; aborted: number; deliver(code: string): void };
    const webOtp = () => page.page.evaluate(() => (window as unknown as { webOtp: WebOtp }).webOtp);
    await eventually(async () => (await webOtp()).asked > 0, 'the app asked for the SMS code');
    await page.page.evaluate((sms) => (window as unknown as { webOtp: WebOtp }).webOtp.deliver(sms), code);
    await page.testId('otp-result').waitFor();

    await sandbox.reset();
    const second = new OtpPage(page);
    await page.page.evaluate(() => localStorage.clear());
    await page.reload();
    await codeSentTo(second, phone);
    await eventually(async () => (await webOtp()).asked > 0, 'the app asked again');
    const abortedBefore = (await webOtp()).aborted;
    await page.testId('nav-redemptions').click();
    await eventually(
      async () => (await webOtp()).aborted > abortedBefore,
      'leaving the page aborted the request',
    );
    await page.close();
  });

  it('leaves one code in the outbox after a double click on send', async () => {
    const { page, otp } = await openOtp();
    await otp.doubleClickSend();
    await otp.waitForStatus('cooldown');
    // A wait that proves nothing happens: the second click sends no second code, even late.
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
    expect(await otp.resendLabel()).toMatch(/^Resend code in (00:5\d|01:00)$/);
    // A code is out: Resend is the way to another, and no greyed Send stays beside it.
    expect(await page.testId('otp-send').count()).toBe(0);
    expect(await sandbox.outbox(phone)).toHaveLength(1);
    await page.close();
  });

  it('changes the number after a code: the new number gets its code, the first keeps its cooldown, on Send', async () => {
    const other = '0898765432';
    const { page, otp } = await openOtp();
    // Before any code, Send is the one action: no Resend.
    expect(await page.testId('otp-resend').count()).toBe(0);
    await codeSentTo(otp, phone);
    expect(await page.testId('otp-resend').count()).toBe(1);
    expect(await page.testId('otp-phone').isDisabled()).toBe(true);
    await otp.changeNumber();
    await eventually(async () => page.testId('otp-phone').isEnabled(), 'the number can be edited');
    expect(await page.testId('otp-change-number').count()).toBe(0);
    await codeSentTo(otp, other);
    expect(await sandbox.outbox(other)).toHaveLength(1);

    // Back to the first number inside its cooldown: nothing can be sent, and nothing is.
    await otp.changeNumber();
    await eventually(async () => page.testId('otp-phone').isEnabled(), 'the number can be edited again');
    await otp.setPhone(phone);
    await eventually(
      async () =>
        (await otp.status().textContent())?.includes('Please wait before asking for a code') ?? false,
      'the first number is still cooling down',
    );
    expect(await page.testId('otp-send').isDisabled()).toBe(true);
    // The wait is on Send, the one action; no Resend for a code this page no longer holds.
    expect((await page.testId('otp-send').textContent())?.trim()).toMatch(/^Send code in \d{2}:\d{2}$/);
    expect(await page.testId('otp-resend').count()).toBe(0);
    expect(await sandbox.outbox(phone)).toHaveLength(1);
    expect(await sandbox.requests('otp.request')).toHaveLength(2);
    await page.close();
  });

  it('locked: says once when to try again (in Thai with น.) and offers to change the number; the lock stays with it', async () => {
    const other = '0898765432';
    const { page, otp } = await openOtp();
    const code = await codeSentTo(otp, phone);
    const wrongCodes = ['000000', '111111', '222222', '333333', '444444', '555555', '666666'];
    for (const wrong of wrongCodes.filter((candidate) => candidate !== code)) {
      if ((await otp.status().getAttribute('data-status')) === 'locked') break;
      await otp.verify(wrong);
      await page.page.waitForSelector('[data-testid="otp-status"]:not([data-status="verifying"])');
    }
    await otp.waitForStatus('locked');
    expect(((await otp.status().textContent()) ?? '').trim()).toMatch(
      /^Too many wrong codes\. Please try again at \d{2}:\d{2}\.$/,
    );
    // Nothing that looks tappable but is not: no field, no greyed button; "Change number" is the way on.
    for (const gone of [
      'otp-error',
      'otp-resend',
      'otp-send',
      'otp-verify',
      'otp-code',
      'otp-phone',
      'otp-attempts',
    ]) {
      expect(await page.testId(gone).count(), gone).toBe(0);
    }
    expect(await page.page.locator('input, button:disabled').count()).toBe(0);
    expect(((await page.testId('otp-locked-next').textContent()) ?? '').trim()).toBe(
      'You can then ask for a new code for ******5678, or change the number now.',
    );
    await page.testId('lang-th').click();
    await page.page.waitForSelector('[data-testid="otp-status"]:has-text("กรุณาลองใหม่เวลา")');
    expect(((await otp.status().textContent()) ?? '').trim()).toMatch(/เวลา \d{2}:\d{2}\u00a0น\.$/);
    expect(((await page.testId('otp-change-number').textContent()) ?? '').trim()).toBe('เปลี่ยนเบอร์');

    // The field starts empty; the same number typed again shows its lock, and the service is not asked.
    await otp.changeNumber();
    await eventually(async () => page.testId('otp-phone').isEnabled(), 'the number can be edited');
    expect(await page.testId('otp-phone').inputValue()).toBe('');
    await otp.setPhone(phone);
    await otp.waitForStatus('locked');
    expect(await sandbox.requests('otp.request')).toHaveLength(1);
    // Another number gets its code.
    await otp.changeNumber();
    await eventually(async () => page.testId('otp-phone').isEnabled(), 'the number can be edited again');
    await codeSentTo(otp, other);
    expect(await sandbox.outbox(other)).toHaveLength(1);
    expect(await sandbox.outbox(phone)).toHaveLength(1);
    await page.close();
  });

  it('counts Send down from the Retry-After of a 429 when the service asks for longer than 60 s', async () => {
    await sandbox.injectFault({ route: 'otp.request', kind: 'rate_limited', retryAfterSeconds: 90 });
    const { page, otp } = await openOtp('th');
    await otp.send();
    await otp.waitForStatus('cooldown');
    const label = ((await page.testId('otp-send').textContent()) ?? '').trim();
    const [, minutes, seconds] = /(\d{2}):(\d{2})$/.exec(label) ?? [];
    expect(Number(minutes) * 60 + Number(seconds)).toBeGreaterThanOrEqual(88);
    expect(await page.testId('otp-send').isDisabled()).toBe(true);
    expect(await sandbox.outbox(phone)).toHaveLength(0);
    await page.close();
  });

  it('shows attempts left after a wrong code', async () => {
    const { page, otp } = await openOtp();
    const code = await codeSentTo(otp, phone);
    await otp.verify(code === '000000' ? '111111' : '000000');
    await page.testId('otp-error').waitFor();
    expect(await page.testId('otp-error').getAttribute('data-kind')).toBe('wrong_code');
    await eventually(
      async () => (await page.testId('otp-attempts').textContent())?.trim() === 'Tries left: 4.',
      'four attempts are left',
    );
    await page.close();
  });
});
