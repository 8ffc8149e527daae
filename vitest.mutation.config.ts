import { defineConfig } from 'vitest/config';

const all = ['packages/core', 'packages/client'];

/**
 * The suites Stryker runs against each mutant: the two packages whose logic it mutates.
 * `MUTATION_PROJECTS=packages/client` (comma-separated) narrows the run to one package's tests when
 * only that package's files are mutated (Stryker's `--mutate` given only that package's src): each
 * package's own suite is what must kill its mutants, and the other suite would only lengthen the dry run.
 */
// biome-ignore lint/suspicious/noUndeclaredEnvVars: read by Stryker's test runs only, never by a turbo task.
const selected = process.env.MUTATION_PROJECTS?.split(',')
  .map((project) => project.trim())
  .filter((project) => all.includes(project));

export default defineConfig({
  test: { projects: selected !== undefined && selected.length > 0 ? selected : all },
});
