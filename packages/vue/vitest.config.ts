import { mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared';

export default mergeConfig(shared, {
  test: {
    environment: 'happy-dom',
    // The sandbox has no CORS headers: the page's origin is not the sandbox's.
    environmentOptions: { happyDOM: { settings: { fetch: { disableSameOriginPolicy: true } } } },
    globalSetup: ['test/sandbox.setup.ts'],
  },
});
