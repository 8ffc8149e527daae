import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/**
 * Builds the review page as one self-contained `dist/page/index.html`: script and style inlined, elkjs
 * bundled in, no chunk to fetch. Chromium refuses module scripts from `file://`, and a reviewer opens an
 * exported session from a file with no server running; the server serves the same file at `/`.
 */

const pageRoot = fileURLToPath(new URL('./src/page', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/page', import.meta.url));

/** Moves the emitted script and stylesheet into the HTML and drops them from the output. */
function inlineIntoHtml(): Plugin {
  return {
    name: 'review-page-inline',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const html of Object.values(bundle)) {
        if (html.type !== 'asset' || !html.fileName.endsWith('.html')) continue;
        let text = String(html.source);
        for (const [fileName, output] of Object.entries(bundle)) {
          const escaped = fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          if (output.type === 'chunk' && fileName.endsWith('.js')) {
            const tag = new RegExp(`<script type="module"[^>]*src="[^"]*${escaped}"[^>]*></script>`);
            // `</script` inside the code would end the inline element early; `<\/script` means the same in JS.
            const code = output.code.replaceAll('</script', '<\\/script');
            text = text.replace(tag, () => `<script type="module">${code}</script>`);
            delete bundle[fileName];
          } else if (output.type === 'asset' && fileName.endsWith('.css')) {
            const tag = new RegExp(`<link rel="stylesheet"[^>]*href="[^"]*${escaped}"[^>]*>`);
            text = text.replace(tag, () => `<style>${String(output.source)}</style>`);
            delete bundle[fileName];
          }
        }
        html.source = text;
      }
    },
  };
}

export default defineConfig({
  root: pageRoot,
  base: './',
  resolve: { conditions: ['@loyalty-flows/source', 'module', 'browser', 'default'] },
  plugins: [inlineIntoHtml()],
  build: {
    outDir,
    emptyOutDir: true,
    // Every asset (a font, an icon) becomes a data: URL: nothing is fetched, from the machine or elsewhere.
    assetsInlineLimit: Number.MAX_SAFE_INTEGER,
    cssCodeSplit: false,
    modulePreload: false,
    target: 'es2022',
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
