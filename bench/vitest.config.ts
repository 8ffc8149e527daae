import { mergeConfig } from 'vitest/config';
import shared from '../vitest.shared';

/**
 * The timing benchmarks (`vitest bench`). The counted scenarios (SMS, read requests, renders) run as a
 * separate pass with `vitest.counts.config.ts`; `src/write-report.ts` joins both into docs/benchmarks.md.
 */
export default mergeConfig(shared, {
  test: {
    benchmark: { include: ['timings/**/*.bench.ts'] },
  },
});
