import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/** The extension's stylesheet, which the script carries (`?inline`) and the static site's index reads. */
const styles = fileURLToPath(new URL('./src/page/atlas-styles.css', import.meta.url));

/** Writes the stylesheet beside the script too, as `atlas-page.css`, for the site's index (`atlasPageStyles`). */
const stylesFile: Plugin = {
  name: 'atlas-page-styles',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'atlas-page.css', source: readFileSync(styles, 'utf8') });
  },
};

/**
 * Builds the atlas's extension of the review page (`src/page/index.ts`: the Atlas tab, the chart's marks
 * and the screens of the recordings compared) as one classic script, `dist/page/atlas-page.js`, with what it uses of `@loyalty-flows/review`
 * bundled in: the review server inlines it into the page (`atlasPlugin`), the static site into each flow
 * page (a page opened from `file://` may load no script file).
 */
export default defineConfig({
  plugins: [stylesFile],
  resolve: { conditions: ['@loyalty-flows/source', 'module', 'browser', 'default'] },
  build: {
    outDir: fileURLToPath(new URL('./dist/page', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    lib: {
      entry: fileURLToPath(new URL('./src/page/index.ts', import.meta.url)),
      formats: ['iife'],
      name: 'loyaltyAtlasPage',
      fileName: () => 'atlas-page.js',
    },
  },
});
