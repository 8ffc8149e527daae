import type { AppPage } from './app-page';

/** The `/notifications` route: the list, the unread badge, read-all and the all/new filter. */
export class NotificationsPage {
  constructor(readonly app: AppPage) {}

  async waitForList(): Promise<void> {
    await this.app.page.waitForSelector('[data-testid="notification-item"]');
  }

  async unreadCount(): Promise<number> {
    return Number(await this.app.testId('unread-badge').textContent());
  }

  firstUnread() {
    return this.app.page.locator('[data-testid="notification-item"][data-read="false"]').first();
  }

  item(id: string) {
    return this.app.page.locator(`[data-testid="notification-item"][data-id="${id}"]`);
  }

  async readAll(): Promise<void> {
    await this.app.testId('read-all').click();
  }

  async showUnreadOnly(): Promise<void> {
    await this.app.testId('mode-new').click();
  }
}
