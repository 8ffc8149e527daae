import { mergeConfig } from 'vitest/config';
import shared from '../vitest.shared';

export default mergeConfig(shared, {
  test: {
    include: ['specs/**/*.e2e.ts', 'browser/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    // One browser on a 2-core machine: specs run one file at a time.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
