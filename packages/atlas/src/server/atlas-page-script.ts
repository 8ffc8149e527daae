import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The atlas's extension of the review page (`../page/`: the Atlas tab and the chart's marks), as its build
 * writes it: one classic script, `dist/page/atlas-page.js` of this package (`vite.page.config.ts`). The
 * review server inlines it into the page (`atlasPlugin`), the static site into each flow page.
 */
export function atlasPageScript(): string {
  const manifest = createRequire(import.meta.url).resolve('@loyalty-flows/atlas/package.json');
  const file = join(dirname(manifest), 'dist', 'page', 'atlas-page.js');
  try {
    return readFileSync(file, 'utf8');
  } catch {
    throw new Error(
      `atlas: no built page script at ${file}; build it first: pnpm --filter @loyalty-flows/atlas build`,
    );
  }
}
