import { describe, expect, it } from 'vitest';
import { AppPage } from '../models/app-page';
import { NotificationsPage } from '../models/notifications-page';
import { RedemptionsPage } from '../models/redemptions-page';
import { apps, eventually, sandbox, useBrowser } from '../support/suite';

describe.each(apps)('notifications in the $name app', (app) => {
  const browser = useBrowser();

  async function openInbox(lang: 'en' | 'th' = 'en') {
    const page = await AppPage.open(browser(), app, '/notifications', { lang });
    const inbox = new NotificationsPage(page);
    await inbox.waitForList();
    return { page, inbox };
  }

  it('reads one when it is opened, and the read survives a reload', async () => {
    const { page, inbox } = await openInbox();
    const before = await inbox.unreadCount();
    const item = inbox.firstUnread();
    const id = (await item.getAttribute('data-id')) ?? '';
    await item.getByRole('button').click();
    await page.testId('notification-target').waitFor();
    await inbox.close();
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

  it.each(['campaign', 'category', 'link', 'text'])('opens a %s notification by its target', async (kind) => {
    const { page, inbox } = await openInbox('th');
    expect(await inbox.withTarget(kind).count(), `a ${kind} notification in the seed`).toBe(1);
    expect(await inbox.open(kind)).toBe(kind);
    const dialog = page.testId('notification-opened');
    expect(await page.page.evaluate(() => document.querySelector('dialog')?.matches(':modal'))).toBe(true);
    if (kind === 'link') {
      // The page the sandbox serves itself: it loads with no internet.
      const text = await new RedemptionsPage(page).webViewText();
      expect(text.length).toBeGreaterThan(0);
    } else if (kind === 'text') {
      expect(((await dialog.textContent()) ?? '').trim().length).toBeGreaterThan(0);
    } else {
      // The campaign or category itself, from the sandbox's data.
      await page.testId('catalog-name').waitFor();
      expect(((await page.testId('catalog-name').textContent()) ?? '').trim().length).toBeGreaterThan(0);
    }
    await inbox.close();
    await dialog.waitFor({ state: 'detached' });
    await page.close();
  });

  it('shows the unread count on the navigation from any page but the sign-in page before sign-in', async () => {
    const page = await AppPage.open(browser(), app, '/redemptions');
    const inbox = new NotificationsPage(page);
    await page.testId('nav-unread').waitFor();
    const count = await inbox.navUnreadCount();
    expect(count).toBeGreaterThan(0);
    // The inbox has loaded: on the sign-in page, before the member signed in, it is not counted.
    await page.testId('nav-otp').click();
    await page.testId('otp-status').waitFor();
    expect(await inbox.navUnreadCount()).toBe(0);
    await page.testId('nav-notifications').click();
    await inbox.waitForList();
    expect(await inbox.unreadCount()).toBe(count);
    await inbox.readAll();
    await eventually(async () => (await inbox.navUnreadCount()) === 0, 'the navigation shows no unread');
    await page.close();
  });

  it('shares one inbox between the badge and the page: one list request, a read shows in both at once', async () => {
    const { page, inbox } = await openInbox();
    await page.testId('nav-unread').waitFor();
    // The badge ("+" while pages not loaded may hold more) and the page read the same list.
    expect(await inbox.navUnreadCount()).toBe(await inbox.unreadCount());
    expect(await sandbox.requests('noti.list')).toHaveLength(1);
    const before = await inbox.navUnreadCount();
    await inbox.firstUnread().getByRole('button').click();
    await page.testId('notification-target').waitFor();
    expect(await inbox.navUnreadCount()).toBe(before - 1);
    expect(await inbox.unreadCount()).toBe(before - 1);
    await inbox.close();
    await eventually(
      async () => (await sandbox.requests('noti.read')).length === 1,
      'the read reached the service',
    );
    expect(await sandbox.requests('noti.list')).toHaveLength(1);
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
    // A wait that proves nothing happens: no second read request follows the first.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await sandbox.requests('noti.read')).toHaveLength(1);
    await inbox.showUnreadOnly();
    await inbox.waitForList();
    expect(await page.page.locator('[data-testid="notification-item"][data-read="true"]').count()).toBe(0);
    await page.close();
  });

  it('says so when a read waits for the phone to be back online, and sends it then', async () => {
    const { page, inbox } = await openInbox();
    const offlineNotice = page.page.locator('[data-testid="reads-notice"][data-reads="offline"]');
    expect(await offlineNotice.count()).toBe(0);
    await page.context.setOffline(true);
    await inbox.firstUnread().getByRole('button').click();
    await inbox.close();
    await offlineNotice.waitFor();
    await page.context.setOffline(false);
    await offlineNotice.waitFor({ state: 'detached' });
    await eventually(
      async () => (await sandbox.requests('noti.read')).length === 1,
      'the read reached the service once back online',
    );
    await page.close();
  });

  it('shows an end marker once every page is loaded, and no Load more', async () => {
    const { page } = await openInbox();
    expect(await page.testId('list-end').count()).toBe(0);
    while ((await page.testId('list-end').count()) === 0) {
      await page.testId('load-more').or(page.testId('list-end')).first().waitFor();
      if ((await page.testId('load-more').count()) > 0) await page.testId('load-more').click();
    }
    expect(await page.testId('load-more').count()).toBe(0);
    await page.close();
  });
});
