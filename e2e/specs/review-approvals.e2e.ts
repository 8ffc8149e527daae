import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Approvals, atlasPlugin, parseApprovals, screenFile } from '@loyalty-flows/atlas';
import { otpMachine } from '@loyalty-flows/core/otp';
import { serializeMachine } from '@loyalty-flows/review/graph';
import { type ReviewServer, startReviewServer } from '@loyalty-flows/review/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReviewPage } from '../models/review-page';
import { useBrowser } from '../support/suite';

/**
 * Sign-off on the review page, in Chromium, on a temporary copy of docs/atlas (the repository's
 * approvals.json is never written): a designer asks for changes to `otp.sent.cooldown` with a comment,
 * sees it on the Atlas tab and on the chart's marks, and finds approvals.json changed on disk (the comment,
 * the images' SHA-256, the name typed); then approves the state by name (a baseline until then) and finds
 * the file at approved, in that name.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const repoAtlas = join(import.meta.dirname, '..', '..', 'docs', 'atlas');
const state = 'otp.sent.cooldown';
const comment = 'The resend countdown should be larger';

/** An imported session: one OTP actor that went idle → sending → sent.cooldown (the chart's "reached"). */
function otpSession(): string {
  const snapshot = (value: unknown) => ({ value, context: {}, status: 'active' });
  const actorKey = 'react-app/t1/x:0';
  const step = (seq: number, type: string, targets: string[], value: unknown) => ({
    seq,
    actorKey,
    at: seq * 1_000,
    event: { type },
    microsteps: [{ source: 'otp', event: type, targets }],
    actions: [],
    snapshot: snapshot(value),
  });
  return JSON.stringify({
    format: 'loyalty-flows-review',
    version: 1,
    startedAt: 0,
    clockOffsetMs: 0,
    tabs: [{ key: 'react-app/t1', app: 'react-app', tab: 't1', connectedAt: 0, connected: false }],
    actors: [
      {
        key: actorKey,
        tabKey: 'react-app/t1',
        actorId: 'x:0',
        name: 'otp',
        definition: serializeMachine(otpMachine),
        snapshot: snapshot({ idle: 'ready' }),
        startedAt: 0,
      },
    ],
    steps: [
      step(1, 'OTP.REQUEST', ['otp.sending'], 'sending'),
      step(2, 'xstate.done.actor.requestCode', ['otp.sent'], { sent: 'cooldown' }),
    ],
  });
}

describe('sign-off on the review page', () => {
  const browser = useBrowser();
  let atlasDir: string;
  let server: ReviewServer;
  let review: ReviewPage;
  const repoApprovals = readFileSync(join(repoAtlas, 'approvals.json'), 'utf8');

  const onDisk = (): Approvals => parseApprovals(readFileSync(join(atlasDir, 'approvals.json'), 'utf8'));
  const imageHash = (id: string) =>
    createHash('sha256')
      .update(readFileSync(join(atlasDir, 'img', screenFile(id))))
      .digest('hex');
  const card = () => review.page.locator(`[data-testid="review-atlas-signoff"][data-state-id="${state}"]`);
  const cardScreens = () =>
    review.page.locator(`[data-testid="review-atlas-state"][data-state="sent.cooldown"] [data-screen-id]`);

  beforeAll(async () => {
    atlasDir = mkdtempSync(join(tmpdir(), 'review-approvals-'));
    cpSync(repoAtlas, atlasDir, { recursive: true });
    server = await startReviewServer({ port: 0, plugins: [atlasPlugin(atlasDir)] });
    review = await ReviewPage.open(browser(), server.url);
  });

  afterAll(async () => {
    await review?.close();
    await server?.close();
    rmSync(atlasDir, { recursive: true, force: true });
  });

  it('asks for changes with a comment: the Atlas tab shows it, approvals.json holds it with each image hash', async () => {
    await review.testId('review-tab-atlas').click();
    await card().waitFor();
    expect(await card().getByTestId('review-atlas-verdict').getAttribute('data-status')).toBe('baseline');
    expect(await card().getByTestId('review-atlas-verdict').textContent()).toBe(
      'Sign-off: ○ baseline (not yet approved)',
    );
    await card().getByTestId('review-atlas-comment').fill(comment);
    // Without the reviewer's name nothing is sent.
    await card()
      .getByRole('button', { name: /^Request changes to all 4/ })
      .click();
    await card().locator('[data-testid="review-atlas-decision-status"][data-outcome="failed"]').waitFor();
    expect(readFileSync(join(atlasDir, 'approvals.json'), 'utf8')).toBe(repoApprovals);
    await review.page.getByLabel('Your name (who approves)').fill('Ploy');
    await card()
      .getByRole('button', { name: /^Request changes to all 4/ })
      .click();
    await card().locator('[data-testid="review-atlas-decision-status"][data-outcome="done"]').waitFor();
    expect(await card().getByTestId('review-atlas-decision-status').textContent()).toBe(
      'Changes requested on 4 screens.',
    );
    expect(await card().getByTestId('review-atlas-verdict').textContent()).toBe(
      'Sign-off: ✎ changes requested',
    );
    const statuses = await cardScreens().evaluateAll((holders) =>
      holders.map((holder) => holder.querySelector('.atlas-screen-status')?.getAttribute('data-status')),
    );
    expect(statuses).toEqual([
      'changes-requested',
      'changes-requested',
      'changes-requested',
      'changes-requested',
    ]);
    expect(await cardScreens().first().textContent()).toContain(comment);

    const written = Object.entries(onDisk()).filter(([id]) => id.startsWith(`${state}/`));
    expect(written.map(([id]) => id).sort()).toEqual([
      `${state}/react/en/light`,
      `${state}/react/th/light`,
      `${state}/vue/en/light`,
      `${state}/vue/th/light`,
    ]);
    for (const [id, approval] of written) {
      expect(approval).toMatchObject({
        status: 'changes-requested',
        comment,
        by: 'Ploy',
        sha256: imageHash(id),
      });
    }
    expect(readFileSync(join(repoAtlas, 'approvals.json'), 'utf8')).toBe(repoApprovals);
    expect(await review.axeViolations(axeSource)).toEqual([]);
  });

  it("marks the chart: the state reached in the session, its screens' changes requested, a legend", async () => {
    await review.testId('review-tab-diagram').click();
    await review.testId('review-import').setInputFiles({
      name: 'otp-session.json',
      mimeType: 'application/json',
      buffer: Buffer.from(otpSession()),
    });
    const mark = (id: string) => review.page.locator(`[data-node-id="${id}"] > .coverage-mark`);
    await mark(state).waitFor();
    expect(await mark(state).getAttribute('data-coverage')).toBe('changes-requested');
    expect(await mark(state).getAttribute('data-reached')).toBe('true');
    expect(await mark(state).locator('title').textContent()).toBe(
      `${state}: reached in this session; 4 screens: changes requested`,
    );
    expect(await mark('otp.locked').getAttribute('data-reached')).toBe('false');
    expect(await mark('otp.locked').getAttribute('data-coverage')).toBe('baseline');
    expect(await review.testId('review-coverage-legend').isVisible()).toBe(true);
    expect(await review.axeViolations(axeSource)).toEqual([]);
  });

  it('approves the state by name: approvals.json at approved, the chart and the tab say so, in Thai too', async () => {
    await review.testId('review-tab-atlas').click();
    await card()
      .getByRole('button', { name: /^Approve all 4 screens/ })
      .click();
    await card().locator('[data-testid="review-atlas-verdict"][data-status="approved"]').waitFor();
    for (const [id, approval] of Object.entries(onDisk()).filter(([id]) => id.startsWith(`${state}/`))) {
      expect(approval).toMatchObject({ status: 'approved', by: 'Ploy', sha256: imageHash(id) });
      expect(approval).not.toHaveProperty('comment');
    }
    await review.testId('review-language').selectOption('th');
    await card().locator('[data-testid="review-atlas-verdict"]', { hasText: 'อนุมัติแล้ว' }).waitFor();
    await review.testId('review-tab-diagram').click();
    await review.page
      .locator(`[data-node-id="${state}"] > .coverage-mark[data-coverage="approved"]`)
      .waitFor();
    expect(await review.testId('review-coverage-legend').textContent()).toContain('ไปถึงแล้วในเซสชันนี้');
    expect(readFileSync(join(repoAtlas, 'approvals.json'), 'utf8')).toBe(repoApprovals);
  });
});
