/**
 * `npm run atlas`: replays every atlas entry in both example apps, in Thai and English, at 375 px
 * (e2e/specs/atlas.e2e.ts with ATLAS=1: it prints its progress and fails naming the state, app and
 * language it could not reach), then writes docs/atlas/ — the index, one page per machine, the charts
 * with each state lit, and atlas.json for the review page's Atlas tab.
 *
 * Options: `--pages-only` rewrites the pages from the last run's atlas.json without a browser;
 * `--compare <git-ref>` then puts each changed screen of the ref beside the working tree's, with a
 * pixel diff, in a page under the system's temp directory (printed).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { atlasCharts } from './atlas-charts';
import { compareAtlas } from './atlas-compare';
import { atlasPages } from './atlas-pages';
import type { AtlasRecord } from './atlas-record';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const atlasDir = join(root, 'docs', 'atlas');
const args = process.argv.slice(2);
const compareIndex = args.indexOf('--compare');
const compareRef = compareIndex >= 0 ? args[compareIndex + 1] : undefined;
if (compareIndex >= 0 && !compareRef) {
  process.stderr.write('usage: npm run atlas -- [--pages-only] [--compare <git-ref>]\n');
  process.exit(2);
}

const started = Date.now();
if (!args.includes('--pages-only')) {
  // Screens of states that no longer exist must not linger: the run writes them all again.
  rmSync(join(atlasDir, 'img'), { recursive: true, force: true });
  const run = spawnSync(
    'pnpm',
    ['--filter', '@loyalty-flows/e2e', 'exec', 'vitest', 'run', 'specs/atlas.e2e.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ATLAS: '1' },
    },
  );
  if (run.status !== 0) {
    process.stderr.write('atlas: the replay failed (the failing state, app and language are named above).\n');
    process.exit(run.status ?? 1);
  }
}

const record = JSON.parse(readFileSync(join(atlasDir, 'atlas.json'), 'utf8')) as AtlasRecord;
rmSync(join(atlasDir, 'svg'), { recursive: true, force: true });
mkdirSync(join(atlasDir, 'svg'), { recursive: true });
for (const chart of await atlasCharts(record)) writeFileSync(join(atlasDir, chart.file), chart.svg);
for (const page of atlasPages(record)) writeFileSync(join(atlasDir, page.file), page.text);
writeFileSync(join(atlasDir, 'atlas.json'), `${JSON.stringify(record, null, 2)}\n`);
// The repository's formatter has the last word on the generated pages, so `biome ci` passes on them.
const formatted = spawnSync('pnpm', ['exec', 'biome', 'format', '--write', atlasDir], {
  cwd: root,
  stdio: 'inherit',
});
if (formatted.status !== 0) process.exit(formatted.status ?? 1);
const seconds = Math.round((Date.now() - started) / 1000);
process.stdout.write(`atlas: wrote docs/atlas/ (${record.machines.length} machines) in ${seconds} s\n`);

if (compareRef) {
  const outDir = join(tmpdir(), `atlas-compare-${compareRef.replace(/[^\w.-]/g, '_')}`);
  rmSync(outDir, { recursive: true, force: true });
  const changes = compareAtlas(root, compareRef, outDir);
  process.stdout.write(
    `atlas: ${changes.length} screens differ from ${compareRef}: ${join(outDir, 'README.md')}\n`,
  );
}
