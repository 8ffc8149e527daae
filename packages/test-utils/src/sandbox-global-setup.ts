import type { SandboxCredentials } from '@loyalty-flows/sandbox';
import type { TestProject } from 'vitest/node';
import { startSandbox } from './start-sandbox';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The sandbox served for the run by {@link serveSandboxForRun}; read it with `inject('loyaltySandbox')`. */
    loyaltySandbox: { url: string; credentials: SandboxCredentials };
  }
}

/**
 * A vitest global setup: one sandbox for the run, served from Node, with its own resend cooldown off,
 * so what a test counts in the outbox is what the client alone asked for. A DOM test environment
 * cannot serve it itself (inside happy-dom the server would build its requests with happy-dom's
 * `Request`, and every POST would answer 500). A global setup is loaded without the source export
 * condition, so it takes the sandbox's build: turbo runs the react and vue tests after that build.
 *
 * @example
 * // vitest.config.ts: test: { globalSetup: ['test/sandbox.setup.ts'] }
 * // test/sandbox.setup.ts:
 * export { serveSandboxForRun as default } from '@loyalty-flows/test-utils/sandbox-global-setup';
 * (an entry of its own: it augments vitest's types, which a package testing without vitest lacks)
 */
export async function serveSandboxForRun(project: TestProject): Promise<() => Promise<void>> {
  const sandbox = await startSandbox({ resendCooldownMs: 0 });
  project.provide('loyaltySandbox', { url: sandbox.url, credentials: sandbox.credentials });
  return () => sandbox.close();
}
