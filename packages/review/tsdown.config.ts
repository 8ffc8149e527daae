import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: ['src/index.ts', 'src/graph/index.ts', 'src/server/index.ts', 'src/server/cli.ts', 'src/formats.ts'],
  format: ['esm', 'cjs'],
  // The server finds the built page (dist/page) through import.meta.url, in the CommonJS build too.
  shims: true,
  dts: true,
  sourcemap: true,
});
