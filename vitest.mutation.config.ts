import { defineConfig } from 'vitest/config';

/** The suites Stryker runs against each mutant: the two packages whose logic it mutates. */
export default defineConfig({
  test: { projects: ['packages/core', 'packages/client'] },
});
