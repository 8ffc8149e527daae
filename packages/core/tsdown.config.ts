import { defineConfig } from 'tsdown';

export default defineConfig({
  // The whole core, what apps using a binding need (`/app`), and one entry point per flow (`/otp`, …).
  entry: [
    'src/index.ts',
    'src/app.ts',
    'src/otp/index.ts',
    'src/redemption/index.ts',
    'src/notifications/index.ts',
    // Thai texts, only for the apps that show them (`@loyalty-flows/core/messages/th`).
    'src/shared/messages-th.ts',
  ],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  // One output file per source module: with `"sideEffects": false`, an app that imports one machine
  // bundles only that machine's modules.
  unbundle: true,
});
