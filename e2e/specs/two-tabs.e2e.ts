import { describe, expect, it } from 'vitest';
import { AppPage } from '../models/app-page';
import { NotificationsPage } from '../models/notifications-page';
import { OtpPage } from '../models/otp-page';
import { leaveApp } from '../support/leave-app';
import { apps, eventually, sandbox, useBrowser } from '../support/suite';

/*
 * Two tabs of one browser context: real localStorage, `storage` events and Web Locks between them,
 * as a user with the app open twice has them. The claims: one SMS however both tabs press Send, a
 * cooldown started in one shows in the other, and reads made in either reach the service.
 */

const rounds = 20;

/** A fresh Thai mobile number per round, so no earlier cooldown decides the round. */
const phoneOf = (round: number) => `0861${String(round).padStart(6, '0')}`;

/** Presses Send in both tabs in the same moment: each page clicks from its own script, at once. */
async function pressSendInBoth(a: OtpPage, b: OtpPage): Promise<void> {
  const press = (otp: OtpPage) =>
    otp.app.page.evaluate(() =>
      // A tab that already holds the other's code offers no Send: nothing to press there.
      (document.querySelector('[data-testid="otp-send"]') as HTMLButtonElement | null)?.click(),
    );
  await Promise.all([press(a), press(b)]);
}

describe.each(apps)('two tabs of the $name app', (app) => {
  const browser = useBrowser();

  it(`both tabs pressing Send at once, ${rounds} times: one SMS each time`, async () => {
    const first = await AppPage.open(browser(), app, '/otp');
    const second = await first.openTab('/otp');
    const [a, b] = [new OtpPage(first), new OtpPage(second)];
    for (let round = 0; round < rounds; round += 1) {
      // Each round on empty storage, as in a new browser context: a number, once a code is out, is
      // fixed until it expires. The tabs stay (no new renderer or cold cache for every round).
      if (round > 0) {
        await leaveApp(first, second);
        await Promise.all([first, second].map((tab) => tab.page.goto(`${app.url}/otp`)));
      }
      const phone = phoneOf(round);
      await Promise.all([a.setPhone(phone), b.setPhone(phone)]);
      await pressSendInBoth(a, b);
      await Promise.all([a.waitForStatus('cooldown'), b.waitForStatus('cooldown')]);
      expect(await sandbox.outbox(phone), `round ${round + 1}`).toHaveLength(1);
    }
    await first.close();
    // One request per round: the second tab found the first one's code under the Web Lock.
    expect(await sandbox.requests('otp.request')).toHaveLength(rounds);
  });

  it('a cooldown started in one tab shows in the other, which offers no Send and sends nothing', async () => {
    const phone = phoneOf(99);
    const first = await AppPage.open(browser(), app, '/otp');
    const second = await first.openTab('/otp');
    const [a, b] = [new OtpPage(first), new OtpPage(second)];
    await Promise.all([a.setPhone(phone), b.setPhone(phone)]);
    await a.send();
    await a.waitForStatus('cooldown');
    // Nothing pressed in the second tab: the write the first made reaches it as a `storage` event.
    await b.waitForStatus('cooldown');
    // The code is out: the second tab offers Resend (counting down), not Send.
    expect(await second.testId('otp-send').count()).toBe(0);
    expect(await second.testId('otp-resend').isDisabled()).toBe(true);
    await second.reload();
    await b.setPhone(phone);
    await b.waitForStatus('cooldown');
    expect(await sandbox.outbox(phone)).toHaveLength(1);
    expect(await sandbox.requests('otp.request')).toHaveLength(1);
    await first.close();
  });

  it('reads made in both tabs are all read on the service after a reload of either', async () => {
    const first = await AppPage.open(browser(), app, '/notifications');
    const second = await first.openTab('/notifications');
    const [a, b] = [new NotificationsPage(first), new NotificationsPage(second)];
    await Promise.all([a.waitForList(), b.waitForList()]);
    const unread = await first.page
      .locator('[data-testid="notification-item"][data-read="false"]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-id') ?? ''));
    const [one, two, three, four] = unread;
    if (!one || !two || !three || !four) throw new Error('the seed has fewer than four unread notifications');
    const read = async (inbox: NotificationsPage, id: string) => {
      await inbox.item(id).getByRole('button').click();
      await inbox.app.testId('notification-target').waitFor();
      await inbox.close();
    };
    await read(a, one);
    await read(b, three);
    await read(a, two);
    await read(b, four);
    await first.reload();
    await a.waitForList();

    // A new browser context has no storage: what it shows read, the service has read.
    const fresh = await AppPage.open(browser(), app, '/notifications');
    const elsewhere = new NotificationsPage(fresh);
    await eventually(async () => {
      await fresh.reload();
      await elsewhere.waitForList();
      const shown = await Promise.all(
        [one, two, three, four].map((id) => elsewhere.item(id).getAttribute('data-read')),
      );
      return shown.every((value) => value === 'true');
    }, 'all four reads are on the service');
    // The reloaded tab shows all four read; the other shows its own, and all four once it reloads too.
    for (const id of [one, two, three, four]) expect(await a.item(id).getAttribute('data-read')).toBe('true');
    for (const id of [three, four]) expect(await b.item(id).getAttribute('data-read')).toBe('true');
    await second.reload();
    await b.waitForList();
    for (const id of [one, two, three, four]) expect(await b.item(id).getAttribute('data-read')).toBe('true');
    await fresh.close();
    await first.close();
  });
});
