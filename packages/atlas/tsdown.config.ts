import { defineConfig } from 'tsdown';

export default defineConfig([
  { entry: ['src/index.ts'], format: ['esm', 'cjs'], shims: true, dts: true, sourcemap: true },
  // The command line awaits at its top level: ESM only, as its bin imports it.
  { entry: ['src/cli.ts'], format: ['esm'], dts: false, sourcemap: true },
]);
