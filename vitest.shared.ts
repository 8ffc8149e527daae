import { defineConfig } from 'vitest/config';

/** Tests run on TypeScript source through the `@loyalty-flows/source` export condition: no build needed. */
const sourceConditions = ['@loyalty-flows/source', 'module', 'node', 'default'];

export default defineConfig({
  resolve: { conditions: sourceConditions },
  ssr: { resolve: { conditions: sourceConditions } },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    testTimeout: 20_000,
  },
});
