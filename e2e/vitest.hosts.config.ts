import { mergeConfig } from 'vitest/config';
import shared from '../vitest.shared';

/**
 * The server-rendering hosts (examples/next-app, examples/nuxt-app): built against a sandbox started
 * here, served by their own production servers, driven in Chromium. `pnpm test:hosts` at the root.
 */
export default mergeConfig(shared, {
  test: {
    include: ['hosts/**/*.e2e.ts'],
    globalSetup: ['hosts/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    // Two production builds on a 2-core machine.
    hookTimeout: 600_000,
  },
});
