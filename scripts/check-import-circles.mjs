// Import circles are refused (docs/architecture.md, "Dependency direction"): between the files of every
// package's src, and between its folders (core's flows, `shared` and `inspect`; the sandbox's layers).
// Type-only imports count: a circle of types still ties the files' meaning together. Run by `pnpm hygiene`.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const packages = readdirSync(join(root, 'packages'));
// madge 8 already follows `import type`, `{ type X }` and `export type … from`; said here so that a
// changed default cannot quietly drop them.
const typeImportsToo = { skipTypeImports: false };
const options = {
  fileExtensions: ['ts', 'tsx'],
  tsConfig: join(root, 'tsconfig.base.json'),
  detectiveOptions: { ts: typeImportsToo, tsx: typeImportsToo },
};

/** The circles of a graph given as `node -> nodes`, each as the path that closes it. */
function circlesOf(graph) {
  const circles = [];
  const state = new Map();
  const visit = (node, path) => {
    state.set(node, 'open');
    for (const next of graph[node] ?? []) {
      if (state.get(next) === 'open') circles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next, [...path, next]);
    }
    state.set(node, 'done');
  };
  for (const node of Object.keys(graph)) if (!state.has(node)) visit(node, [node]);
  return circles;
}

/** The folder graph of a file graph: `a/x.ts -> b/y.ts` is `a -> b`; files at the top are their own node. */
function foldersOf(files) {
  const folder = (file) => (file.includes('/') ? file.slice(0, file.indexOf('/')) : file);
  const graph = {};
  for (const [file, imports] of Object.entries(files)) {
    const from = folder(file);
    graph[from] ??= new Set();
    for (const target of imports) if (folder(target) !== from) graph[from].add(folder(target));
  }
  return Object.fromEntries(Object.entries(graph).map(([node, next]) => [node, [...next]]));
}

const found = [];
for (const name of packages) {
  const result = await madge(join(root, 'packages', name, 'src'), options);
  for (const circle of result.circular()) found.push(`${name}: ${[...circle, circle[0]].join(' -> ')}`);
  for (const circle of circlesOf(foldersOf(result.obj())))
    found.push(`${name} folders: ${circle.join(' -> ')}`);
}
if (found.length) {
  console.error(`Import circles (${found.length}):\n${found.join('\n')}`);
  process.exit(1);
}
console.log(`No import circles in ${packages.length} packages (between files, and between folders).`);
