import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ReviewSession } from '@loyalty-flows/review';
import { secretsIn } from '@loyalty-flows/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppPage } from '../models/app-page';
import { NotificationsPage } from '../models/notifications-page';
import { OtpPage } from '../models/otp-page';
import { RedemptionsPage } from '../models/redemptions-page';
import { inspectInto, isLoopbackRequest, ReviewPage } from '../models/review-page';
import { useReviewServer } from '../support/review-server';
import { apps, eventually, sandbox, useBrowser } from '../support/suite';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
// The review guide's pictures (docs/inspector.md), written only when asked: SCREENSHOTS=1 npm test.
const docs = join(import.meta.dirname, '..', '..', 'docs');
const screenshots = join(docs, 'screenshots');
const takesScreenshots = process.env.SCREENSHOTS === '1';
const phone = '0812345678';

describe('the review page', () => {
  const browser = useBrowser();
  const server = useReviewServer();
  let review: ReviewPage;

  beforeAll(async () => {
    review = await ReviewPage.open(browser(), server().url);
  });
  afterAll(async () => {
    await review?.close();
  });

  /** An example app at `route`, reporting to the review server. */
  async function inspectedApp(app: (typeof apps)[number], route: string): Promise<AppPage> {
    const page = await AppPage.open(browser(), app, route);
    await inspectInto(page, server().url);
    return page;
  }

  /** The guide shows the React app's pictures (both apps draw the same page). */
  async function picture(name: string, app: (typeof apps)[number]): Promise<void> {
    if (!takesScreenshots || app.name !== 'react') return;
    mkdirSync(screenshots, { recursive: true });
    await review.page.screenshot({ path: join(screenshots, `review-${name}.png`) });
  }

  it.each(apps)(
    '$name app: Send code lights sent and its resend cooldown, the timeline has OTP.REQUEST and the hop through settling; advancing the clock past the code lights expired',
    async (app) => {
      await review.testId('review-reset').click();
      const page = await inspectedApp(app, '/otp');
      const otp = new OtpPage(page);
      await otp.setPhone(phone);
      await otp.send();
      await otp.waitForStatus('cooldown');

      await review.pickActor(`${app.name}-app`, 'otp');
      await review.waitForLit('otp.sent.cooldown');
      expect(await review.timelineText()).toContain('OTP.REQUEST');
      expect(await review.openStep('requestCode')).toContain('settling → sent');
      await review.followLive();
      await picture(`awaiting-${app.name}`, app);

      // The code lives 180 s: five minutes later it has expired, in the app and on the sandbox.
      await review.advanceClock(5);
      await review.waitForLit('otp.expired');
      await otp.waitForStatus('expired');
      await picture(`expired-${app.name}`, app);
      await page.close();
    },
  );

  it.each(apps)(
    "$name app: the page's form sends OTP.REQUEST in idle (one SMS, the code sent), again in the cooldown (none); just after the code's expiry lights expired",
    async (app) => {
      await review.reset();
      const page = await inspectedApp(app, '/otp');
      const otp = new OtpPage(page);
      await review.pickActor(`${app.name}-app`, 'otp');
      await review.waitForLit('otp.idle');
      const smsBefore = (await sandbox.outbox(phone)).length;

      await review.sendEvent('OTP.REQUEST');
      await review.waitForLit('otp.sent.cooldown');
      await otp.waitForStatus('cooldown');
      await eventually(async () => (await sandbox.outbox(phone)).length === smsBefore + 1, 'one SMS sent');

      // In the cooldown the machine takes the request (this one names the contact, so its step is told
      // apart) and, deciding on a clock read, sends no SMS: two clock ticks later nothing left cooldown.
      await review.sendEvent('OTP.REQUEST', `{"contact": {"contactNumber": "${phone}"}}`);
      await eventually(
        async () =>
          (await stepsFromContactRequest(`${app.name}-app`)).filter(
            (step) => step.event.type === 'CLOCK.TICK',
          ).length >= 2,
        'the second OTP.REQUEST taken and two clock ticks after it',
      );
      const values = (await stepsFromContactRequest(`${app.name}-app`)).map((step) => step.snapshot.value);
      expect(values.filter((value) => JSON.stringify(value) !== '{"sent":"cooldown"}')).toEqual([]);
      expect(await sandbox.outbox(phone)).toHaveLength(smsBefore + 1);
      expect(await review.testId('review-notice').textContent()).toBe('');

      await review.jumpToDeadline('expiresAt', 'after');
      await review.page.waitForSelector('[data-testid="review-diagram"] [data-node-id$="expired"].active');
      await otp.waitForStatus('expired');
      await page.close();
    },
  );

  /** The steps of the OTP actor of the connected tab of `app` from the first request naming a contact on. */
  async function stepsFromContactRequest(app: string): Promise<ReviewSession['steps']> {
    const session = (await (await fetch(`${server().url}/session.json`)).json()) as ReviewSession;
    const tabs = new Set(
      session.tabs.filter((tab) => tab.app === app && tab.connected).map((tab) => tab.key),
    );
    const actors = new Set(
      session.actors
        .filter((actor) => actor.name === 'otp' && tabs.has(actor.tabKey))
        .map((actor) => actor.key),
    );
    const steps = session.steps.filter((step) => actors.has(step.actorKey));
    const first = steps.findIndex((step) => step.event.type === 'OTP.REQUEST' && step.event.contact);
    return first < 0 ? [] : steps.slice(first);
  }

  it('reaches offline, retrying and locked from its controls, with no code edited', async () => {
    const [app] = apps;
    if (app === undefined) throw new Error('no app under test');
    await review.reset();
    const inbox = await inspectedApp(app, '/notifications');
    const flow = (state: string) => inbox.page.waitForSelector(`section[data-flow-state*='"${state}"']`);
    const notifications = new NotificationsPage(inbox);
    await notifications.waitForList();
    // Offline: reads made meanwhile wait in the page (the reads region goes offline) until the network is back.
    await review.toggleOffline();
    await notifications.readAll();
    await flow('offline');
    await review.toggleOffline();
    await inbox.page.waitForSelector(`section[data-flow-state]:not([data-flow-state*='"offline"'])`);

    // Retrying: the service fails the reads three times with a 5xx.
    await review.reset();
    await inbox.reload();
    await notifications.waitForList();
    await review.injectFault('noti.read', 'status', 3);
    await notifications.readAll();
    await flow('retrying');
    await inbox.close();

    const page = await inspectedApp(app, '/otp');
    const otp = new OtpPage(page);
    await otp.setPhone(phone);
    await otp.send();
    await otp.waitForStatus('cooldown');
    await review.injectFault('otp.verify', 'rate_limited', 1);
    await otp.verify((await sandbox.outbox(phone))[0]?.code ?? '');
    await otp.waitForStatus('locked');
    await review.pickActor(`${app.name}-app`, 'otp');
    await review.waitForLit('otp.locked');
    await page.close();
  });

  it("Atlas tab: the repository atlas from the review server, every state of the first machine, its screens loaded, axe clean; a state leads to its machine's live chart", async () => {
    // An app with an actor of the atlas's first machine (otp), so its states offer the live chart.
    const app = await inspectedApp(apps[0] as (typeof apps)[number], '/otp');
    const atlas = JSON.parse(readFileSync(join(docs, 'atlas', 'atlas.json'), 'utf8')) as {
      machines: { entries: { state: string }[] }[];
    };
    await review.testId('review-tab-atlas').click();
    const states = review.testId('review-atlas-state');
    await states.first().waitFor();
    expect(await states.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-state')))).toEqual(
      atlas.machines[0]?.entries.map((entry) => entry.state),
    );
    const shot = states.first().locator('.atlas-shot img').first();
    expect(await shot.getAttribute('src')).toMatch(/^\/atlas\/img\/[\w.-]+\.png$/);
    await shot.scrollIntoViewIfNeeded();
    await review.page.waitForFunction(
      (image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0,
      await shot.elementHandle(),
    );
    await review.page.addScriptTag({ content: axeSource });
    const violations = await review.page.evaluate(async () => {
      const { violations } = await (
        window as unknown as {
          axe: { run(context: unknown): Promise<{ violations: { id: string; nodes: unknown[] }[] }> };
        }
      ).axe.run({ include: ['[data-testid="review-atlas"]'] });
      return violations.map(({ id, nodes }) => ({ id, nodes: nodes.length }));
    });
    expect(violations).toEqual([]);

    await states.first().locator('.atlas-live').click();
    expect(await review.testId('review-tab-diagram').getAttribute('aria-selected')).toBe('true');
    await review.page.waitForSelector('[data-testid="review-diagram"] [data-node-id="otp.idle"]');
    await app.close();
  });

  it('asks nothing of any address but this machine', () => {
    expect(review.requests.length).toBeGreaterThan(0);
    expect(review.requests.filter((url) => !isLoopbackRequest(url))).toEqual([]);
  });

  it('has no serious or critical axe violation', async () => {
    await review.page.addScriptTag({ content: axeSource });
    const violations = await review.page.evaluate(async () => {
      const { violations } = await (
        window as unknown as {
          axe: { run(): Promise<{ violations: { id: string; impact: string | null; nodes: unknown[] }[] }> };
        }
      ).axe.run();
      return violations.map(({ id, impact, nodes }) => ({ id, impact, nodes: nodes.length }));
    });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});

describe('secrets never reach the review server', () => {
  const browser = useBrowser();
  const server = useReviewServer();

  it.each(apps)(
    '$name app: after a code typed and verified and a voucher opened, the stored session holds no code, token, subscription key or serial',
    async (app) => {
      const seen = { codes: [] as string[], tokens: [] as string[], serials: new Set<string>() };
      const page = await AppPage.open(browser(), app, '/otp');
      await inspectInto(page, server().url);
      page.page.on('response', async (response) => {
        const path = new URL(response.url()).pathname;
        if (!path.startsWith('/api/')) return;
        const body = await response.text().catch(() => '');
        for (const [, token] of body.matchAll(/"token"\s*:\s*"([^"]+)"/gi)) seen.tokens.push(token as string);
        for (const [, serial] of body.matchAll(/"Serial"\s*:\s*"([^"]+)"/g))
          seen.serials.add(serial as string);
      });

      const otp = new OtpPage(page);
      await otp.setPhone(phone);
      await otp.send();
      await otp.waitForStatus('cooldown');
      const [message] = await sandbox.outbox(phone);
      const code = message?.code ?? '';
      seen.codes.push(code);
      await otp.verify(code);
      await page.testId('otp-result').waitFor();
      // The page's response listener reads bodies asynchronously: wait for it, not for a moment.
      await eventually(async () => seen.tokens.length > 0, 'the verify answer with its token was read');

      await page.page.goto(`${app.url}/redemptions`);
      const history = new RedemptionsPage(page);
      await history.waitForList();
      await history.openFirstReady();
      await page.testId('serial-popup').waitFor();
      seen.serials.add(await history.serialText());
      await eventually(async () => seen.serials.size > 1, 'the listed serials were read');

      const stored = await eventually(async () => {
        const text = await (await fetch(`${server().url}/session.json`)).text();
        return text.includes('OTP.VERIFY') && text.includes('redemption');
      }, 'the session holds the verify and the redemption steps').then(async () =>
        (await fetch(`${server().url}/session.json`)).text(),
      );
      expect(stored).toContain('[redacted]');
      const secrets = [
        ...seen.codes,
        ...seen.tokens,
        ...seen.serials,
        'sandbox-subscription-key',
        'sandbox-token',
      ];
      expect(
        secretsIn(
          stored,
          secrets.filter((secret) => secret.length >= 4),
        ),
      ).toEqual([]);
      await page.close();
    },
  );
});
