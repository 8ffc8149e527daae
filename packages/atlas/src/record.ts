/**
 * `loyalty-atlas record` (`npm run atlas`): replays every atlas entry (the `--replay` command, run with
 * `ATLAS=1` and `ATLAS_OUT=<a temporary folder>`: this repository's e2e/specs/atlas.e2e.ts, which prints
 * its progress and fails naming the state, app and language it could not reach), checks each screen
 * against its baseline (`atlas-check.ts`), then writes the atlas folder (docs/atlas/) — the index, one
 * page per machine, the charts with each state lit (the `--machines` module's machines), and atlas.json for
 * the review page's Atlas tab. Its img/ holds recorded images only: a changed screen keeps its baseline
 * until one is recorded anew.
 *
 * Options: `--baseline <state…>` records the new images of those states (every app, language and scheme)
 * as their baselines in img/ and approvals.json, as the git user, with `--note <text>`; `all` records every
 * screen that fails the check and drops the records of screens no longer made. A baseline is not an
 * approval: `--approve <state…> --by <name>` (refused without `--by`) is a person reviewing the design
 * approving those screens' images by name. `--pages-only` rewrites the pages
 * from the last run's atlas.json without a browser; `--compare <git-ref>` then puts each changed screen
 * of the ref beside the working tree's, with a pixel diff, in a page under the system's temp directory.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gitUserName, hashImages, readApprovals, writeApprovals } from './approval-files';
import { type ScreenStatus, screenIdOfFile, screenStatus } from './approval-records';
import { approve, keepScreens, recordBaselines, reviewerName, screenFile, selectScreens } from './approvals';
import type { AtlasRecord } from './atlas.schema';
import { type AtlasMachine, atlasCharts } from './atlas-charts';
import { checkAtlas, checkMessage } from './atlas-check';
import { compareAtlas } from './atlas-compare';
import { atlasPages } from './atlas-pages';

/** Where `loyalty-atlas record` works, and with what. */
export interface RecordOptions {
  /** The repository: git runs there, and so do the replay command and the formatter. */
  root: string;
  /** The atlas folder (docs/atlas/). */
  atlasDir: string;
  /** The machines the charts draw, by the ids the atlas names them. */
  machines: readonly AtlasMachine[];
  /** The replay command and its arguments (`pnpm --filter @loyalty-flows/e2e exec vitest run specs/atlas.e2e.ts`). */
  replay: readonly string[];
}

/** The synopsis of `loyalty-atlas record`. */
export const recordUsage =
  'usage: loyalty-atlas record --machines <module> --replay <command> [--baseline <state…|all>] [--approve <state…|all> --by <name>] [--note <text>] [--pages-only] [--compare <git-ref>]\n';

/** The values after `flag`, up to the next flag. */
export function valuesOf(args: readonly string[], flag: string): string[] | undefined {
  const index = args.indexOf(flag);
  if (index < 0) return undefined;
  const next = args.findIndex((arg, position) => position > index && arg.startsWith('--'));
  return args.slice(index + 1, next < 0 ? undefined : next);
}

/**
 * Records (or, with `--pages-only`, rewrites) the atlas as `args` ask; exits the process with 2 on bad
 * arguments and with the replay's or formatter's status when either fails.
 */
export async function recordAtlas(args: readonly string[], options: RecordOptions): Promise<void> {
  const { root, atlasDir, machines, replay } = options;
  const imgDir = join(atlasDir, 'img');
  const approvalsFile = join(atlasDir, 'approvals.json');
  const compareRef = valuesOf(args, '--compare')?.[0];
  const toApprove = valuesOf(args, '--approve');
  const toRecord = valuesOf(args, '--baseline');
  const reviewer = valuesOf(args, '--by')?.join(' ');
  const note = valuesOf(args, '--note')?.join(' ');
  const pagesOnly = args.includes('--pages-only');
  if (toApprove !== undefined && (reviewer === undefined || reviewer.trim() === '')) {
    process.stderr.write(
      'atlas: --approve needs --by <name>: an approval records the person who reviewed the design ' +
        '(an engineer records baselines: --baseline <state…|all>)\n',
    );
    process.exit(2);
  }
  if (
    (args.includes('--compare') && !compareRef) ||
    (toApprove !== undefined && (toApprove.length === 0 || pagesOnly)) ||
    (toRecord !== undefined && (toRecord.length === 0 || pagesOnly)) ||
    (toApprove !== undefined && toRecord !== undefined)
  ) {
    process.stderr.write(recordUsage);
    process.exit(2);
  }

  const started = Date.now();
  let record: AtlasRecord;
  let statuses: Record<string, ScreenStatus>;
  const screensOf = (atlas: AtlasRecord) =>
    atlas.machines.flatMap((machine) =>
      machine.entries.flatMap((entry) => entry.shots.map((shot) => screenIdOfFile(shot.file) ?? shot.file)),
    );

  if (pagesOnly) {
    // No replay: where each committed image stands against its approval.
    record = JSON.parse(readFileSync(join(atlasDir, 'atlas.json'), 'utf8')) as AtlasRecord;
    const approvals = readApprovals(approvalsFile);
    const committed = hashImages(imgDir);
    statuses = Object.fromEntries(
      screensOf(record).map((id) => [
        id,
        screenStatus(approvals[id], committed[id] === approvals[id]?.sha256),
      ]),
    );
  } else {
    const outDir = mkdtempSync(join(tmpdir(), 'atlas-'));
    const [command = '', ...commandArgs] = replay;
    const run = spawnSync(command, commandArgs, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ATLAS: '1', ATLAS_OUT: outDir },
    });
    if (run.status !== 0) {
      process.stderr.write(
        'atlas: the replay failed (the failing state, app and language are named above).\n',
      );
      process.exit(run.status ?? 1);
    }
    record = JSON.parse(readFileSync(join(outDir, 'atlas.json'), 'utf8')) as AtlasRecord;
    const replayDir = join(outDir, 'img');
    const screens = screensOf(record);
    let approvals = readApprovals(approvalsFile);
    const checkNow = () =>
      checkAtlas({
        approvals,
        approvedDir: imgDir,
        replayDir,
        screens,
        apps: record.apps,
        reportDir: join(outDir, 'report'),
      });
    let check = checkNow();
    const selectors = toApprove ?? toRecord;
    if (selectors) {
      const replayed = hashImages(replayDir);
      const by = toApprove ? reviewerName(reviewer ?? '') : gitUserName(root);
      // A state named takes its screens as they are now; `all` takes every screen that fails the check
      // (re-recording a screen within the tolerance would only churn the repository with noise), and
      // approving `all` approves every screen.
      const named = selectors.filter((selector) => selector !== 'all');
      const every = selectors.includes('all');
      const failing = every
        ? check.failed.filter((screen) => screen.status !== 'gone').map((screen) => screen.id)
        : [];
      const chosen = toApprove && every ? Object.keys(replayed) : selectScreens(named, Object.keys(replayed));
      const taken = [...new Set([...chosen, ...failing])].sort();
      const before = approvals;
      if (taken.length > 0) {
        approvals = toApprove
          ? approve(approvals, replayed, taken, by, note)
          : recordBaselines(approvals, replayed, taken, by, note);
      }
      if (every) approvals = keepScreens(approvals, screens);
      mkdirSync(imgDir, { recursive: true });
      for (const id of taken) copyFileSync(join(replayDir, screenFile(id)), join(imgDir, screenFile(id)));
      for (const id of Object.keys(before)) {
        if (!approvals[id]) rmSync(join(imgDir, screenFile(id)), { force: true });
      }
      writeApprovals(approvalsFile, approvals);
      process.stdout.write(
        toApprove
          ? `atlas: ${by} approved ${taken.length} screens\n`
          : `atlas: recorded ${taken.length} screens as baselines (by ${by}; not approvals)\n`,
      );
      check = checkNow();
    }
    // `check.screens` are the screens taken (a gone one is only in `check.failed`).
    statuses = Object.fromEntries(
      check.screens.flatMap((screen) => (screen.status === 'gone' ? [] : [[screen.id, screen.status]])),
    );
    if (check.failed.length > 0) process.stdout.write(`${checkMessage(check)}\n`);
    else rmSync(outDir, { recursive: true, force: true });
  }

  rmSync(join(atlasDir, 'svg'), { recursive: true, force: true });
  mkdirSync(join(atlasDir, 'svg'), { recursive: true });
  for (const chart of await atlasCharts(record, machines))
    writeFileSync(join(atlasDir, chart.file), chart.svg);
  for (const page of atlasPages(record, statuses, readApprovals(approvalsFile))) {
    writeFileSync(join(atlasDir, page.file), page.text);
  }
  writeFileSync(join(atlasDir, 'atlas.json'), `${JSON.stringify(record, null, 2)}\n`);
  // The repository's formatter has the last word on the generated pages, so `biome ci` passes on them.
  const formatted = spawnSync('pnpm', ['exec', 'biome', 'format', '--write', atlasDir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (formatted.status !== 0) process.exit(formatted.status ?? 1);
  const seconds = Math.round((Date.now() - started) / 1000);
  process.stdout.write(
    `atlas: wrote ${relative(root, atlasDir) || '.'}/ (${record.machines.length} machines) in ${seconds} s\n`,
  );

  if (compareRef) {
    const outDir = join(tmpdir(), `atlas-compare-${compareRef.replace(/[^\w.-]/g, '_')}`);
    rmSync(outDir, { recursive: true, force: true });
    const changes = compareAtlas(root, relative(root, imgDir), compareRef, outDir);
    process.stdout.write(
      `atlas: ${changes.length} screens differ from ${compareRef}: ${join(outDir, 'README.md')}\n`,
    );
  }
}
