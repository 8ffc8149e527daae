import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { CDPSession } from 'playwright-core';
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

/** What the check of every Thai text node found: those drawn, those not drawn, and what is wrong. */
interface ThaiTextFonts {
  drawn: number;
  drawnInSvg: number;
  notDrawn: number;
  failures: string[];
}

type CdpNode = {
  nodeId: number;
  nodeType: number;
  nodeName: string;
  nodeValue?: string;
  children?: CdpNode[];
  contentDocument?: CdpNode;
};

/**
 * Every text node of the page that holds Thai, HTML and SVG alike (Chromium's DevTools protocol: the
 * fonts it drew each with, `CSS.getPlatformFontsForNode`). A drawn one must have its Thai drawn by the
 * shipped font (the only custom font: it reports its file's name) and no more left to system fonts than
 * its other characters; one not drawn (a closed menu's options) must have the shipped font first in its
 * font list. Tooltips (`title`) are drawn by the browser, not the page, and are left out.
 */
async function thaiTextFonts(review: ReviewPage): Promise<ThaiTextFonts> {
  await review.page.evaluate(() => document.fonts.ready.then(() => undefined));
  const cdp = await review.context.newCDPSession(review.page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    // A live page redraws parts of itself (the timeline, the countdown) while a pass looks at it: a text
    // node replaced meanwhile is looked at in the next pass, as its replacement. A failure found in any
    // pass stands; the passes end when one saw no node vanish, or after ten (on a busy machine a redraw
    // can replace some texts in every pass; those it replaced in the last pass are not looked at).
    const failures = new Set<string>();
    for (let pass = 1; ; pass += 1) {
      const result = await thaiTextPass(cdp);
      for (const failure of result.failures) failures.add(failure);
      if (result.vanished === 0 || pass >= 10) return { ...result, failures: [...failures] };
    }
  } finally {
    await cdp.detach();
  }
}

async function thaiTextPass(cdp: CDPSession): Promise<ThaiTextFonts & { vanished: number }> {
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: CdpNode };
  const texts: { node: CdpNode; parent: CdpNode; inSvg: boolean }[] = [];
  const walk = (node: CdpNode, parent: CdpNode, inSvg: boolean) => {
    const name = node.nodeName.toLowerCase();
    if (['title', 'style', 'script', 'head'].includes(name)) return;
    if (node.nodeType === 3 && /[\u0E01-\u0E5B]/.test(node.nodeValue ?? ''))
      texts.push({ node, parent, inSvg });
    for (const child of [...(node.children ?? []), ...(node.contentDocument ? [node.contentDocument] : [])]) {
      walk(child, node, inSvg || name === 'svg');
    }
  };
  walk(root, root, false);
  const result = { drawn: 0, drawnInSvg: 0, notDrawn: 0, vanished: 0, failures: [] as string[] };
  for (const { node, parent, inSvg } of texts) {
    const text = node.nodeValue ?? '';
    const where = `<${parent.nodeName.toLowerCase()}> "${text.trim().slice(0, 40)}"`;
    const answer = (await cdp
      .send('CSS.getPlatformFontsForNode', { nodeId: node.nodeId })
      .catch(() => undefined)) as
      | { fonts: { familyName: string; isCustomFont: boolean; glyphCount: number }[] }
      | undefined;
    if (answer === undefined) {
      result.vanished += 1;
      continue;
    }
    const { fonts } = answer;
    if (fonts.length === 0) {
      result.notDrawn += 1;
      const style = (await cdp
        .send('CSS.getComputedStyleForNode', { nodeId: parent.nodeId })
        .catch(() => undefined)) as { computedStyle: { name: string; value: string }[] } | undefined;
      if (style === undefined) {
        result.notDrawn -= 1;
        result.vanished += 1;
        continue;
      }
      const family = style.computedStyle.find((property) => property.name === 'font-family')?.value ?? '';
      if (!family.startsWith('"Review Thai"'))
        result.failures.push(`${where} not drawn, font-family ${family}`);
      continue;
    }
    result.drawn += 1;
    if (inSvg) result.drawnInSvg += 1;
    const thai = text.match(/[\u0E01-\u0E5B]/g)?.length ?? 0;
    const glyphs = (custom: boolean) =>
      fonts.filter((font) => font.isCustomFont === custom).reduce((sum, font) => sum + font.glyphCount, 0);
    // The shipped font draws every Thai character (a vowel such as ำ is two glyphs); system fonts the rest at most.
    if (glyphs(true) < thai || glyphs(false) > text.length - thai) {
      result.failures.push(`${where}: ${JSON.stringify(fonts)}`);
    }
  }
  return result;
}

/**
 * The chart's state names as drawn: each name's (or transient state's caption's) font size times the
 * chart's scale on screen, per state.
 */
async function nameSizesOnScreen(review: ReviewPage): Promise<{ id: string; px: number }[]> {
  return review.page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="review-diagram"] [data-node-id]')].flatMap((node) => {
      const name = node.querySelector(':scope > .name, :scope > .caption');
      if (!(name instanceof SVGGraphicsElement)) return [];
      const scale = name.getScreenCTM()?.a ?? 0;
      const px = Number.parseFloat(getComputedStyle(name).fontSize) * scale;
      return [{ id: node.getAttribute('data-node-id') ?? '', px }];
    }),
  );
}

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

    it('draws every Thai text of the page with a font that has Thai glyphs', async () => {
      await review.testId('review-language').selectOption('th');
      try {
        await review.page.waitForFunction(() => document.documentElement.lang === 'th');
        const checked = await thaiTextFonts(review);
        expect(checked.failures).toEqual([]);
        expect(checked.drawn).toBeGreaterThan(5);
      } finally {
        await review.testId('review-language').selectOption('en');
      }
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
      // The list redraws on the page's next frame: wait for the helper to be listed, not for time.
      await review
        .testId(`review-app-${app.name}-app`)
        .locator('[data-testid="review-actor-storageSync"]:visible')
        .first()
        .waitFor();
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
      // Each state's name (a transient state's caption, a folded state's box) in type at least 10 px.
      const names = await nameSizesOnScreen(review);
      expect(names.map(({ id }) => id).sort()).toEqual(nodes.map(({ id }) => id).sort());
      expect(names.filter(({ px }) => px < 10).map(({ id, px }) => `${id}: ${px.toFixed(2)} px`)).toEqual([]);
    });

    it('draws every Thai text, the chart and its legend included, with a font that has Thai glyphs', async () => {
      await review.testId('review-language').selectOption('th');
      try {
        await review.page.waitForSelector('[data-testid="review-diagram"] .legend text');
        await review.page.waitForFunction(() =>
          /[\u0E01-\u0E5B]/.test(
            document.querySelector('[data-testid="review-diagram"] .legend')?.textContent ?? '',
          ),
        );
        // Paused, the page records no step, so the countdown's ticks redraw no timeline or context while
        // every text is looked at (only the count of steps not recorded changes).
        await review.testId('review-pause').click();
        await review.page.waitForSelector('[data-testid="review-pause"][aria-pressed="true"]');
        const checked = await thaiTextFonts(review);
        expect(checked.failures).toEqual([]);
        expect(checked.drawnInSvg).toBeGreaterThanOrEqual(5);
      } finally {
        if ((await review.testId('review-pause').getAttribute('aria-pressed')) === 'true') {
          await review.testId('review-pause').click();
        }
        await review.testId('review-language').selectOption('en');
      }
      // The chart drawn again in English (its legend is in the same drawing), so the next test measures
      // that chart, not the Thai one about to be replaced.
      await review.page.waitForFunction(() => {
        const legend = document.querySelector('[data-testid="review-diagram"] .legend')?.textContent ?? '';
        return legend !== '' && !/[\u0E01-\u0E5B]/.test(legend);
      });
      await review.waitForLit('otp.sent.cooldown');
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
      await review.page.waitForSelector('[data-testid="review-replay"][aria-pressed="true"]');
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
