import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ReviewSession } from '@loyalty-flows/review';
import { type ReviewServer, startReviewServer } from '@loyalty-flows/review/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppPage } from '../models/app-page';
import { OtpPage } from '../models/otp-page';
import { inspectInto, ReviewPage } from '../models/review-page';
import { useReviewServer } from '../support/review-server';
import { apps, sandbox, sandboxUrl, useBrowser } from '../support/suite';

/**
 * Two real recordings compared on the review page: the React app's OTP flow asked for a code once normally
 * and once with the sandbox answering the request 429 (a fault armed from the review page), each exported
 * with the page's Export button from a review server of its own, then both imported into a fresh page's
 * "Compare recordings" tab. The tab must name where they part (the answer to the request: `sent.cooldown`
 * against `idle.cooldown`, at the steps the files hold), the context diff there and the two screens of the
 * atlas (its page extension's, which `atlasPlugin` adds to the page), and pass axe in English and Thai.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const phone = '0812345678';
const react = apps.find((app) => app.name === 'react');

/** An exported session file: its name and text. */
interface Recording {
  name: string;
  text: string;
  session: ReviewSession;
}

describe.runIf(react)('two recordings compared', () => {
  const browser = useBrowser();
  const normalServer = useReviewServer();
  const faultServer = useReviewServer();
  let normal: Recording;
  let throttled: Recording;
  let review: ReviewPage;

  /**
   * Asks for a code in the React app inspected into `server` (the request answered 429 when `fault`), and
   * exports the session with the review page's button once the chart lights where the answer led.
   */
  async function record(server: ReviewServer, fault: boolean): Promise<Recording> {
    if (!react) throw new Error('the React app is not under test');
    await sandbox.reset();
    const page = await ReviewPage.open(browser(), server.url);
    const app = await AppPage.open(browser(), react, '/otp');
    try {
      await inspectInto(app, server.url);
      await page.pickActor('react-app', 'otp');
      await page.waitForLit('otp.idle.ready');
      if (fault) await page.injectFault('otp.request', 'rate_limited', 1);
      const otp = new OtpPage(app);
      await otp.setPhone(phone);
      await otp.send();
      await page.waitForLit(fault ? 'otp.idle.cooldown' : 'otp.sent.cooldown');
      const [download] = await Promise.all([
        page.page.waitForEvent('download'),
        page.testId('review-export').click(),
      ]);
      const text = readFileSync(await download.path(), 'utf8');
      return { name: download.suggestedFilename(), text, session: JSON.parse(text) as ReviewSession };
    } finally {
      await app.close();
      await page.close();
    }
  }

  beforeAll(async () => {
    normal = await record(normalServer(), false);
    throttled = await record(faultServer(), true);
    review = await ReviewPage.open(browser(), normalServer().url);
  });
  afterAll(async () => {
    await review?.close();
  });

  /** The step of the recording's React OTP actor that first reached `state` (a state value as JSON). */
  function firstStepIn(recording: Recording, state: unknown) {
    const { session } = recording;
    const tabs = new Set(session.tabs.filter((tab) => tab.app === 'react-app').map((tab) => tab.key));
    const actors = new Set(
      session.actors
        .filter((actor) => actor.name === 'otp' && tabs.has(actor.tabKey))
        .map((actor) => actor.key),
    );
    const step = session.steps.find(
      (candidate) =>
        actors.has(candidate.actorKey) && JSON.stringify(candidate.snapshot.value) === JSON.stringify(state),
    );
    if (!step) throw new Error(`no step of the OTP actor reached ${JSON.stringify(state)}`);
    return step;
  }

  /** Opens the Compare recordings tab of `page` and imports the normal run as before, the 429 run as after. */
  async function importBoth(page: ReviewPage): Promise<void> {
    await page.testId('review-tab-recordings').click();
    for (const [side, recording] of [
      ['before', normal],
      ['after', throttled],
    ] as const) {
      await page.testId(`review-recordings-${side}`).setInputFiles({
        name: `${side}-${recording.name}`,
        mimeType: 'application/json',
        buffer: Buffer.from(recording.text),
      });
      await page
        .testId(`review-recordings-${side}-name`)
        .filter({ hasText: `${side}-` })
        .waitFor();
    }
    await page.page.waitForSelector('[data-testid="review-recordings-divergence"][data-before-state]');
  }

  it('names the first divergence: the answer to the request, sent.cooldown against idle.cooldown, at the steps the files hold', async () => {
    const sent = firstStepIn(normal, { sent: 'cooldown' });
    const refused = firstStepIn(throttled, { idle: 'cooldown' });
    expect(sent.event.type).toBe('xstate.done.actor.requestCode');
    expect(refused.event.type).toMatch(/^xstate\.error\.actor\./);

    // The tab reached by the keyboard, as a reviewer without a mouse does.
    await review.testId('review-tab-diagram').focus();
    await review.page.keyboard.press('ArrowRight');
    await review.page.keyboard.press('ArrowRight');
    expect(await review.testId('review-tab-recordings').getAttribute('aria-selected')).toBe('true');
    await review.testId('review-recordings-status').filter({ hasText: 'Import both recordings' }).waitFor();

    await importBoth(review);
    const divergence = review.testId('review-recordings-divergence');
    expect(await divergence.getAttribute('data-before-state')).toBe('sent.cooldown');
    expect(await divergence.getAttribute('data-after-state')).toBe('idle.cooldown');
    expect(await divergence.getAttribute('data-before-seq')).toBe(String(sent.seq));
    expect(await divergence.getAttribute('data-after-seq')).toBe(String(refused.seq));
    const before = (await divergence.locator('[data-side="before"]').allTextContents()).join(' | ');
    const after = (await divergence.locator('[data-side="after"]').allTextContents()).join(' | ');
    expect(before).toContain(`#${sent.seq}`);
    expect(before).toContain('xstate.done.actor.requestCode');
    expect(after).toContain(`#${refused.seq}`);
    expect(after).toContain(refused.event.type);
    expect(await review.testId('review-recordings-status').textContent()).toContain('the first to part: otp');

    // The rows: the same start, the same request, then the parting row marked.
    const kinds = await review
      .testId('review-recordings-rows')
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-kind')));
    const parting = kinds.indexOf('changed');
    expect(parting).toBeGreaterThan(0);
    expect(kinds.slice(0, parting).every((kind) => kind === 'same')).toBe(true);
    expect(
      await review
        .testId('review-recordings-rows')
        .locator('tbody tr[aria-current="true"]')
        .getAttribute('data-kind'),
    ).toBe('changed');
  });

  it('shows the context diff at that point: the code sent in one, the Retry-After in the other', async () => {
    const changes = (await review.testId('review-recordings-changes').locator('li').allTextContents()).join(
      '\n',
    );
    const sentContext = firstStepIn(normal, { sent: 'cooldown' }).snapshot.context as Record<string, unknown>;
    const refusedContext = firstStepIn(throttled, { idle: 'cooldown' }).snapshot.context as Record<
      string,
      unknown
    >;
    // Whatever the two contexts hold apart, each differing top-level key has its row.
    const differing = [...new Set([...Object.keys(sentContext), ...Object.keys(refusedContext)])].filter(
      (key) => JSON.stringify(sentContext[key]) !== JSON.stringify(refusedContext[key]),
    );
    expect(differing.length).toBeGreaterThan(0);
    for (const key of differing) expect(changes).toContain(key);
    expect(changes).not.toContain('No change');
  });

  it("shows the atlas's two screens of those states, loaded from the review server", async () => {
    const screens = review.testId('review-recordings-screens');
    for (const [side, state] of [
      ['before', 'sent.cooldown'],
      ['after', 'idle.cooldown'],
    ] as const) {
      const figure = screens.locator(`figure[data-side="${side}"]`);
      expect(await figure.getAttribute('data-state')).toBe(state);
      const image = figure.locator('img');
      expect(await image.getAttribute('src')).toBe(`/atlas/img/otp.${state}.react.en.png`);
      await review.page.waitForFunction(
        (element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
        await image.elementHandle(),
      );
    }
  });

  it('shows any row picked in the aligned states, and the divergence again on its own row', async () => {
    const rows = review.testId('review-recordings-rows');
    await review.testId('review-recordings-row-2').click();
    await review.page.waitForSelector('[data-testid="review-recordings-divergence"][data-shown-row="2"]');
    const point = review.testId('review-recordings-divergence');
    expect(await point.locator('caption').textContent()).toBe('Row 2 of otp');
    expect(await point.getAttribute('data-before-state')).toBe('sending');
    expect(await point.getAttribute('data-after-state')).toBe('sending');
    const screens = review.testId('review-recordings-screens');
    for (const side of ['before', 'after'])
      expect(await screens.locator(`figure[data-side="${side}"]`).getAttribute('data-state')).toBe('sending');
    // The row shown is current; the parting row keeps its mark; the focus stays on the button pressed.
    expect(await rows.locator('tbody tr[aria-current="true"] button').textContent()).toBe('2');
    expect(await rows.locator('tbody tr[data-parts]').getAttribute('data-kind')).toBe('changed');
    expect(await review.page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'review-recordings-row-2',
    );

    // Back to the parting row from the keyboard.
    await rows.locator('tbody tr[data-parts] button').focus();
    await review.page.keyboard.press('Enter');
    await point.locator('caption').filter({ hasText: 'First divergence of otp' }).waitFor();
    expect(await point.getAttribute('data-after-state')).toBe('idle.cooldown');
  });

  it("shows no screens on a review server without the atlas's plugin (no extension gives them)", async () => {
    const bare = await startReviewServer({ port: 0, sandboxUrl });
    const page = await ReviewPage.open(browser(), bare.url);
    try {
      await importBoth(page);
      expect(await page.testId('review-recordings-divergence').getAttribute('data-after-state')).toBe(
        'idle.cooldown',
      );
      expect(await page.testId('review-recordings-changes').count()).toBe(1);
      expect(await page.testId('review-recordings-screens').count()).toBe(0);
      expect(await page.testId('review-recordings').locator('img').count()).toBe(0);
    } finally {
      await page.close();
      await bare.close();
    }
  });

  it('passes axe with both recordings compared, in English and in Thai', async () => {
    expect(await review.axeViolations(axeSource)).toEqual([]);
    await review.testId('review-language').selectOption('th');
    await review.page.waitForFunction(() => document.documentElement.lang === 'th');
    await review.testId('review-recordings').getByText('จุดแรกที่ otp แยกทางกัน').waitFor();
    expect(await review.axeViolations(axeSource)).toEqual([]);
    await review.testId('review-language').selectOption('en');
  });
});
