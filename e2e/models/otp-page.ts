import type { AppPage } from './app-page';

const thaiZero = 0x0e50;
const fullWidthZero = 0xff10;

/** `code` written in Thai digits (๐–๙), as a Thai keyboard types it. */
export function thaiDigits(code: string): string {
  return code.replace(/\d/g, (digit) => String.fromCharCode(thaiZero + Number(digit)));
}

/** `code` written in full-width digits, as some phone keyboards and SMS apps produce it. */
export function fullWidthDigits(code: string): string {
  return code.replace(/\d/g, (digit) => String.fromCharCode(fullWidthZero + Number(digit)));
}

/** The `/otp` route: phone, send, the code field, verify, resend. */
export class OtpPage {
  constructor(readonly app: AppPage) {}

  status() {
    return this.app.testId('otp-status');
  }

  async setPhone(phone: string): Promise<void> {
    await this.app.testId('otp-phone').fill(phone);
  }

  async send(): Promise<void> {
    await this.app.testId('otp-send').click();
  }

  /** "Change number": lets go of the number a code was sent to. */
  async changeNumber(): Promise<void> {
    await this.app.testId('otp-change-number').click();
  }

  /** Two clicks as fast as the browser can deliver them. */
  async doubleClickSend(): Promise<void> {
    await this.app.testId('otp-send').dblclick();
  }

  async waitForStatus(status: string): Promise<void> {
    await this.app.page.waitForSelector(`[data-testid="otp-status"][data-status="${status}"]`);
  }

  /** Puts `typed` in the code field as the phone's autofill does. */
  async enterCode(typed: string): Promise<void> {
    await this.app.testId('otp-code').fill(typed);
  }

  /** Pastes `text` into the code field (a real paste event with the clipboard's text). */
  async pasteCode(text: string): Promise<void> {
    const field = this.app.testId('otp-code');
    await field.focus();
    await this.app.page.keyboard.insertText(text);
  }

  async verify(typed: string): Promise<void> {
    await this.enterCode(typed);
    await this.app.testId('otp-verify').click();
  }

  async resendLabel(): Promise<string> {
    return ((await this.app.testId('otp-resend').textContent()) ?? '').trim();
  }
}
