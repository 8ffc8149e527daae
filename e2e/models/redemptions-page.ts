import type { Locator } from 'playwright-core';
import type { AppPage } from './app-page';

/** The `/redemptions` route: the history, load more, the opened entry. */
export class RedemptionsPage {
  constructor(readonly app: AppPage) {}

  async waitForList(): Promise<void> {
    await this.app.page.waitForSelector('[data-testid="redemption-item"]');
  }

  items() {
    return this.app.testId('redemption-item');
  }

  /** The first entry of a campaign type whose status label is `status`. */
  entry(type: string, status: string) {
    return this.app.page
      .locator(`[data-testid="redemption-item"][data-type="${type}"]`)
      .filter({ has: this.app.page.locator(`[data-status="${status}"]`) })
      .first();
  }

  /** Entries whose status label is `status`, of any type. */
  withStatus(status: string) {
    return this.app.page
      .locator('[data-testid="redemption-item"]')
      .filter({ has: this.app.page.locator(`[data-status="${status}"]`) });
  }

  /**
   * Opens the first entry of `type` whose status label is `status`, as a member does: presses its button,
   * and confirms when the app asks first (a Free or Deal voucher, which its use spends).
   */
  async open(type: string, status: string): Promise<void> {
    await this.pressIn(this.entry(type, status));
    await this.confirmIfAsked();
  }

  /** Presses the button of the first entry of `type` with the status label `status`, confirming nothing. */
  async press(type: string, status: string): Promise<void> {
    await this.pressIn(this.entry(type, status));
  }

  private async pressIn(item: Locator): Promise<void> {
    await item.getByTestId('redemption-open').click();
  }

  /** Opens the first entry whose name holds `name` (the service's, in Thai), confirming when asked. */
  async openNamed(name: string): Promise<void> {
    await this.pressIn(this.items().filter({ hasText: name }).first());
    await this.confirmIfAsked();
  }

  /** Opens (uses) the first ready voucher of any type, confirming when asked. */
  async openFirstReady(): Promise<void> {
    await this.pressIn(this.withStatus('ready').first());
    await this.confirmIfAsked();
  }

  /**
   * Confirms the voucher the app asks about, if it asks: the sheet opens on the press already showing the
   * question or the use under way, so whether to confirm is known once it is there.
   */
  async confirmIfAsked(): Promise<void> {
    await this.app.testId('opened').waitFor();
    const confirm = this.app.testId('redemption-confirm');
    if ((await confirm.count()) > 0) await confirm.click();
  }

  async loadMore(): Promise<void> {
    await this.app.testId('load-more').click();
  }

  /** The opened voucher's serial as its large text shows it. */
  async serialText(): Promise<string> {
    return ((await this.app.testId('serial-code').textContent()) ?? '').trim();
  }

  /** `qr`, `code128` or `text`: how the opened voucher's serial is drawn. */
  async symbology(): Promise<string | null> {
    return this.app.testId('serial-popup').getAttribute('data-symbology');
  }

  /** A PNG of the drawn code, once it is drawn, as a phone camera would see the screen. */
  async codePicture(): Promise<Buffer> {
    const drawing = this.app.testId('serial-drawing');
    await this.app.page.waitForFunction(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="serial-drawing"]');
      return canvas !== null && canvas.style.width !== '';
    });
    return drawing.screenshot();
  }

  /** The text of the page in the web view, once it has loaded. */
  async webViewText(): Promise<string> {
    const frame = this.app.page.frameLocator('[data-testid="web-view"]');
    return ((await frame.locator('body').textContent({ timeout: 10_000 })) ?? '').trim();
  }

  async close(): Promise<void> {
    await this.app.testId('popup-close').click();
  }
}
