import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * Builds the atlas's extension of the review page (`src/page/index.ts`: the Atlas tab and the chart's
 * marks) as one classic script, `dist/page/atlas-page.js`, with what it uses of `@loyalty-flows/review`
 * bundled in: the review server inlines it into the page (`atlasPlugin`), the static site into each flow
 * page (a page opened from `file://` may load no script file).
 */
export default defineConfig({
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
