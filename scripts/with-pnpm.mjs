#!/usr/bin/env node
// Runs a root script through the pinned pnpm, installing pnpm and the workspace's dependencies first,
// so `npm start` and `npm test` work on a machine that has only Node and npm.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  .packageManager.split('@')[1]
  .split('+')[0];
const toolsDir = join(root, '.tools');
const binDir = join(toolsDir, 'node_modules', '.bin');
const pnpm = join(binDir, 'pnpm');

function installedPnpmVersion() {
  if (!existsSync(pnpm)) return undefined;
  try {
    return execFileSync(pnpm, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

function run(command, args, env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const script = process.argv[2];
if (!script) {
  console.error('usage: node scripts/with-pnpm.mjs <root script>');
  process.exit(2);
}

if (installedPnpmVersion() !== pinned) {
  console.log(`Installing pnpm ${pinned} into .tools/ …`);
  run(
    'npm',
    ['install', '--prefix', toolsDir, '--no-save', '--no-package-lock', `pnpm@${pinned}`],
    process.env,
  );
}

const env = {
  ...process.env,
  PATH: `${binDir}:${process.env.PATH}`,
  TURBO_TELEMETRY_DISABLED: '1',
  TURBO_NO_UPDATE_NOTIFIER: '1',
};
run(pnpm, ['install', '--frozen-lockfile', '--prefer-offline'], env);
run(pnpm, ['run', script, ...process.argv.slice(3)], env);
