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

  async open(type: string, status: string): Promise<void> {
    await this.entry(type, status).getByTestId('redemption-open').click();
  }

  /** Opens the first entry whose name holds `name` (the service's, in Thai). */
  async openNamed(name: string): Promise<void> {
    await this.items().filter({ hasText: name }).first().getByTestId('redemption-open').click();
  }

  /** Opens (uses) the first ready voucher of any type. */
  async openFirstReady(): Promise<void> {
    await this.withStatus('ready').first().getByTestId('redemption-open').click();
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
