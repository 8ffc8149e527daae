/**
 * The static review site (`npm run site`, `@loyalty-flows/atlas`'s `buildSite`), built into a temporary folder and opened
 * from `file://` as a reviewer opens it: the index links the three flows; every link leads to a file that
 * loads; each flow page draws its chart and replays its recorded session on it (a step forward lights the
 * step's state), shows every state's screens (each image loads) and reads in English and Thai with the
 * page's own Thai font; no page asks for anything but files; axe finds nothing.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  buildSite,
  hashImages,
  readApprovals,
  screenStatuses,
  sessionFile,
  sessionsDirOf,
  siteFlows,
} from '@loyalty-flows/atlas';
import type { ReviewSession } from '@loyalty-flows/review';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rendersThai } from '../support/browser';
import { useBrowser } from '../support/suite';

const atlasDir = join(import.meta.dirname, '..', '..', 'docs', 'atlas');
/** Where each screen of the atlas stands against its approval (screen id → status), from the files. */
const statuses = screenStatuses(
  readApprovals(join(atlasDir, 'approvals.json')),
  hashImages(join(atlasDir, 'img')),
);
const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
/** The Thai font the review page ships (its build inlines it), as the page's HTML carries it. */
const notoSansThai = readFileSync(
  require.resolve('@fontsource/noto-sans-thai/files/noto-sans-thai-thai-400-normal.woff2'),
).toString('base64');

/** axe's findings on the page, by rule (all of them, whatever their impact). */
async function axeViolations(page: Page): Promise<{ id: string; nodes: string[] }[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const { violations } = await (
      window as unknown as {
        axe: { run(): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> };
      }
    ).axe.run();
    return violations.map(({ id, nodes }) => ({
      id,
      nodes: nodes.slice(0, 3).map((node) => String(node.target)),
    }));
  });
}

/** Every image of the page scrolled into view (they load lazily) and decoded: the ones that did not load. */
async function brokenImages(page: Page): Promise<{ count: number; broken: string[] }> {
  return page.evaluate(async () => {
    const images = [...document.querySelectorAll('img')];
    const broken: string[] = [];
    for (const image of images) {
      image.scrollIntoView();
      await image.decode().catch(() => undefined);
      if (!image.complete || image.naturalWidth === 0) broken.push(image.getAttribute('src') ?? '');
    }
    return { count: images.length, broken };
  });
}

/** The state ids a state value names: `{ sent: 'cooldown' }` of `otp` → `otp.sent`, `otp.sent.cooldown`. */
function stateIds(value: unknown, prefix: string): string[] {
  if (typeof value === 'string') return [`${prefix}.${value}`];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [
    `${prefix}.${key}`,
    ...stateIds(child, `${prefix}.${key}`),
  ]);
}

describe('the static review site, from file://', () => {
  const browser = useBrowser();
  const outDir = mkdtempSync(join(tmpdir(), 'review-site-'));
  const index = pathToFileURL(join(outDir, 'index.html')).href;
  const requests: string[] = [];
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    buildSite(outDir, { atlasDir });
    context = await browser().newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
    context.on('request', (request) => requests.push(request.url()));
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  it('the index lists the three flows with a screen of each, and every link on it leads to a page there; axe finds nothing, in English or Thai', async () => {
    await page.goto(index);
    expect(
      await page
        .locator('.site-flow')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-flow'))),
    ).toEqual([...siteFlows]);
    const links = await page
      .locator('a[href]')
      .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
    expect(links).toHaveLength(siteFlows.length);
    for (const link of links) {
      expect(link.startsWith('file:'), link).toBe(true);
      expect(existsSync(fileURLToPath(link.replace(/#.*$/, ''))), link).toBe(true);
    }
    // Each flow's screen, in English and in Thai (one of them hidden).
    expect(await brokenImages(page)).toEqual({ count: siteFlows.length * 2, broken: [] });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('site-language').selectOption('th');
    await page.waitForFunction(() => document.documentElement.lang === 'th');
    expect(await page.locator('.site-flow h2 span[lang="th"]').first().isVisible()).toBe(true);
    expect(await page.locator('.site-flow h2 span[lang="en"]').first().isVisible()).toBe(false);
    expect(await rendersThai(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('site-language').selectOption('en');
  });

  describe.each(siteFlows)('the %s page', (flow) => {
    const session = JSON.parse(
      readFileSync(sessionFile(flow, sessionsDirOf(atlasDir)), 'utf8'),
    ) as ReviewSession;
    const actor = session.actors.find((candidate) => candidate.name === flow && !candidate.parentKey);
    const steps = session.steps.filter((step) => step.actorKey === actor?.key);

    it('opens from the index at the session’s first step, its script, styles and Thai font inside it', async () => {
      await page.goto(index);
      // The index's language is the page's: English chosen there opens the flow in English.
      await page.getByTestId('site-language').selectOption('en');
      await page.locator(`.site-flow[data-flow="${flow}"] a.site-open`).click();
      await page.waitForSelector('[data-testid="review-connection"][data-state="file"]');
      await page.waitForSelector('[data-testid="review-diagram"] [data-node-id].active');
      expect(await page.getByTestId('review-moment').textContent()).toContain(`Step ${steps[0]?.seq}`);
      const html = readFileSync(join(outDir, `${flow}.html`), 'utf8');
      expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+stylesheet/);
      expect(html, 'Noto Sans Thai inlined').toContain(notoSansThai);
    });

    it('replays its recorded session step by step with the chart lit: each step forward shows the step and lights its state', async () => {
      await page.locator('[data-testid="review-timeline"] [role="option"][aria-selected="true"]').click();
      const shownSeq = async () =>
        Number(/(\d+)/.exec((await page.getByTestId('review-moment').textContent()) ?? '')?.[1]);
      const firstSeq = await shownSeq();
      const first = steps.find((candidate) => candidate.seq === firstSeq);
      const before = JSON.stringify(stateIds(first?.snapshot.value, flow));
      let changed = false;
      // Forward until the state changes (ticks in one state light the same; a change inside a folded state
      // lights the same box): at most every step.
      for (let moves = 0; moves < steps.length && !changed; moves += 1) {
        const moment = await page.getByTestId('review-moment').textContent();
        await page.keyboard.press('ArrowDown');
        await page.waitForFunction(
          (shown) => document.querySelector('[data-testid="review-moment"]')?.textContent !== shown,
          moment,
        );
        const seq = await shownSeq();
        const step = steps.find((candidate) => candidate.seq === seq);
        expect(step, `step ${seq} is one of the ${flow} actor's`).toBeDefined();
        const expected = stateIds(step?.snapshot.value, flow);
        // A state inside a folded one (the page folds what a chart needs folded to be read) lights the
        // box it is folded into: its nearest drawn ancestor.
        await page.waitForFunction(
          (ids) =>
            ids.every((id) => {
              for (let shown = id; shown; shown = shown.slice(0, Math.max(0, shown.lastIndexOf('.')))) {
                const node = document.querySelector(
                  `[data-testid="review-diagram"] [data-node-id="${shown}"]`,
                );
                if (node) return node.classList.contains('active');
              }
              return false;
            }),
          expected,
        );
        changed = JSON.stringify(expected) !== before;
      }
      expect(changed, 'a step forward changed the state').toBe(true);
    });

    it('shows every state’s screens in both apps and languages with their approval, each image loaded, each link to a file there', async () => {
      await page.getByTestId('review-tab-atlas').click();
      await page.getByTestId('review-atlas-state').first().waitFor();
      const atlas = JSON.parse(readFileSync(join(atlasDir, 'atlas.json'), 'utf8')) as {
        machines: { machine: string; entries: { state: string; shots: unknown[] }[] }[];
      };
      const machine = atlas.machines.find((candidate) => candidate.machine === flow);
      expect(
        await page
          .getByTestId('review-atlas-state')
          .evaluateAll((states) => states.map((state) => state.getAttribute('data-state'))),
      ).toEqual(machine?.entries.map((entry) => entry.state));
      const shots = page.locator('.atlas-shot');
      expect(await shots.count()).toBe(
        machine?.entries.reduce((total, entry) => total + entry.shots.length, 0),
      );
      for (const app of ['react', 'vue'])
        for (const lang of ['en', 'th'])
          expect(
            await page.locator(`.atlas-shot[data-app="${app}"][data-lang="${lang}"]`).count(),
          ).toBeGreaterThanOrEqual(machine?.entries.length ?? 1);
      // Each screen says where it stands against its approval, as approvals.json and its image say; no
      // decision can be taken here (no server to take it).
      const shown = await page
        .locator('[data-screen-id]')
        .evaluateAll((holders) =>
          Object.fromEntries(
            holders.map((holder) => [
              holder.getAttribute('data-screen-id'),
              holder.querySelector('[data-testid="review-atlas-screen-status"]')?.getAttribute('data-status'),
            ]),
          ),
        );
      expect(shown).toEqual(
        Object.fromEntries(Object.entries(statuses).filter(([id]) => id.startsWith(`${flow}.`))),
      );
      expect(await page.getByTestId('review-atlas-approve').count()).toBe(0);
      const { count, broken } = await brokenImages(page);
      expect(broken).toEqual([]);
      expect(count).toBeGreaterThanOrEqual(30);
      const links = await page
        .locator('a[href]')
        .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
      for (const link of links) expect(existsSync(fileURLToPath(link.replace(/#.*$/, ''))), link).toBe(true);
    });

    it('reads in Thai with its Thai font (Noto Sans Thai, inlined), and axe finds nothing on its chart or its atlas', async () => {
      await page.getByTestId('review-language').selectOption('th');
      await page.waitForFunction(() => document.documentElement.lang === 'th');
      expect(await page.getByTestId('review-tab-atlas').textContent()).toMatch(/[\u0E00-\u0E7F]/);
      expect(await rendersThai(page)).toBe(true);
      expect(await page.evaluate(() => document.fonts.check('16px "Review Thai"', 'ภาษาไทย'))).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByTestId('review-tab-diagram').click();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByTestId('review-language').selectOption('en');
      await page.getByTestId('site-home').click();
      await page.waitForSelector('.site-flow');
    });
  });

  it('asked for nothing but files', () => {
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((url) => !url.startsWith('file:'))).toEqual([]);
  });
});
