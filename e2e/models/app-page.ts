import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AppUnderTest } from '../support/apps';

/** How a page is opened: the browser's language (the app's first language), colour scheme and width. */
export interface PageSettings {
  lang?: 'en' | 'th';
  colorScheme?: 'light' | 'dark';
  /** CSS px. Default 375, a phone. */
  width?: number;
  /** The device's time zone (IANA). Default: the machine's. */
  timezoneId?: string;
  /** Runs in the page before the app's scripts (a browser API removed or recorded). */
  initScript?: () => void;
  /**
   * Installs Playwright's clock before the app loads, standing still at this instant (epoch ms): its timers
   * run, `Date.now()` moves only when the test moves it.
   */
  clockAt?: number;
}

/** One example app in a fresh browser context (empty storage), at one of its routes, phone-sized. */
export class AppPage {
  private constructor(
    readonly app: AppUnderTest,
    readonly context: BrowserContext,
    readonly page: Page,
  ) {}

  static async open(
    browser: Browser,
    app: AppUnderTest,
    route: string,
    { lang = 'en', colorScheme = 'light', width = 375, timezoneId, initScript, clockAt }: PageSettings = {},
  ): Promise<AppPage> {
    const context = await browser.newContext({
      viewport: { width, height: 812 },
      colorScheme,
      reducedMotion: 'reduce',
      locale: lang === 'th' ? 'th-TH' : 'en-GB',
      ...(timezoneId ? { timezoneId } : {}),
    });
    if (initScript) await context.addInitScript(initScript);
    if (clockAt !== undefined) {
      await context.clock.install({ time: clockAt });
      await context.clock.setFixedTime(clockAt);
    }
    const page = await context.newPage();
    await page.goto(`${app.url}${route}`);
    return new AppPage(app, context, page);
  }

  /** Another tab of this page's browser context (the same storage, Web Locks and BroadcastChannel), at `route`. */
  async openTab(route: string): Promise<AppPage> {
    const page = await this.context.newPage();
    await page.goto(`${this.app.url}${route}`);
    return new AppPage(this.app, this.context, page);
  }

  testId(id: string) {
    return this.page.getByTestId(id);
  }

  async reload(): Promise<void> {
    await this.page.reload();
  }

  /** The document's `lang`. */
  async documentLang(): Promise<string | null> {
    return this.page.evaluate(() => document.documentElement.getAttribute('lang'));
  }

  /** Switches the app's language with its own switch. */
  async switchLanguage(lang: 'en' | 'th'): Promise<void> {
    await this.testId(`lang-${lang}`).click();
  }

  /** Whether the page is wider than the window (a phone would scroll sideways). */
  async scrollsSideways(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  }

  /** Whether the shipped Thai font is loaded and draws Thai (the browser's own fonts may have none). */
  async hasThaiFont(): Promise<boolean> {
    return this.page.evaluate(async () => {
      await document.fonts.load('16px "Noto Sans Thai"', 'ภาษาไทย');
      return document.fonts.check('16px "Noto Sans Thai"', 'ภาษาไทย');
    });
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}
