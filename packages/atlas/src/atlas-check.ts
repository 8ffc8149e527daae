/**
 * The atlas check: every screen of a replay against its baseline (docs/atlas/img, whose hash
 * approvals.json records). A screen fails when it differs beyond the tolerance (`atlas-pixels.ts`), when
 * it has no baseline, or when the committed image is not the recorded one; a record for a screen the
 * replay no longer makes fails too. Whether a reviewer approved the screen is reported, never needed. Failures get a report page (before,
 * after, diff, images alongside). Run by the e2e atlas spec (`npm test`, `npm run atlas:check`) and by
 * `npm run atlas`.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sha256 } from './approval-files';
import { type Approvals, parseScreenId, type ScreenStatus, screenStatus } from './approval-records';
import { screenFile, screenPasses } from './approvals';
import { diffPngs, isChange } from './atlas-pixels';

/** One screen's outcome. */
export interface ScreenCheck {
  id: string;
  status: ScreenStatus | 'gone';
  /** Share of pixels that differ from the baseline (when both exist and have one size). */
  ratio?: number;
  /** Why, in words, when it fails. */
  reason?: string;
}

/** The whole check. */
export interface AtlasCheck {
  screens: ScreenCheck[];
  failed: ScreenCheck[];
  /** Full state ids (`otp.sent.cooldown`) with a failing screen, sorted. */
  failedStates: string[];
  /** The report page, when something failed. */
  report?: string;
}

/** What the check compares. */
export interface AtlasCheckInput {
  approvals: Approvals;
  /** docs/atlas/img: the baselines (recorded images). */
  approvedDir: string;
  /** The replay's screenshots (same file names). */
  replayDir: string;
  /** Screen ids the replay took. */
  screens: readonly string[];
  /** Apps the replay ran: an approval of one of them that the replay did not take is a screen gone. */
  apps: readonly string[];
  /** Where the report page goes when something fails. */
  reportDir: string;
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(2)} %`;

/** Diff images of the screens that changed, for the report. */
type DiffImages = Map<string, Buffer>;

function checkScreen(input: AtlasCheckInput, id: string, diffImages: DiffImages): ScreenCheck {
  const approval = input.approvals[id];
  const approvedFile = join(input.approvedDir, screenFile(id));
  if (!approval) return { id, status: 'no-baseline', reason: 'no baseline recorded' };
  const approvedBytes = existsSync(approvedFile) ? readFileSync(approvedFile) : undefined;
  if (!approvedBytes || sha256(approvedBytes) !== approval.sha256) {
    return { id, status: 'changed', reason: `docs/atlas/img/${screenFile(id)} is not the recorded image` };
  }
  const diff = diffPngs(approvedBytes, readFileSync(join(input.replayDir, screenFile(id))));
  const status = screenStatus(approval, !isChange(diff));
  if (status === 'changed' && diff.image) diffImages.set(id, diff.image);
  return {
    id,
    status,
    ratio: diff.ratio,
    ...(status === 'changed'
      ? { reason: diff.resized ? 'the screen changed size' : `${percent(diff.ratio)} of pixels differ` }
      : {}),
  };
}

/** Checks every screen of a replay; writes the report page when one fails. */
export function checkAtlas(input: AtlasCheckInput): AtlasCheck {
  const taken = new Set(input.screens);
  const diffImages: DiffImages = new Map();
  const screens = [...taken].sort().map((id) => checkScreen(input, id, diffImages));
  const gone = Object.keys(input.approvals)
    .filter((id) => !taken.has(id) && input.apps.includes(parseScreenId(id)?.app ?? ''))
    .map((id): ScreenCheck => ({ id, status: 'gone', reason: 'recorded, but the atlas no longer makes it' }));
  const failed = [
    ...screens.filter((screen) => screen.status === 'gone' || !screenPasses(screen.status)),
    ...gone,
  ];
  const failedStates = [
    ...new Set(failed.map((screen) => parseScreenId(screen.id)?.state ?? screen.id)),
  ].sort();
  if (failed.length === 0) return { screens, failed, failedStates };
  return { screens, failed, failedStates, report: writeReport(input, failed, diffImages) };
}

function writeReport(input: AtlasCheckInput, failed: ScreenCheck[], diffImages: DiffImages): string {
  mkdirSync(input.reportDir, { recursive: true });
  const html = (text: string) =>
    text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
  const rows = failed.map((screen) => {
    const stem = screenFile(screen.id).replace(/\.png$/, '');
    const cell = (from: string, to: string) => {
      if (!existsSync(from)) return '<td>—</td>';
      copyFileSync(from, join(input.reportDir, to));
      return `<td><img src="${to}" width="250" alt=""></td>`;
    };
    const before = cell(join(input.approvedDir, `${stem}.png`), `${stem}.before.png`);
    const after = cell(join(input.replayDir, `${stem}.png`), `${stem}.after.png`);
    const image = diffImages.get(screen.id);
    if (image) writeFileSync(join(input.reportDir, `${stem}.diff.png`), image);
    const diff = image ? `<td><img src="${stem}.diff.png" width="250" alt=""></td>` : '<td>—</td>';
    return `<tr><th><code>${html(screen.id)}</code><p>${html(screen.reason ?? screen.status)}</p></th>${before}${after}${diff}</tr>`;
  });
  const file = join(input.reportDir, 'index.html');
  writeFileSync(
    file,
    [
      '<!doctype html><html lang="en"><meta charset="utf-8"><title>Atlas check</title>',
      '<style>body{font-family:system-ui,sans-serif}th{text-align:left;vertical-align:top;max-width:16em}td{vertical-align:top}</style>',
      `<h1>Atlas check: ${failed.length} screens to review · หน้าจอที่ต้องตรวจ</h1>`,
      '<p>Record the new baselines with <code>npm run atlas -- --baseline &lt;state…&gt;</code>; a person reviewing the design approves them by name.</p>',
      '<table><tr><th>Screen</th><th>Baseline · ก่อน</th><th>Now · หลัง</th><th>Diff</th></tr>',
      ...rows,
      '</table></html>',
      '',
    ].join('\n'),
  );
  return file;
}

/** The check's failure in words: the failing state ids, each screen and why, the report, how to re-record. */
export function checkMessage(check: AtlasCheck): string {
  return [
    `atlas check: ${check.failed.length} screens of ${check.failedStates.length} states fail: ${check.failedStates.join(', ')}`,
    ...check.failed.map((screen) => `  ${screen.id}: ${screen.reason ?? screen.status}`),
    ...(check.report ? [`report: ${check.report}`] : []),
    `if the change is intended, record new baselines with: npm run atlas -- --baseline ${check.failedStates.join(' ')}`,
  ].join('\n');
}
