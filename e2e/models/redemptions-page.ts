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

  async open(type: string, status: string): Promise<void> {
    await this.entry(type, status).getByTestId('redemption-open').click();
  }

  async loadMore(): Promise<void> {
    await this.app.testId('load-more').click();
  }

  async close(): Promise<void> {
    await this.app.testId('popup-close').click();
  }
}
