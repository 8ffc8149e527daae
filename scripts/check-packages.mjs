#!/usr/bin/env node
/**
 * What a user installs, checked on the tarball itself: every published workspace package is packed with
 * pnpm (as it is published: `publishConfig` applied, `workspace:` ranges resolved), then
 * - the tarball holds README.md, LICENSE, package.json and dist/;
 * - the packed manifest names a repository and a homepage;
 * - every target of `exports`, `main`, `module`, `types` and `bin` is a file in the tarball, and no export
 *   condition is the workspace-only `@loyalty-flows/source` (it points at src/, which is not packed);
 * - the packed `exports` keep every entry point of the workspace's `exports`;
 * - publint (strict) and attw (types for node16 CJS/ESM and bundler) pass on that tarball.
 * Runs after the builds; exits non-zero with every problem found.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const packagesDir = join(root, 'packages');
const sourceCondition = '@loyalty-flows/source';
const published = readdirSync(packagesDir)
  .map((name) => join(packagesDir, name))
  .filter((dir) => !JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).private);

/** Every file target in an exports value, with the conditions that lead to it. */
function exportTargets(value, path = []) {
  if (typeof value === 'string') return [{ target: value, path }];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => exportTargets(inner, [...path, key]));
}

const problems = [];
const workDir = mkdtempSync(join(tmpdir(), 'check-packages-'));
try {
  for (const dir of published) {
    const workspaceManifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const name = workspaceManifest.name;
    const out = join(workDir, name.replace('/', '+'));
    execFileSync('pnpm', ['pack', '--pack-destination', out], { cwd: dir, stdio: 'ignore' });
    const [tarball] = readdirSync(out);
    if (!tarball) throw new Error(`pnpm pack wrote no tarball for ${name}`);
    const tarPath = join(out, tarball);
    const files = new Set(
      execFileSync('tar', ['-tzf', tarPath], { encoding: 'utf8' })
        .split('\n')
        .filter(Boolean)
        .map((entry) => entry.replace(/^package\//, '')),
    );
    const manifest = JSON.parse(
      execFileSync('tar', ['-xzOf', tarPath, 'package/package.json'], { encoding: 'utf8' }),
    );
    const fail = (what) => problems.push(`${name}: ${what}`);

    for (const required of ['README.md', 'LICENSE', 'package.json']) {
      if (!files.has(required)) fail(`the tarball has no ${required}`);
    }
    if (![...files].some((file) => file.startsWith('dist/'))) fail('the tarball has no dist/');
    if (!manifest.repository) fail('package.json has no repository');
    if (!manifest.homepage) fail('package.json has no homepage');

    const targets = [
      ...exportTargets(manifest.exports),
      ...['main', 'module', 'types']
        .filter((field) => manifest[field])
        .map((field) => ({ target: manifest[field], path: [field] })),
      ...exportTargets(typeof manifest.bin === 'string' ? { bin: manifest.bin } : (manifest.bin ?? {})),
    ];
    for (const { target, path } of targets) {
      if (path.includes(sourceCondition))
        fail(`exports still has the ${sourceCondition} condition (${path.join(' > ')})`);
      if (!files.has(target.replace(/^\.\//, '')))
        fail(`${path.join(' > ')} points at ${target}, not in the tarball`);
    }
    const packedEntries = Object.keys(manifest.exports ?? {})
      .sort()
      .join(', ');
    const workspaceEntries = Object.keys(workspaceManifest.exports ?? {})
      .sort()
      .join(', ');
    if (packedEntries !== workspaceEntries) {
      fail(
        `published entry points (${packedEntries}) differ from the workspace's (${workspaceEntries}): update publishConfig.exports`,
      );
    }

    for (const [tool, ...args] of [
      ['publint', '--strict', tarPath],
      // node16 profile: CJS and ESM under node16/nodenext and bundler. Not node10 (`moduleResolution: node`,
      // deprecated in TypeScript 6), which cannot see subpath exports such as @loyalty-flows/core/otp.
      ['attw', tarPath, '--profile', 'node16', '--format', 'table-flipped'],
    ]) {
      const result = spawnSync(tool, args, { cwd: dir, stdio: 'inherit' });
      if (result.status !== 0) fail(`${tool} found problems`);
    }
    console.log(`${name}: ${files.size} files packed, ${targets.length} targets present`);
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`${published.length} packages: tarballs complete, publint and attw clean.`);
