import { contractHeaders, type SandboxOptions, serveSandbox } from '@loyalty-flows/sandbox';
import { createDevRoutesClient } from './dev-routes-client';
import type { TestSandbox } from './types';

/**
 * Serves a fresh sandbox on `127.0.0.1` with a free port, for one test file or one test. Close it in
 * `afterAll`/`afterEach`.
 *
 * @example
 * ```ts
 * const sandbox = await startSandbox();
 * afterAll(() => sandbox.close());
 *
 * await fetch(`${sandbox.url}/api/auth/otp?contact_number=0812345678`, { headers: sandbox.headers() });
 * const code = await sandbox.lastCode('0812345678');
 * ```
 */
export async function startSandbox(options: SandboxOptions = {}): Promise<TestSandbox> {
  const running = await serveSandbox({ ...options, port: 0, hostname: '127.0.0.1' });
  const dev = createDevRoutesClient(running.url);
  return {
    ...running,
    ...dev,
    headers: () => contractHeaders(running.credentials),
    async lastCode(to) {
      const newest = (await dev.outbox(to)).at(-1);
      if (newest === undefined) throw new Error(`the sandbox has sent no code to ${to}`);
      return newest.code;
    },
  };
}
