/**
 * The atlas replay's tabs: one per app and first language (the browser's locale, which the app starts
 * in), kept from one entry to the next. A new page for every entry would cost a renderer process and the
 * app's files each time; a kept tab only navigates. Between entries it leaves the app for `about:blank`
 * (the app's timers and requests stop with it), its origin's storage is cleared (the language and the OTP
 * deadlines live in `localStorage`), and the browser is back online in light mode, so the next entry
 * starts as a new page would: empty storage, the clock standing at the entry's instant before the app loads.
 */
import type { Browser } from 'playwright-core';
import { AppPage } from '../models/app-page';
import type { AppUnderTest } from '../support/apps';
import { leaveApp } from '../support/leave-app';

/** The kept tabs of one app. */
export class AppTabs {
  private readonly tabs = new Map<'th' | 'en', AppPage>();

  constructor(
    private readonly browser: () => Browser,
    private readonly app: AppUnderTest,
  ) {}

  /** Leaves the app in every tab: nothing of the last entry runs while the sandbox is reset. */
  async leave(): Promise<void> {
    for (const [lang, tab] of this.tabs) {
      if (tab.page.isClosed()) {
        this.tabs.delete(lang);
        continue;
      }
      await leaveApp(tab);
      await tab.context.setOffline(false);
      await tab.page.emulateMedia({ colorScheme: 'light' });
    }
  }

  /**
   * Opens `route` in the tab of `lang` with the page's clock standing still at `clockAt` (Playwright's
   * clock, fixed before the app loads, its timers running, so a step can move it on); the first time, in a
   * new tab.
   */
  async open(lang: 'th' | 'en', route: string, clockAt: number): Promise<AppPage> {
    const kept = this.tabs.get(lang);
    if (kept) {
      await kept.page.clock.setFixedTime(clockAt);
      await kept.page.goto(`${this.app.url}${route}`);
      return kept;
    }
    const opened = await AppPage.open(this.browser(), this.app, route, { lang, clockAt });
    this.tabs.set(lang, opened);
    return opened;
  }

  async close(): Promise<void> {
    for (const tab of this.tabs.values()) await tab.close();
    this.tabs.clear();
  }
}
