import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppPage } from '../models/app-page';
import { OtpPage } from '../models/otp-page';
import { inspectInto, ReviewPage } from '../models/review-page';
import { useReviewServer } from '../support/review-server';
import { apps, eventually, sandbox, useBrowser } from '../support/suite';

/**
 * The review page as a designer uses it on a 1 440 × 900 screen: the empty page, the Thai page, an app's
 * OTP flow picked (its whole chart in the pane, names readable, zoom and fit), the actor list (one OTP per
 * tab under React's StrictMode, helpers folded), and the timeline narrowed by a search.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const phone = '0812345678';

describe('the review page for designers', () => {
  const browser = useBrowser();
  const server = useReviewServer();

  describe('before any app connects', () => {
    let review: ReviewPage;
    beforeAll(async () => {
      review = await ReviewPage.open(browser(), server().url);
    });
    afterAll(() => review?.close());

    it('passes axe, in English and in Thai', async () => {
      expect(await review.axeViolations(axeSource)).toEqual([]);
      await review.testId('review-language').selectOption('th');
      await review.page.waitForFunction(() => document.documentElement.lang === 'th');
      expect(await review.axeViolations(axeSource)).toEqual([]);
    });

    it('draws its Thai, bold and regular, with a font that has Thai glyphs', async () => {
      await review.testId('review-language').selectOption('th');
      await review.page.evaluate(() => document.fonts.ready.then(() => undefined));
      const cdp = await review.context.newCDPSession(review.page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
      // The title and the tab chosen are bold; the empty actor list's sentence is regular.
      for (const selector of ['h1', '[role="tab"][aria-selected="true"]', '.actors .empty']) {
        const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
        expect(nodeId, selector).toBeGreaterThan(0);
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        const text = (await review.page.locator(selector).first().textContent()) ?? '';
        const thaiCharacters = text.match(/[\u0E01-\u0E5B]/g)?.length ?? 0;
        expect(thaiCharacters, selector).toBeGreaterThan(0);
        // The shipped font reports its own name (its file's), and is the only custom font on the page. It
        // draws every Thai character (a vowel such as ำ is two glyphs); system fonts draw the rest at most.
        const glyphs = (custom: boolean) =>
          fonts
            .filter((font) => font.isCustomFont === custom)
            .reduce((sum, font) => sum + font.glyphCount, 0);
        const found = `${selector}: ${JSON.stringify(fonts)}`;
        expect(glyphs(true), found).toBeGreaterThanOrEqual(thaiCharacters);
        expect(glyphs(false), found).toBeLessThanOrEqual(text.length - thaiCharacters);
      }
      await review.testId('review-language').selectOption('en');
    });

    it('passes axe with an import refused, and with an imported actor that has no steps', async () => {
      await review.testId('review-import').setInputFiles({
        name: 'notes.json',
        mimeType: 'application/json',
        buffer: Buffer.from('{"format":"something-else"}'),
      });
      await review.page.waitForFunction(
        () => document.querySelector('[data-testid="review-notice"]')?.textContent !== '',
      );
      expect(await review.axeViolations(axeSource)).toEqual([]);

      const quiet = {
        format: 'loyalty-flows-review',
        version: 1,
        startedAt: 0,
        clockOffsetMs: 0,
        tabs: [{ key: 'app/t1', app: 'app', tab: 't1', connectedAt: 0, connected: false }],
        actors: [
          {
            key: 'app/t1/x:0',
            tabKey: 'app/t1',
            actorId: 'x:0',
            name: 'loadProfile',
            snapshot: { value: null, context: null, status: 'active' },
            startedAt: 0,
          },
        ],
        steps: [],
      };
      await review.testId('review-import').setInputFiles({
        name: 'review.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(quiet)),
      });
      await review.testId('review-actor-loadProfile').waitFor();
      await review.testId('review-timeline-empty').waitFor();
      expect(await review.axeViolations(axeSource)).toEqual([]);
    });
  });

  describe.each(apps)('$name app with Inspect on', (app) => {
    let review: ReviewPage;
    let page: AppPage;
    beforeAll(async () => {
      review = await ReviewPage.open(browser(), server().url);
      page = await AppPage.open(browser(), app, '/otp');
      await inspectInto(page, server().url);
      const otp = new OtpPage(page);
      await otp.setPhone(phone);
      await otp.send();
      await otp.waitForStatus('cooldown');
      await review.pickActor(`${app.name}-app`, 'otp');
      await review.waitForLit('otp.sent.cooldown');
    });
    afterAll(async () => {
      await page?.close();
      await review?.close();
    });

    it('lists one OTP actor for the tab and no helper until its flow is opened', async () => {
      const listed = await review.listedActors(`${app.name}-app`);
      expect(listed.filter((id) => id === 'review-actor-otp')).toHaveLength(1);
      expect(listed).not.toContain('review-actor-ticker');
      await review.testId(`review-app-${app.name}-app`).locator('[data-expand]').first().click();
      expect(await review.listedActors(`${app.name}-app`)).toContain('review-actor-storageSync');
    });

    it('fits the whole chart in the pane with every name at least 10 px high', async () => {
      const { pane, nodes } = await review.chartGeometry();
      expect(nodes.length).toBeGreaterThan(8);
      const outside = nodes.filter(
        ({ box }) =>
          box.left < pane.left - 0.5 ||
          box.top < pane.top - 0.5 ||
          box.right > pane.right + 0.5 ||
          box.bottom > pane.bottom + 0.5,
      );
      expect(outside.map(({ id }) => id)).toEqual([]);
      const small = nodes.filter(({ nameHeight }) => nameHeight > 0 && nameHeight < 10);
      expect(small.map(({ id, nameHeight }) => `${id}: ${nameHeight.toFixed(2)} px`)).toEqual([]);
    });

    it('grows a state on Zoom in and brings every state back on Fit', async () => {
      const before = await review.nodeBox('otp.idle');
      await review.testId('review-zoom-in').click();
      const after = await review.nodeBox('otp.idle');
      expect(after.width).toBeGreaterThan(before.width * 1.2);
      await review.testId('review-fit').click();
      const { pane, nodes } = await review.chartGeometry();
      expect(
        nodes
          .filter(({ box }) => box.left < pane.left - 0.5 || box.right > pane.right + 0.5)
          .map((n) => n.id),
      ).toEqual([]);
      expect((await review.nodeBox('otp.idle')).width).toBeCloseTo(before.width, 0);
    });

    it('folds a compound state into one box, lit while a state inside it is active, and passes axe', async () => {
      await review.testId('review-fold-menu').locator('summary').click();
      await review.testId('review-fold-menu').locator('[data-fold="otp.sent"]').check();
      await review.page.waitForSelector(
        '[data-testid="review-diagram"] [data-node-id="otp.sent"].folded.active',
      );
      expect(
        await review.page
          .locator('[data-testid="review-diagram"] [data-node-id="otp.sent.cooldown"]')
          .count(),
      ).toBe(0);
      expect(await review.axeViolations(axeSource)).toEqual([]);
      await review.testId('review-fold-menu').locator('[data-fold="otp.sent"]').uncheck();
      await review.waitForLit('otp.sent.cooldown');
      await review.testId('review-fold-menu').locator('summary').click();
    });

    it('narrows the timeline to the steps a search matches', async () => {
      await review.testId('review-timeline-search').fill('OTP.REQUEST');
      const rows = review.testId('review-timeline').locator('[role="option"]');
      await rows.first().waitFor();
      const texts = await rows.allTextContents();
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) expect(text).toContain('OTP.REQUEST');
      await review.testId('review-timeline-search').fill('');
      expect(await rows.count()).toBeGreaterThan(texts.length);
    });

    it('replays what the timeline lists: the steps a search found, the chart showing each, then stops', async () => {
      await review.testId('review-timeline-search').fill('OTP.REQUEST');
      const rows = review.testId('review-timeline').locator('[role="option"]');
      await rows.first().waitFor();
      const replay = review.testId('review-replay');
      await replay.click();
      // It ends by itself after the last row listed: the request, whose step left the flow in `sending`.
      await review.page.waitForSelector('[data-testid="review-replay"][aria-pressed="false"]');
      await review.waitForLit('otp.sending');
      expect(await rows.last().getAttribute('aria-selected')).toBe('true');
      expect(await rows.last().textContent()).toContain('OTP.REQUEST');
      expect(await replay.textContent()).toBe('Replay');
      await review.testId('review-timeline-search').fill('');
    });
  });

  describe.each(apps)('$name app driven from the chart', (app) => {
    it('a click on OTP.REQUEST in idle sends one SMS and lights sent; in the cooldown it sends none', async () => {
      const review = await ReviewPage.open(browser(), server().url);
      const page = await AppPage.open(browser(), app, '/otp');
      try {
        await inspectInto(page, server().url);
        await new OtpPage(page).setPhone(phone);
        await review.pickActor(`${app.name}-app`, 'otp');
        await review.waitForLit('otp.idle.ready');
        await review.clickChartEvent('OTP.REQUEST');
        await review.waitForLit('otp.sent.cooldown');
        await eventually(async () => (await sandbox.outbox(phone)).length === 1, 'one SMS went out');

        // The machine's guard decides: during the cooldown the same click sends nothing.
        await review.clickChartEvent('OTP.REQUEST');
        // The press reached the machine (one OTP.REQUEST step or more after the first's) and it went on
        // from there (a later step of the actor): whatever the guard decided has been done by then.
        const otpSteps = async () => {
          const session = (await (await fetch(`${server().url}/session.json`)).json()) as {
            actors: { key: string; name: string }[];
            steps: { actorKey: string; event: { type: string } }[];
          };
          const otp = session.actors.filter((actor) => actor.name === 'otp').map((actor) => actor.key);
          return session.steps.filter((step) => otp.includes(step.actorKey)).map((step) => step.event.type);
        };
        await eventually(async () => {
          const types = await otpSteps();
          const last = types.lastIndexOf('OTP.REQUEST');
          return types.filter((type) => type === 'OTP.REQUEST').length >= 2 && last < types.length - 1;
        }, 'the second OTP.REQUEST reached the actor and it moved on');
        await review.waitForLit('otp.sent.cooldown');
        expect(await sandbox.outbox(phone)).toHaveLength(1);
      } finally {
        await page.close();
        await review.close();
      }
    });
  });
});
