import { describe, expect, it } from 'vitest';
import { AppPage } from '../models/app-page';
import { RedemptionsPage } from '../models/redemptions-page';
import { apps, sandbox, useBrowser } from '../support/suite';

describe.each(apps)('redemptions in the $name app', (app) => {
  const browser = useBrowser();

  async function openHistory(lang: 'en' | 'th' = 'en') {
    const page = await AppPage.open(browser(), app, '/redemptions', { lang });
    const history = new RedemptionsPage(page);
    await history.waitForList();
    return { page, history };
  }

  it('lists a page, loads more, and opens a ready voucher with its serial and countdown, using it once', async () => {
    const { page, history } = await openHistory();
    expect(await history.items().count()).toBe(25);
    await history.loadMore();
    await page.page.waitForFunction(
      () => document.querySelectorAll('[data-testid="redemption-item"]').length > 25,
    );
    await history.open('deal', 'ready');
    await page.testId('serial-popup').waitFor();
    expect(await history.serialText()).toMatch(/^\S{6,}$/);
    expect((await page.testId('serial-countdown').textContent())?.trim()).toMatch(/^Expires in \d+:\d\d$/);
    expect(await sandbox.requests('redeem.use')).toHaveLength(1);
    await history.close();
    await page.close();
  });

  it('asks before a voucher is spent, naming it: Not yet sends nothing, Use now uses it once', async () => {
    const { page, history } = await openHistory('th');
    const name = ((await history.entry('deal', 'ready').locator('strong').textContent()) ?? '').trim();
    await history.press('deal', 'ready');
    const sheet = page.testId('opened');
    await page.testId('confirm-use').waitFor();
    expect(((await sheet.locator('h2').textContent()) ?? '').trim()).toBe(name);
    const asked = (await page.testId('confirm-use').textContent()) ?? '';
    expect(asked).toContain('กรุณากดใช้เมื่ออยู่ที่ร้านค้าแล้ว');
    // A3: the sandbox sends MinutesValidAfterUsed on every ready voucher, so the sheet says how long.
    expect(asked).toMatch(/เมื่อกดใช้แล้ว รหัสจะใช้ได้ \d+ นาที/);
    expect(((await page.testId('popup-close').textContent()) ?? '').trim()).toBe('ยังไม่ใช้');
    await history.close();
    await sheet.waitFor({ state: 'detached' });
    expect(await sandbox.requests('redeem.use')).toHaveLength(0);
    await history.press('deal', 'ready');
    await page.testId('redemption-confirm').click();
    await page.testId('serial-popup').waitFor();
    expect(await sandbox.requests('redeem.use')).toHaveLength(1);
    await page.close();
  });

  it("shows an opened voucher's message in the app's language: the service sends it in Thai and in English", async () => {
    for (const lang of ['en', 'th'] as const) {
      const { page, history } = await openHistory(lang);
      await history.open('deal', 'ready');
      const content = page.testId('reward-content');
      await content.waitFor();
      const text = (await content.textContent()) ?? '';
      if (lang === 'en')
        expect(text, lang).toMatch(/^[^\u0E00-\u0E7F]*[A-Za-z]{3,} [A-Za-z]{3,}[^\u0E00-\u0E7F]*$/);
      else expect(text, lang).toMatch(/[\u0E00-\u0E7F]/);
      await page.close();
    }
  });

  it('puts no serial and no redeem key of a listed voucher in the page until it is opened', async () => {
    const page = await AppPage.open(browser(), app, '/otp');
    // Every serial and redeem key the service lists, as they come over the wire.
    const secrets = new Set<string>();
    const collect = (value: unknown, field = ''): void => {
      if (typeof value === 'string' && /serial|redeemkey/i.test(field) && value.length >= 6)
        secrets.add(value);
      else if (value && typeof value === 'object')
        for (const [key, child] of Object.entries(value)) collect(child, key);
    };
    page.page.on('response', async (response) => {
      if (response.request().method() === 'GET' && new URL(response.url()).pathname === '/api/redeem/')
        collect(await response.json().catch(() => undefined));
    });
    await page.page.goto(`${app.url}/redemptions`);
    const history = new RedemptionsPage(page);
    await history.waitForList();
    expect(secrets.size).toBeGreaterThan(20);
    const html = await page.page.content();
    for (const secret of secrets) expect(html).not.toContain(secret);
    await page.close();
  });

  it('renders an HTML privilege message sanitised: markup kept, scripts and handlers gone', async () => {
    const { page, history } = await openHistory();
    const hostile =
      '<p><b data-testid="kept">Half price</b> today.</p><img src="x" onerror="window.__xss=1">' +
      '<script>window.__xss=2</script><a href="javascript:window.__xss=3">terms</a>';
    // The service's answer to the use, with its messages turned into hostile HTML (docs/wire-format.md, R6).
    await page.page.route('**/api/redeem/*/use', async (route) => {
      const answer = await route.fetch();
      const rewrite = (value: unknown): unknown => {
        if (Array.isArray(value)) return value.map(rewrite);
        if (typeof value !== 'object' || value === null) return value;
        const object = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, rewrite(inner)]));
        return 'Serial' in object
          ? {
              ...object,
              PrivilegeMessage: hostile,
              PrivilegeMessageEN: hostile,
              PrivilegeMessageFormat: 'HTML',
            }
          : object;
      };
      await route.fulfill({ response: answer, json: rewrite(await answer.json()) });
    });
    await history.open('deal', 'ready');
    const content = page.page.locator('[data-testid="reward-content"][data-kind="html"]');
    await content.waitFor();
    expect(await content.getByTestId('kept').textContent()).toBe('Half price');
    const html = await content.innerHTML();
    expect(html).not.toMatch(/onerror|<script|javascript:/i);
    await content.getByText('terms').click();
    expect(await page.page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    await page.close();
  });

  it('opens an Interface entry in the web view, on a page that loads with no internet', async () => {
    const { page, history } = await openHistory('th');
    await history.open('interface', 'entitled');
    await page.testId('web-view').waitFor();
    const src = (await page.testId('web-view').getAttribute('src')) ?? '';
    expect(new URL(src).hostname).toBe('127.0.0.1');
    expect((await history.webViewText()).length).toBeGreaterThan(0);
    await page.close();
  });

  it('shows Draw, used and expired entries by status only, with nothing to open', async () => {
    const { page, history } = await openHistory();
    for (const [type, status] of [
      ['draw', 'waiting'],
      ['draw', 'won'],
      ['draw', 'notWon'],
      ['deal', 'expired'],
      ['interface', 'expired'],
    ] as const) {
      const entry = history.entry(type, status);
      expect(await entry.count(), `${type} ${status}`).toBe(1);
      expect(await entry.getByTestId('redemption-open').count()).toBe(0);
    }
    expect(await sandbox.requests('redeem.use')).toHaveLength(0);
    await page.close();
  });

  it('shows when a voucher was redeemed in Bangkok time, whatever the device time zone', async () => {
    const page = await AppPage.open(browser(), app, '/redemptions', { timezoneId: 'America/New_York' });
    const history = new RedemptionsPage(page);
    // The first load's answer settles before the reload, so the answer read below is the reloaded page's.
    await history.waitForList();
    const answer = page.page.waitForResponse(
      (response) => response.url().includes('/api/redeem') && response.request().method() === 'GET',
    );
    await page.reload();
    const first = (function find(value: unknown): Record<string, unknown> | undefined {
      if (Array.isArray(value)) return value.map(find).find(Boolean);
      if (typeof value !== 'object' || value === null) return undefined;
      if ('RedeemDate' in value) return value as Record<string, unknown>;
      return Object.values(value).map(find).find(Boolean);
    })(await (await answer).json());
    // The service writes Bangkok wall-clock time as if it were UTC, in epoch seconds (docs/wire-format.md, T8).
    const wallClock = new Date(Number(first?.RedeemDate) * 1000);
    expect(Number.isNaN(wallClock.getTime())).toBe(false);
    const [hours, minutes] = [wallClock.getUTCHours(), wallClock.getUTCMinutes()].map((part) =>
      String(part).padStart(2, '0'),
    );
    await history.waitForList();
    expect(await history.items().first().textContent()).toContain(`${hours}:${minutes}`);
    await page.close();
  });

  it('shows a delivered parcel with its tracking number and no use button, in Thai', async () => {
    const { page, history } = await openHistory('th');
    const parcel = history.withStatus('delivered').first();
    expect(await parcel.count()).toBe(1);
    expect(await parcel.getByTestId('redemption-open').count()).toBe(0);
    expect((await parcel.getByTestId('tracking-number').textContent()) ?? '').toMatch(/หมายเลขพัสดุ: \S+/);
    expect(await parcel.getByTestId('redemption-status').textContent()).toContain('ส่งถึงแล้ว');
    await page.close();
  });
});
