/**
 * How long narrowing a 20 000-event timeline takes: the goal is under 100 ms per search on the project's
 * two-core machine, the first search (which works out each step's search text) included. Not part of
 * `npm test`: run `pnpm --filter @loyalty-flows/review bench`.
 */
import { bench, describe } from 'vitest';
import { createStepFilter } from '../src/page/timeline/timeline-filter';
import { fixtureSession } from './page-fixtures';

const { steps } = fixtureSession(20_000);

describe(`narrowing ${steps.length} steps`, () => {
  bench('first search (a new filter: search texts worked out)', () => {
    createStepFilter()(steps, { query: 'resendAvailableAt', hideInternal: false, sendable: undefined });
  });
  const narrow = createStepFilter();
  narrow(steps, { query: 'x', hideInternal: false, sendable: undefined });
  bench('next search (texts kept)', () => {
    narrow(steps, { query: 'OTP.VERIFY', hideInternal: true, sendable: undefined });
  });
});
