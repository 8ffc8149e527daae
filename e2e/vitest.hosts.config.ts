import { mergeConfig } from 'vitest/config';
import shared from '../vitest.shared';

/**
 * The host apps: the server-rendering ones (examples/next-app, examples/nuxt-app) and a Vite app on
 * React 18 that installs the packed packages with npm (hosts/vite-react18), each built against a sandbox
 * started here, served by its own production server, driven in Chromium. `pnpm test:hosts` at the root.
 */
export default mergeConfig(shared, {
  test: {
    include: ['hosts/**/*.e2e.ts'],
    globalSetup: ['hosts/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    // Three production builds (and an npm install) on a 2-core machine.
    hookTimeout: 600_000,
  },
});
