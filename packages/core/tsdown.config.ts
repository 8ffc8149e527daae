import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  // One output file per source module: with `"sideEffects": false`, an app that imports one machine
  // bundles only that machine's modules.
  unbundle: true,
});
