import { defineConfig } from 'tsdown';

export default defineConfig({
  // The whole core, and one entry point per flow (`@loyalty-flows/core/otp`, …).
  entry: ['src/index.ts', 'src/otp/index.ts', 'src/redemption/index.ts', 'src/notifications/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  // One output file per source module: with `"sideEffects": false`, an app that imports one machine
  // bundles only that machine's modules.
  unbundle: true,
});
