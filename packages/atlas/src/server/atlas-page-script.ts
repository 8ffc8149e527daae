import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The atlas's extension of the review page (`../page/`: the Atlas tab, the chart's marks and the screens of
 * the recordings compared), as its build writes it: one classic script, `dist/page/atlas-page.js` of this
 * package (`vite.page.config.ts`). The review server inlines it into the page (`atlasPlugin`), the static
 * site into each flow page.
 */
export function atlasPageScript(): string {
  return builtPageFile('atlas-page.js', 'page script');
}

/**
 * The extension's stylesheet (`../page/atlas-styles.css`, which the script carries too), as the build
 * writes it beside the script: `dist/page/atlas-page.css`. The static site's index shares it.
 */
export function atlasPageStyles(): string {
  return builtPageFile('atlas-page.css', 'page styles');
}

/** A file of this package's `dist/page/`; refused, saying how to build it, when it is not there. */
function builtPageFile(name: string, what: string): string {
  const manifest = createRequire(import.meta.url).resolve('@loyalty-flows/atlas/package.json');
  const file = join(dirname(manifest), 'dist', 'page', name);
  try {
    return readFileSync(file, 'utf8');
  } catch {
    throw new Error(
      `atlas: no built ${what} at ${file}; build it first: pnpm --filter @loyalty-flows/atlas build`,
    );
  }
}
