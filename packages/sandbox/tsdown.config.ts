import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: ['src/index.ts', 'src/cli.ts'],
  format: ['esm', 'cjs'],
  // The partner pages' font is read from its package through import.meta.url, in the CommonJS build too.
  shims: true,
  dts: true,
  sourcemap: true,
});
