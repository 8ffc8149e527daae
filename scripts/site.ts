/**
 * `npm run site`: builds the static review site (scripts/site-build.ts) into `site/`, or `--out <dir>`,
 * from the built review page (the npm script builds it first), and says how long it took and its size.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildSite } from './site-build';

const root = join(import.meta.dirname, '..');
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const outDir = resolve(values.out ?? join(root, 'site'));

/** Bytes under `dir`. */
function sizeOf(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? sizeOf(path) : statSync(path).size;
  }
  return total;
}

const started = performance.now();
const built = buildSite(outDir);
const seconds = (performance.now() - started) / 1000;
const megabytes = sizeOf(outDir) / 1024 / 1024;
console.log(
  `site: ${built.pages.length} pages and ${built.images} images in ${relative(process.cwd(), outDir) || '.'}/ (${megabytes.toFixed(1)} MB) in ${seconds.toFixed(1)} s; open ${join(relative(process.cwd(), outDir) || '.', 'index.html')}`,
);
