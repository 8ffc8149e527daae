import type { AppPage } from './app-page';

/** The `/notifications` route: the list, the unread badge, read-all, the all/new filter, opened items. */
export class NotificationsPage {
  constructor(readonly app: AppPage) {}

  async waitForList(): Promise<void> {
    await this.app.page.waitForSelector('[data-testid="notification-item"]');
  }

  /** The unread count the page's heading shows (0 when it shows none), without the "+" of a partial list. */
  async unreadCount(): Promise<number> {
    const badge = this.app.testId('unread-badge');
    if ((await badge.count()) === 0) return 0;
    return Number((await badge.textContent())?.trim().replace(/\+$/, ''));
  }

  /** The unread count the navigation shows (0 when it shows none), without the "+" of a partial list. */
  async navUnreadCount(): Promise<number> {
    const badge = this.app.testId('nav-unread');
    if ((await badge.count()) === 0) return 0;
    return Number((await badge.locator('[aria-hidden="true"]').textContent())?.trim().replace(/\+$/, ''));
  }

  firstUnread() {
    return this.app.page.locator('[data-testid="notification-item"][data-read="false"]').first();
  }

  item(id: string) {
    return this.app.page.locator(`[data-testid="notification-item"][data-id="${id}"]`);
  }

  /** The first item that opens as `kind` (campaign, category, link, text). */
  withTarget(kind: string) {
    return this.app.page.locator(`[data-testid="notification-item"][data-target="${kind}"]`).first();
  }

  /** Opens an item: it is read, and its target shows. Returns the kind the opened dialog shows. */
  async open(kind: string): Promise<string | null> {
    await this.withTarget(kind).getByRole('button').click();
    const target = this.app.testId('notification-target');
    await target.waitFor();
    return target.getAttribute('data-kind');
  }

  async close(): Promise<void> {
    await this.app.testId('popup-close').click();
  }

  async readAll(): Promise<void> {
    await this.app.testId('read-all').click();
  }

  async showUnreadOnly(): Promise<void> {
    await this.app.testId('mode-new').click();
  }
}
