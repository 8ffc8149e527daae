#!/usr/bin/env node
/**
 * Weight may not grow: every size-limit entry (core and client: `.size-limit.json`; the bindings:
 * their own) and the three flows in a Vite React app (`examples/react-app/weight/measure.mjs`) are
 * measured, min + gzip, and compared with `size-ceilings.json`, the figures they had when the ceilings
 * were last written. A figure over its ceiling fails; the table shows each figure beside its goal
 * (the size-limit `limit`, which `pnpm budgets` checks), met or not. After weight is removed,
 * `pnpm size:ceilings` writes the new, lower figures; it never raises a ceiling, so growth cannot be let in.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const ceilingsFile = join(root, 'size-ceilings.json');
const sizeLimit = join(root, 'node_modules', '.bin', 'size-limit');
const write = process.argv.includes('--write');

/** "3.5 kB" → bytes, as size-limit counts them (1 kB = 1000 B). */
function bytesOf(limit) {
  const [, value, unit] = /^([\d.]+)\s*(B|kB)$/.exec(limit) ?? [];
  if (value === undefined) throw new Error(`a size-limit limit this check cannot read: ${limit}`);
  return Math.round(Number(value) * (unit === 'kB' ? 1000 : 1));
}

/** Each entry of the size-limit config in `dir`: its name, its size now, its goal. */
function measuredEntries(dir) {
  const config = JSON.parse(readFileSync(join(dir, '.size-limit.json'), 'utf8'));
  // size-limit exits non-zero when a goal is not met; its JSON is what is read here.
  const run = spawnSync(sizeLimit, ['--json'], { cwd: dir, encoding: 'utf8' });
  const results = JSON.parse(run.stdout);
  return config.map(({ name, limit }) => {
    const result = results.find((entry) => entry.name === name);
    if (!result) throw new Error(`size-limit measured no entry named ${name}:\n${run.stderr}`);
    return { name, size: result.size, goal: bytesOf(limit) };
  });
}

const appWeight = JSON.parse(
  execFileSync('node', ['weight/measure.mjs'], {
    cwd: join(root, 'examples', 'react-app'),
    encoding: 'utf8',
  }),
);
const entries = [
  ...['.', 'packages/react', 'packages/vue'].flatMap((dir) => measuredEntries(join(root, dir))),
  {
    name: 'The OTP flow in a Vite React app (xstate, bindings, core, client included)',
    size: appWeight.otp,
    goal: 25_000,
  },
  {
    name: 'The three flows in a Vite React app (xstate, bindings, core, client included)',
    size: appWeight.threeFlows,
    goal: 25_000,
  },
];

const written = JSON.parse(readFileSync(ceilingsFile, 'utf8'));
if (write) {
  // Only ever lower: a figure above its ceiling keeps the ceiling (and fails below); a new entry gets its figure.
  const lowered = entries.map(({ name, size }) => [name, Math.min(size, written[name] ?? size)]);
  writeFileSync(ceilingsFile, `${JSON.stringify(Object.fromEntries(lowered), null, 2)}\n`);
}
const ceilings = JSON.parse(readFileSync(ceilingsFile, 'utf8'));
const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
const problems = [];
for (const { name, size, goal } of entries) {
  const ceiling = ceilings[name];
  const verdict = size <= goal ? 'goal met' : `goal ${kB(goal)} not met`;
  console.log(
    `${kB(size).padStart(9)}  ceiling ${kB(ceiling ?? 0).padStart(9)}  ${verdict.padEnd(20)}  ${name}`,
  );
  if (ceiling === undefined)
    problems.push(`${name}: no ceiling in size-ceilings.json (pnpm size:ceilings writes it)`);
  else if (size > ceiling)
    problems.push(`${name}: ${kB(size)}, over its ceiling of ${kB(ceiling)} (goal ${kB(goal)})`);
}
if (problems.length > 0) {
  console.error(`Weight grew:\n${problems.join('\n')}`);
  process.exit(1);
}
