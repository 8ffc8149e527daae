/**
 * The entries of the API reference: one per export path of every published package (read from each
 * `packages/<name>/package.json`, so a new package or entry is documented without touching this file).
 * Each becomes a small module under `api-entries/` that re-exports the entry's source and names the
 * module as an app imports it; TypeDoc documents a name once, under the first entry that exports it,
 * and every later entry that re-exports it (a binding re-exporting core's types) links to that page.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const docs = join(dirname(fileURLToPath(import.meta.url)), '..');
const root = join(docs, '..');
export const entriesDir = join(docs, 'api-entries');

/** Core first, so the names the bindings re-export are documented where they are declared. */
const order = ['core', 'client', 'domain', 'react', 'vue', 'sandbox', 'review', 'atlas'];
const rank = (name) => (order.includes(name) ? order.indexOf(name) : order.length);

/** The published packages and their entries: `{ module, source, description }`. */
export function publicEntries() {
  const packages = readdirSync(join(root, 'packages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => {
      try {
        const manifest = JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8'));
        return !manifest.private && manifest.exports;
      } catch {
        return false;
      }
    })
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return packages.flatMap((folder) => {
    const manifest = JSON.parse(readFileSync(join(root, 'packages', folder, 'package.json'), 'utf8'));
    return Object.entries(manifest.exports)
      .filter(([, target]) => typeof target === 'object' && target['@loyalty-flows/source'])
      .map(([path, target]) => ({
        module: path === '.' ? manifest.name : `${manifest.name}/${path.slice(2)}`,
        source: join(root, 'packages', folder, target['@loyalty-flows/source']),
        description: manifest.description ?? '',
      }));
  });
}

/** Writes the entry modules and returns their paths, in documentation order. */
export function writeEntries() {
  rmSync(entriesDir, { recursive: true, force: true });
  mkdirSync(entriesDir, { recursive: true });
  return publicEntries().map((entry, index) => {
    const file = join(
      entriesDir,
      `${String(index).padStart(2, '0')}-${entry.module.replace(/[@/]/g, '_')}.ts`,
    );
    const specifier = relative(entriesDir, entry.source)
      .replace(/\\/g, '/')
      .replace(/\.tsx?$/, '');
    const summary = entry.module.includes('/', entry.module.indexOf('/') + 1)
      ? `The \`${entry.module}\` entry of ${entry.module.split('/').slice(0, 2).join('/')}.`
      : entry.description;
    writeFileSync(
      file,
      `/**\n * ${summary}\n *\n * @packageDocumentation\n * @module ${entry.module}\n */\nexport * from '${specifier}';\n`,
    );
    return file;
  });
}
