import { mergeConfig } from 'vitest/config';
import shared from '../vitest.shared';

/** The counted scenarios: React in happy-dom, talking to a real sandbox over loopback. */
export default mergeConfig(shared, {
  test: {
    include: ['counts/**/*.count.{ts,tsx}'],
    environment: 'happy-dom',
    // The sandbox has no CORS headers: the page's origin is not the sandbox's.
    environmentOptions: { happyDOM: { settings: { fetch: { disableSameOriginPolicy: true } } } },
    globalSetup: ['counts/cooldown-free-sandbox.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
  },
});
