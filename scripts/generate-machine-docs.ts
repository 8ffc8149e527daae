/**
 * Writes docs/machines/<flow>.md from the machine definitions, or with `--check` fails when the committed
 * pages differ from what the machines generate (the test command runs the check).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderMachineDoc } from './machine-docs';
import { machineDocs } from './machine-docs.registry';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'machines');
const check = process.argv.includes('--check');
const stale: string[] = [];

mkdirSync(outDir, { recursive: true });
for (const doc of machineDocs) {
  const file = join(outDir, `${doc.flow}.md`);
  const generated = renderMachineDoc(doc);
  if (!check) {
    writeFileSync(file, generated);
    continue;
  }
  let committed = '';
  try {
    committed = readFileSync(file, 'utf8');
  } catch {
    // A missing page is stale like a different one.
  }
  if (committed !== generated) stale.push(`docs/machines/${doc.flow}.md`);
}

if (stale.length > 0) {
  console.error(`Machine docs are out of date: ${stale.join(', ')}. Run \`pnpm docs:machines\` and commit.`);
  process.exit(1);
}
console.log(
  check
    ? `Machine docs match the machines (${machineDocs.length} flows).`
    : `Wrote ${machineDocs.length} pages to docs/machines/.`,
);
