#!/usr/bin/env node
/**
 * The bindings stay thin: each (`packages/react/src`, `packages/vue/src`) holds at most 150 non-blank
 * source lines, comments included. Flow knowledge belongs in core; a binding only wires a framework.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const limit = 150;
const root = join(import.meta.dirname, '..');
const problems = [];
for (const binding of ['react', 'vue']) {
  const dir = join(root, 'packages', binding, 'src');
  const lines = readdirSync(dir, { recursive: true })
    .filter((file) => /\.(ts|tsx|vue)$/.test(String(file)))
    .flatMap((file) => readFileSync(join(dir, String(file)), 'utf8').split('\n'))
    .filter((line) => line.trim() !== '').length;
  console.log(`${binding}: ${lines} non-blank source lines (at most ${limit})`);
  if (lines > limit)
    problems.push(`packages/${binding}/src has ${lines} non-blank lines, more than ${limit}`);
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
