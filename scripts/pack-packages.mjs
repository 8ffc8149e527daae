#!/usr/bin/env node
/**
 * Packs every published workspace package with pnpm (as it is published: `publishConfig` applied,
 * `workspace:` ranges resolved) into `.packed/` at the root, once: the package checks
 * (`scripts/check-packages.mjs`) and the React 18 host (`e2e/hosts`) install the same tarballs.
 *
 * `.packed/index.json` records each tarball with a hash of what went into it (package.json, README,
 * LICENSE, dist/): a caller finds the tarballs packed already when nothing changed since, and packs
 * again otherwise. Run alone (`pnpm pack:packages`), it packs what changed and prints the tarballs
 * (`--json`: as one JSON object, package name → path).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(import.meta.dirname, '..');
const packagesDir = join(root, 'packages');

/** Where the tarballs are kept (ignored by git). */
const packedDir = join(root, '.packed');
const indexPath = join(packedDir, 'index.json');

/** The published packages' folders (those not marked private). */
export function publishedPackageDirs() {
  return readdirSync(packagesDir)
    .map((name) => join(packagesDir, name))
    .filter((dir) => !JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).private);
}

/** Every file under `dir`, sorted, as paths relative to `base`. */
function filesUnder(dir, base) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map((entry) => join(dir, String(entry)))
    .filter((path) => statSync(path).isFile())
    .map((path) => relative(base, path))
    .sort();
}

/** A hash of what `pnpm pack` puts in the tarball of the package in `dir`. */
function inputsHash(dir) {
  const hash = createHash('sha256');
  const files = ['package.json', 'README.md', 'LICENSE'].filter((file) => existsSync(join(dir, file)));
  for (const file of [...files, ...filesUnder(join(dir, 'dist'), dir)]) {
    hash.update(file);
    hash.update(readFileSync(join(dir, file)));
  }
  return hash.digest('hex');
}

function readIndex() {
  try {
    return JSON.parse(readFileSync(indexPath, 'utf8'));
  } catch {
    return {};
  }
}

/**
 * The tarball of every published package, by package name: the one in `.packed/` when its inputs are
 * unchanged, else a new one packed there.
 *
 * @returns {Record<string, string>} package name → absolute path of its tarball
 */
export function packedTarballs() {
  const index = readIndex();
  const next = {};
  const tarballs = {};
  for (const dir of publishedPackageDirs()) {
    const name = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name;
    const hash = inputsHash(dir);
    const known = index[name];
    const out = join(packedDir, name.replace('/', '+'));
    if (known?.hash === hash && existsSync(join(out, known.file))) {
      next[name] = known;
    } else {
      rmSync(out, { recursive: true, force: true });
      mkdirSync(out, { recursive: true });
      execFileSync('pnpm', ['pack', '--pack-destination', out], { cwd: dir, stdio: 'ignore' });
      const [file] = readdirSync(out);
      if (!file) throw new Error(`pnpm pack wrote no tarball for ${name}`);
      next[name] = { file, hash };
    }
    tarballs[name] = join(out, next[name].file);
  }
  mkdirSync(packedDir, { recursive: true });
  writeFileSync(indexPath, `${JSON.stringify(next, null, 2)}\n`);
  return tarballs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const tarballs = packedTarballs();
  if (process.argv.includes('--json')) console.log(JSON.stringify(tarballs));
  else for (const [name, tarball] of Object.entries(tarballs)) console.log(`${name}: ${tarball}`);
}
