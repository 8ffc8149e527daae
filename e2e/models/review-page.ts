import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AppPage } from './app-page';

/**
 * The review page (packages/review's page, served by the review server at `/`): the actor picker, the
 * statechart, the timeline and the clock. Reads the test ids the page documents in its `main.ts`.
 */
export class ReviewPage {
  /** Every URL the page asked for, in order (documents, scripts, fonts, sockets). */
  readonly requests: string[] = [];

  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
  ) {
    page.on('request', (request) => this.requests.push(request.url()));
    page.on('websocket', (socket) => this.requests.push(socket.url()));
  }

  /** Opens the page of the review server at `url` in a fresh context, wide enough for its three panes. */
  static async open(browser: Browser, url: string): Promise<ReviewPage> {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'reduce',
    });
    const review = new ReviewPage(context, await context.newPage());
    await review.page.goto(`${url}/`);
    await review.page.waitForSelector('[data-testid="review-connection"][data-state="live"]');
    return review;
  }

  testId(id: string) {
    return this.page.getByTestId(id);
  }

  /** Picks the actor named `name` (the machine id) of the app `app` (`react-app`, `vue-app`). */
  async pickActor(app: string, name: string): Promise<void> {
    const actor = this.testId(`review-app-${app}`).getByTestId(`review-actor-${name}`).last();
    await actor.waitFor();
    await actor.click();
  }

  /** Waits until the statechart lights the node `nodeId` (`otp.sent.cooldown`). */
  async waitForLit(nodeId: string, timeoutMs = 15_000): Promise<void> {
    await this.page.waitForSelector(`[data-testid="review-diagram"] [data-node-id="${nodeId}"].active`, {
      timeout: timeoutMs,
    });
  }

  /** The timeline's rows as text (only the rows in view exist). */
  async timelineText(): Promise<string> {
    return (await this.testId('review-timeline').textContent()) ?? '';
  }

  /** Opens the newest step whose row mentions `text` (its toggle shows the microsteps); the timeline's text then. */
  async openStep(text: string): Promise<string> {
    const row = this.testId('review-timeline').locator('[role="option"]', { hasText: text }).last();
    await row.waitFor();
    await row.locator('[data-toggle]').click();
    await this.testId('review-timeline').locator('[role="option"].open', { hasText: text }).last().waitFor();
    return (await this.testId('review-timeline').textContent()) ?? '';
  }

  /** Back to the newest step after a click picked an older one. */
  async followLive(): Promise<void> {
    if (await this.testId('review-follow-live').isVisible()) await this.testId('review-follow-live').click();
  }

  /** Advances the apps' and the sandbox's clock by `minutes` with the page's own control. */
  async advanceClock(minutes: number): Promise<void> {
    await this.testId('review-clock-minutes').fill(String(minutes));
    await this.testId('review-clock-advance').click();
  }

  /** Arms a fault on the sandbox with the page's fault controls: `times` 1, 3, or 0 (until cleared). */
  async injectFault(
    route: string,
    kind: 'rate_limited' | 'status' | 'drop',
    times: 0 | 1 | 3,
  ): Promise<void> {
    await this.testId('review-fault-route').selectOption(route);
    await this.testId('review-fault-kind').selectOption(kind);
    await this.testId('review-fault-times').selectOption(String(times));
    await this.testId('review-fault-inject').click();
  }

  /**
   * Takes the network away from every app tab, or gives it back (the page's toggle), and waits until the
   * server says it did (the toggle shows what the server tells every page).
   */
  async toggleOffline(): Promise<void> {
    const toggle = this.testId('review-offline');
    const pressed = await toggle.getAttribute('aria-pressed');
    await toggle.click();
    await this.page.waitForSelector(
      `[data-testid="review-offline"][aria-pressed="${pressed === 'true' ? 'false' : 'true'}"]`,
    );
  }

  /** The sandbox back to its seed, the clock back to now, the network back. */
  async reset(): Promise<void> {
    await this.testId('review-reset').click();
  }

  /** Sends the actor shown the event `type` (one its app declared sendable) with `payload` (JSON), from the page's form. */
  async sendEvent(type: string, payload = ''): Promise<void> {
    const send = this.testId('review-send-event');
    await this.page.waitForSelector('[data-testid="review-send-event"]:not([disabled])');
    await this.testId('review-send-event-type').selectOption(type);
    await this.testId('review-send-event-payload').fill(payload);
    await send.click();
  }

  /**
   * Moves the shared clock to just `before`, `at` or just `after` the deadline at `path` of the context
   * shown (`expiresAt`), with that deadline's own button.
   */
  async jumpToDeadline(path: string, when: 'before' | 'at' | 'after'): Promise<void> {
    const jump = this.testId('review-deadlines')
      .locator(`[data-deadline="${path}"]`)
      .getByTestId(`review-deadline-${when}`);
    await jump.waitFor();
    await jump.click();
  }

  /**
   * Where the chart's states stand against its pane, as drawn: each state's box and the height of its
   * name's text box (px on screen), and the pane's box.
   */
  async chartGeometry(): Promise<ChartGeometry> {
    return this.page.evaluate(() => {
      const box = (element: Element) => {
        const { left, top, right, bottom, width, height } = element.getBoundingClientRect();
        return { left, top, right, bottom, width, height };
      };
      const pane = document.querySelector('[data-testid="review-diagram"]');
      if (!pane) throw new Error('no diagram pane');
      const nodes = [...pane.querySelectorAll('[data-node-id]')].map((node) => {
        const shape = node.querySelector(':scope > rect, :scope > circle, :scope > path') ?? node;
        const name = node.querySelector(':scope > .name');
        return {
          id: node.getAttribute('data-node-id') ?? '',
          box: box(shape),
          nameHeight: name ? name.getBoundingClientRect().height : 0,
        };
      });
      return { pane: box(pane), nodes };
    });
  }

  /** The box of state `nodeId` on screen. */
  async nodeBox(nodeId: string): Promise<{ width: number; height: number }> {
    const box = await this.page
      .locator(`[data-testid="review-diagram"] [data-node-id="${nodeId}"] > rect`)
      .first()
      .boundingBox();
    if (!box) throw new Error(`state ${nodeId} is not drawn`);
    return box;
  }

  /**
   * Clicks the label of the first transition on `event` that the chart marks as available to send, as a
   * reviewer's mouse does: on its first line (Playwright finds no stable box on an SVG group, and the middle
   * of a two-line label falls between its lines, which take no click).
   */
  async clickChartEvent(event: string): Promise<void> {
    const label = this.page
      .locator(`[data-testid="review-diagram"] .available[data-event="${event}"] text`)
      .first();
    await label.waitFor();
    const box = await label.boundingBox();
    if (!box) throw new Error(`the ${event} transition's label is not drawn`);
    // Centred text: the middle of the box, on the first line.
    await this.page.mouse.click(box.x + box.width / 2, box.y + Math.min(4, box.height / 4));
  }

  /** The test ids of the actors listed (shown) under the app `app`. */
  async listedActors(app: string): Promise<string[]> {
    return this.testId(`review-app-${app}`)
      .locator('[data-actor-key]:visible')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid') ?? ''));
  }

  /** Runs axe on the whole page; the violations, by rule and impact. */
  async axeViolations(
    axeSource: string,
  ): Promise<{ id: string; impact: string | null; nodes: number; targets: string[] }[]> {
    await this.page.addScriptTag({ content: axeSource });
    return this.page.evaluate(async () => {
      const { violations } = await (
        window as unknown as {
          axe: { run(): Promise<{ violations: { id: string; impact: string | null; nodes: unknown[] }[] }> };
        }
      ).axe.run();
      return violations.map(({ id, impact, nodes }) => ({
        id,
        impact,
        nodes: nodes.length,
        targets: nodes.slice(0, 3).map((node) => String((node as { target?: unknown }).target)),
      }));
    });
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

/** The chart as drawn: the pane's box and each state's box and name height, px on screen. */
export interface ChartGeometry {
  pane: ScreenBox;
  nodes: { id: string; box: ScreenBox; nameHeight: number }[];
}

/** A box on screen, as `getBoundingClientRect` gives it. */
interface ScreenBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
}

/** Points an example app opened in `app` at the review server and turns its Inspect switch on (one reload). */
export async function inspectInto(app: AppPage, reviewUrl: string): Promise<void> {
  await app.page.evaluate((url) => {
    localStorage.setItem('loyalty-flows:review-server', url);
    localStorage.setItem('loyalty-flows:inspect', 'on');
  }, reviewUrl);
  await app.reload();
}

/** Whether `url` names this machine: 127.0.0.1, localhost or [::1] (or is a page-local data/blob URL). */
export function isLoopbackRequest(url: string): boolean {
  if (url.startsWith('data:') || url.startsWith('blob:') || url === 'about:blank') return true;
  return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);
}
