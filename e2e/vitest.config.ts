import { mergeConfig } from 'vitest/config';
import shared from '../vitest.shared';

export default mergeConfig(shared, {
  test: {
    include: ['specs/**/*.e2e.ts', 'browser/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    // Two spec files at a time, each worker with a browser and a lane of servers of its own
    // (support/global-setup.ts): one file alone leaves a core idle while it waits on pages and answers.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
