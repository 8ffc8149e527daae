#!/usr/bin/env node
/**
 * What a user installs, checked on the tarball itself: every published workspace package is packed with
 * pnpm (as it is published: `publishConfig` applied, `workspace:` ranges resolved) into `.packed/`, where
 * the React 18 host of `e2e/hosts` installs the same tarballs (scripts/pack-packages.mjs), then
 * - the tarball holds README.md, LICENSE, package.json and dist/;
 * - the packed manifest names a repository and a homepage;
 * - every target of `exports`, `main`, `module`, `types` and `bin` is a file in the tarball, and no export
 *   condition is the workspace-only `@loyalty-flows/source` (it points at src/, which is not packed);
 * - the packed `exports` keep every entry point of the workspace's `exports`;
 * - publint (strict) and attw (types for node16 CJS/ESM and bundler) pass on that tarball;
 * - an app that imports every package's entry points compiles against the packed declarations with
 *   `skipLibCheck: false`, under `module: nodenext` and under `moduleResolution: bundler` (TypeScript's
 *   strictest reading of what we ship: a declaration error would reach every such app).
 * Runs after the builds; exits non-zero with every problem found.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { packedTarballs, publishedPackageDirs } from './pack-packages.mjs';

const root = join(import.meta.dirname, '..');
const sourceCondition = '@loyalty-flows/source';
const published = publishedPackageDirs();

/** Every file target in an exports value, with the conditions that lead to it. */
function exportTargets(value, path = []) {
  if (typeof value === 'string') return [{ target: value, path }];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => exportTargets(inner, [...path, key]));
}

/**
 * The peers and dependencies the packed packages import, linked from the workspace's own installs (to
 * their real place in the pnpm store, where their own dependencies sit beside them).
 */
const consumerDependencies = {
  xstate: 'packages/core',
  ofetch: 'packages/client',
  react: 'packages/react',
  '@types/react': 'packages/react',
  vue: 'packages/vue',
};

const consumerSource = `import * as client from '@loyalty-flows/client';
import * as core from '@loyalty-flows/core';
import * as app from '@loyalty-flows/core/app';
import * as inspect from '@loyalty-flows/core/inspect';
import * as th from '@loyalty-flows/core/messages/th';
import * as notifications from '@loyalty-flows/core/notifications';
import * as otp from '@loyalty-flows/core/otp';
import * as redemption from '@loyalty-flows/core/redemption';
import * as domain from '@loyalty-flows/domain';
import * as react from '@loyalty-flows/react';
import * as vue from '@loyalty-flows/vue';
export const used = [client, core, app, inspect, th, notifications, otp, redemption, domain, react, vue];
`;

/** Compiles an app importing every packed package, under each module setting; returns tsc's complaints. */
function compileConsumer(workDir, tarballs) {
  const dir = join(workDir, 'consumer');
  for (const [name, tarPath] of Object.entries(tarballs)) {
    const target = join(dir, 'node_modules', name);
    mkdirSync(target, { recursive: true });
    execFileSync('tar', ['-xzf', tarPath, '-C', target, '--strip-components=1']);
  }
  for (const [name, from] of Object.entries(consumerDependencies)) {
    const target = join(dir, 'node_modules', name);
    mkdirSync(dirname(target), { recursive: true });
    symlinkSync(realpathSync(join(root, from, 'node_modules', name)), target);
  }
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  writeFileSync(join(dir, 'index.ts'), consumerSource);
  const complaints = [];
  for (const [module, moduleResolution] of [
    ['nodenext', 'nodenext'],
    ['esnext', 'bundler'],
  ]) {
    const tsconfig = `tsconfig.${moduleResolution}.json`;
    const compilerOptions = { module, moduleResolution, strict: true, skipLibCheck: false, noEmit: true };
    Object.assign(compilerOptions, { target: 'es2022', lib: ['es2022', 'dom'], jsx: 'react-jsx', types: [] });
    writeFileSync(join(dir, tsconfig), JSON.stringify({ compilerOptions, files: ['index.ts'] }));
    const result = spawnSync('tsc', ['-p', tsconfig], { cwd: dir, encoding: 'utf8' });
    if (result.status !== 0) complaints.push(`module ${module}: ${result.stdout}${result.stderr}`);
  }
  return complaints;
}

const problems = [];
const tarballs = packedTarballs();
const workDir = mkdtempSync(join(tmpdir(), 'check-packages-'));
try {
  for (const dir of published) {
    const workspaceManifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const name = workspaceManifest.name;
    const tarPath = tarballs[name];
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
  const { '@loyalty-flows/sandbox': _, ...consumed } = tarballs;
  for (const complaint of compileConsumer(workDir, consumed))
    problems.push(`an app on the packed declarations (skipLibCheck: false) does not compile, ${complaint}`);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  `${published.length} packages: tarballs complete, publint and attw clean, an app compiles on them (nodenext, bundler).`,
);
