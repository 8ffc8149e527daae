#!/usr/bin/env node
/**
 * Package hygiene for every published workspace package: publint (package.json against the built files)
 * and `attw --pack` (types resolve for every consumer: node10, node16 CJS/ESM, bundler).
 * Runs after the builds; exits non-zero on the first package with a problem.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const packagesDir = join(import.meta.dirname, '..', 'packages');
const published = readdirSync(packagesDir)
  .map((name) => join(packagesDir, name))
  .filter((dir) => !JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).private);

for (const dir of published) {
  for (const [tool, ...args] of [
    ['publint', '--strict'],
    ['attw', '--pack', '.', '--format', 'table-flipped'],
  ]) {
    const result = spawnSync(tool, args, { cwd: dir, stdio: 'inherit', shell: process.platform === 'win32' });
    if (result.status !== 0) {
      console.error(`${tool} found problems in ${dir}`);
      process.exit(result.status ?? 1);
    }
  }
}
console.log(`publint and attw clean for ${published.length} packages.`);
