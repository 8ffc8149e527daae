import { afterAll, beforeEach } from 'vitest';
import { contractHeaders, type RunningSandbox, type SandboxOptions, serveSandbox } from '../src/index';

/** A sandbox on a free loopback port for one test file, reset before each test, spoken to with plain fetch. */
export interface SandboxUnderTest {
  running: RunningSandbox;
  /** A contract request with the section-5 headers (overridable). */
  call(
    path: string,
    init?: { method?: string; body?: URLSearchParams | string; headers?: Record<string, string> },
  ): Promise<Response>;
  dev(path: string, init?: { method?: string; json?: unknown }): Promise<Response>;
}

/** Starts the sandbox for the file: `const sandbox = useSandbox();` at the top of a test file. */
export function useSandbox(options: SandboxOptions = {}): SandboxUnderTest {
  let running: RunningSandbox | undefined;
  const started = serveSandbox({ ...options, port: 0 }).then((value) => {
    running = value;
    return value;
  });
  afterAll(async () => (await started).close());
  const under: SandboxUnderTest = {
    get running() {
      if (running === undefined) throw new Error('the sandbox has not started yet');
      return running;
    },
    async call(path, init = {}) {
      const { url, credentials } = await started;
      return fetch(`${url}${path}`, {
        method: init.method ?? 'GET',
        headers: { ...contractHeaders(credentials), ...init.headers },
        body: init.body,
      });
    },
    async dev(path, init = {}) {
      const { url } = await started;
      return fetch(`${url}/__sandbox/${path}`, {
        method: init.method ?? 'GET',
        headers: init.json === undefined ? {} : { 'Content-Type': 'application/json' },
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
      });
    },
  };
  beforeEach(async () => {
    await started;
    await under.dev('reset', { method: 'POST' });
  });
  return under;
}

/** The newest code the sandbox sent to `to`. */
export async function lastCode(
  sandbox: SandboxUnderTest,
  to: string,
): Promise<{ code: string; refCode: string }> {
  const outbox = (await (await sandbox.dev(`outbox?to=${encodeURIComponent(to)}`)).json()) as {
    code: string;
    refCode: string;
  }[];
  const newest = outbox.at(-1);
  if (newest === undefined) throw new Error(`no code was sent to ${to}`);
  return newest;
}

/** A form body, as the contract sends POSTs. */
export function form(fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams(fields);
}
