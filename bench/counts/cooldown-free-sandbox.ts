import { type SandboxCredentials, startSandbox } from '@loyalty-flows/test-utils';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    cooldownFreeSandbox: { url: string; credentials: SandboxCredentials };
  }
}

/**
 * A sandbox whose own resend cooldown is off, served from Node for the counted scenarios: a server
 * started inside the happy-dom test environment would build its requests with happy-dom's `Request`.
 */
export default async function serveCooldownFreeSandbox(project: TestProject) {
  const sandbox = await startSandbox({ resendCooldownMs: 0 });
  project.provide('cooldownFreeSandbox', { url: sandbox.url, credentials: sandbox.credentials });
  return () => sandbox.close();
}
