import { defineConfig } from 'vitest/config';

/** Tests run on TypeScript source through the `@loyalty-flows/source` export condition: no build needed. */
const sourceConditions = ['@loyalty-flows/source', 'module', 'node', 'default'];

export default defineConfig({
  resolve: { conditions: sourceConditions },
  ssr: { resolve: { conditions: sourceConditions } },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    testTimeout: 20_000,
    // One module graph per worker, not one per test file: the suites import the same xstate, ofetch and
    // happy-dom graph in every file, and re-importing it was half their CPU (core 77 → 33 CPU-seconds,
    // review 57 → 21). So no test may leave its changes to the next file: a global stubbed with
    // `vi.stubGlobal` (a `navigator.locks`, a `window`) or an env var is put back after each test, and a
    // file that fakes timers or writes a global itself puts it back in its own `afterEach` / `finally`.
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});
