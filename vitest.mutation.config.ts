import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Left out of the mutation runs only: this file's import test re-imports the notifications module
 * inside a test (`vi.resetModules()` and `await import()`), so the machine's `setup()` implementations,
 * which are chosen once when the module loads, look covered by that one test alone. Stryker then runs
 * just that test against each of them and reports them survived (209 of 660 in the first run), where
 * otherwise they are static mutants, skipped by `ignoreStatic` as they are for the OTP and redemption
 * machines. The file still runs in `pnpm test`.
 */
const reimportsAtTestTime = ['test/notifications.pure.test.ts'];

/**
 * Each test file loads the modules afresh here (`isolate: true`; `pnpm test` shares one module graph per
 * worker), so Stryker counts a mutant covered, or static, by the file that loaded the module.
 */

const all: Record<string, TestProjectInlineConfiguration> = {
  'packages/core': {
    extends: './packages/core/vitest.config.ts',
    root: './packages/core',
    test: { name: 'core', exclude: [...configDefaults.exclude, ...reimportsAtTestTime], isolate: true },
  },
  'packages/client': {
    extends: './packages/client/vitest.config.ts',
    root: './packages/client',
    test: { name: 'client', isolate: true },
  },
};

/**
 * The suites Stryker runs against each mutant: the two packages whose logic it mutates.
 * `MUTATION_PROJECTS=packages/client` (comma-separated) narrows the run to one package's tests when
 * only that package's files are mutated (Stryker's `--mutate` given only that package's src): each
 * package's own suite is what must kill its mutants, and the other suite would only lengthen the dry run.
 */
// biome-ignore lint/suspicious/noUndeclaredEnvVars: read by Stryker's test runs only, never by a turbo task.
const selected = process.env.MUTATION_PROJECTS?.split(',')
  .map((project) => project.trim())
  .filter((project) => project in all);

export default defineConfig({
  test: {
    projects: (selected !== undefined && selected.length > 0 ? selected : Object.keys(all)).map(
      (project) => all[project] as TestProjectInlineConfiguration,
    ),
  },
});
