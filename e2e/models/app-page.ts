import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AppUnderTest } from '../support/apps';

/** One example app in a fresh browser context (empty storage), at one of its routes. */
export class AppPage {
  private constructor(
    readonly app: AppUnderTest,
    readonly context: BrowserContext,
    readonly page: Page,
  ) {}

  static async open(browser: Browser, app: AppUnderTest, route: string): Promise<AppPage> {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${app.url}${route}`);
    return new AppPage(app, context, page);
  }

  testId(id: string) {
    return this.page.getByTestId(id);
  }

  async reload(): Promise<void> {
    await this.page.reload();
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}
