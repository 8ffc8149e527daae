import type { AppPage } from './app-page';

/** The `/otp` route: phone, send, the six code boxes, verify, resend. */
export class OtpPage {
  constructor(readonly app: AppPage) {}

  status() {
    return this.app.testId('otp-status');
  }

  async send(): Promise<void> {
    await this.app.testId('otp-send').click();
  }

  /** Two clicks as fast as the browser can deliver them. */
  async doubleClickSend(): Promise<void> {
    await this.app.testId('otp-send').dblclick();
  }

  async waitForStatus(status: string): Promise<void> {
    await this.app.page.waitForSelector(`[data-testid="otp-status"][data-status="${status}"]`);
  }

  /** Types the code into the first box, as the phone's one-time-code autofill does. */
  async enterCode(code: string): Promise<void> {
    await this.app.testId('otp-digit-0').fill(code);
  }

  async verify(code: string): Promise<void> {
    await this.enterCode(code);
    await this.app.testId('otp-verify').click();
  }

  async resendLabel(): Promise<string> {
    return ((await this.app.testId('otp-resend').textContent()) ?? '').trim();
  }
}
