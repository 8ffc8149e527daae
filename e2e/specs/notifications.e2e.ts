import { describe, expect, it } from 'vitest';
import { AppPage } from '../models/app-page';
import { NotificationsPage } from '../models/notifications-page';
import { apps, eventually, sandbox, useBrowser } from '../support/suite';

describe.each(apps)('notifications in the $name app', (app) => {
  const browser = useBrowser();

  async function openInbox() {
    const page = await AppPage.open(browser(), app, '/notifications');
    const inbox = new NotificationsPage(page);
    await inbox.waitForList();
    return { page, inbox };
  }

  it('reads one on click, and the read survives a reload', async () => {
    const { page, inbox } = await openInbox();
    const before = await inbox.unreadCount();
    const item = inbox.firstUnread();
    const id = (await item.getAttribute('data-id')) ?? '';
    await item.getByRole('button').click();
    expect(await inbox.item(id).getAttribute('data-read')).toBe('true');
    expect(await inbox.unreadCount()).toBe(before - 1);
    await eventually(
      async () => (await sandbox.requests('noti.read')).length === 1,
      'the read reached the service',
    );
    await page.reload();
    await inbox.waitForList();
    expect(await inbox.item(id).getAttribute('data-read')).toBe('true');
    await page.close();
  });

  it('reads all loaded items in one request and filters to unread', async () => {
    const { page, inbox } = await openInbox();
    await inbox.readAll();
    expect(await inbox.unreadCount()).toBe(0);
    await eventually(
      async () => (await sandbox.requests('noti.read')).length === 1,
      'one read request was sent',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await sandbox.requests('noti.read')).toHaveLength(1);
    await inbox.showUnreadOnly();
    await inbox.waitForList();
    expect(await page.page.locator('[data-testid="notification-item"][data-read="true"]').count()).toBe(0);
    await page.close();
  });
});
