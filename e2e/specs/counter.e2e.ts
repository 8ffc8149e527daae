import { describe, expect, it } from 'vitest';
import { AppPage } from '../models/app-page';
import { readCodes } from '../models/code-reader';
import { RedemptionsPage } from '../models/redemptions-page';
import { apps, eventually, useBrowser } from '../support/suite';

/** Replaces `navigator.wakeLock` with one that records each request and release in `window.wakeLockLog`. */
function recordWakeLock() {
  const log: string[] = [];
  Object.assign(window, { wakeLockLog: log });
  const request = async (type: string) => {
    log.push(`request ${type}`);
    const sentinel = Object.assign(new EventTarget(), {
      type,
      released: false,
      release: async () => {
        if (sentinel.released) return;
        sentinel.released = true;
        log.push('release');
      },
    });
    return sentinel;
  };
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
}

/** Pretends the page was hidden (another app in front) or shown again: `state` is 'hidden' or 'visible'. */
function setVisibility(state: string) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe.each(apps)('a code at the counter in the $name app', (app) => {
  const browser = useBrowser();

  async function openCode(page: AppPage, wanted: (symbology: string | null) => boolean) {
    const history = new RedemptionsPage(page);
    await history.waitForList();
    // Each open uses a voucher: open ready ones until one shows the symbology wanted (the seed mixes them).
    for (let tries = 0; tries < 8; tries += 1) {
      await history.openFirstReady();
      await page.testId('serial-popup').waitFor();
      if (wanted(await history.symbology())) return history;
      await history.close();
      await page.testId('opened').waitFor({ state: 'detached' });
    }
    throw new Error('no ready voucher with the symbology wanted');
  }

  const wakeLockLog = (page: AppPage) =>
    page.page.evaluate(() => (window as unknown as { wakeLockLog: string[] }).wakeLockLog.join(', '));

  it('keeps the screen on while a QR or bar code shows: released when hidden and on close, taken again when shown', async () => {
    const page = await AppPage.open(browser(), app, '/redemptions', { initScript: recordWakeLock });
    const history = await openCode(page, (symbology) => symbology === 'qr' || symbology === 'code128');
    // Vouchers closed on the way released their lock: only the last request may be held.
    await eventually(
      async () => (await wakeLockLog(page)).endsWith('request screen'),
      'the lock is requested',
    );
    const before = (await wakeLockLog(page)).split(', ').length;
    await page.page.evaluate(setVisibility, 'hidden');
    await eventually(
      async () => (await wakeLockLog(page)).endsWith('request screen, release'),
      'released when hidden',
    );
    await page.page.evaluate(setVisibility, 'visible');
    await eventually(
      async () => (await wakeLockLog(page)).endsWith('release, request screen'),
      'taken again when shown',
    );
    await history.close();
    await page.testId('opened').waitFor({ state: 'detached' });
    await eventually(
      async () => (await wakeLockLog(page)).endsWith('request screen, release'),
      'released on close',
    );
    expect((await wakeLockLog(page)).split(', ').length).toBe(before + 3);
    await page.close();
  });

  it('shows the code where the browser has no Screen Wake Lock', async () => {
    const withoutWakeLock = () => {
      Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: undefined });
    };
    const page = await AppPage.open(browser(), app, '/redemptions', { initScript: withoutWakeLock });
    await openCode(page, (symbology) => symbology === 'qr' || symbology === 'code128');
    await page.testId('serial-drawing').waitFor();
    expect((await page.testId('serial-code').textContent())?.trim().length).toBeGreaterThan(0);
    await page.close();
  });

  it('draws a Code 128 across the full width from the start, and it decodes to the serial', async () => {
    const page = await AppPage.open(browser(), app, '/redemptions');
    const history = await openCode(page, (symbology) => symbology === 'code128');
    const drawnWidth = () =>
      page.page.evaluate(
        () =>
          document.querySelector<HTMLCanvasElement>('[data-testid="serial-drawing"]')?.getBoundingClientRect()
            .width ?? 0,
      );
    await history.codePicture();
    const available = await page.page.evaluate(
      () => document.querySelector('.code-picture')?.getBoundingClientRect().width ?? 0,
    );
    await eventually(async () => (await drawnWidth()) >= available - 1, 'the bar code spans the width');
    // Nothing to press for it: no full-width switch.
    expect(await page.testId('serial-full-width').count()).toBe(0);
    const serial = await history.serialText();
    expect(await readCodes(await history.codePicture())).toEqual([{ format: 'Code128', text: serial }]);
    await page.close();
  });
});
