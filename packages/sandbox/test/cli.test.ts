import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { contractHeaders, sandboxDefaults } from '../src/index';

const cliPath = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
let child: ChildProcess | undefined;
const credentials = {
  subscriptionKey: sandboxDefaults.subscriptionKey,
  appId: sandboxDefaults.appId,
  token: sandboxDefaults.token,
};

function startCli(args: string[]): { child: ChildProcess; output: () => string } {
  let output = '';
  const started = spawn(process.execPath, ['--import', 'tsx', cliPath, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  started.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child = started;
  return { child: started, output: () => output };
}

async function waitFor(read: () => string, pattern: RegExp): Promise<RegExpExecArray> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const match = pattern.exec(read());
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the CLI never printed ${pattern}; it printed:\n${read()}`);
}

afterEach(() => {
  child?.kill('SIGKILL');
});

describe('loyalty-sandbox CLI', () => {
  it('prints the URL and credentials, prints each code sent, and exits 0 on SIGTERM', async () => {
    const cli = startCli(['--port', '0']);
    const [, url] = await waitFor(cli.output, /listening on (http:\/\/127\.0\.0\.1:\d+)/);
    expect(cli.output()).toContain(sandboxDefaults.subscriptionKey);
    expect(cli.output()).toContain(`token ${sandboxDefaults.token}`);

    const response = await fetch(`${url}/api/auth/otp?contact_number=0812345678`, {
      headers: contractHeaders(credentials),
    });
    expect(response.status).toBe(200);
    const [, code] = await waitFor(cli.output, /to 0812345678: code (\d{6})/);
    const [outboxed] = (await (await fetch(`${url}/__sandbox/outbox`)).json()) as { code: string }[];
    expect(outboxed?.code).toBe(code);

    cli.child.kill('SIGTERM');
    const [exitCode] = await once(cli.child, 'exit');
    expect(exitCode).toBe(0);
  });

  it('takes --cors-origin (those origins and no others), --without-expiredate and --public-url', async () => {
    const cli = startCli([
      '--port',
      '0',
      '--cors-origin',
      'http://192.168.1.20:5173',
      '--without-expiredate',
      '--public-url',
      'http://sandbox.test:8787',
    ]);
    const [, url] = await waitFor(cli.output, /listening on (http:\/\/127\.0\.0\.1:\d+)/);
    expect(cli.output()).toContain('Browser origins (CORS): http://192.168.1.20:5173');
    const preflight = (origin: string) =>
      fetch(`${url}/api/noti/`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
      });
    const allowed = await preflight('http://192.168.1.20:5173');
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('http://192.168.1.20:5173');
    const other = await preflight('http://127.0.0.1:5173');
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();

    // --without-expiredate and --public-url reach the sandbox too.
    const otp = await fetch(`${url}/api/auth/otp?contact_number=0812345678`, {
      headers: contractHeaders(credentials),
    });
    expect(Object.keys((await otp.json()) as object)).toEqual(['refcode']);
    const history = await fetch(`${url}/api/redeem/?top=100`, { headers: contractHeaders(credentials) });
    const linked = ((await history.json()) as { Website: string | null }[]).find((entry) => entry.Website);
    expect(linked?.Website).toMatch(/^http:\/\/sandbox\.test:8787\/__sandbox\/pages\//);
  });

  it('refuses a bad port with exit code 2 and the usage', async () => {
    const cli = startCli(['--port', 'eighty']);
    const [exitCode] = await once(cli.child, 'exit');
    expect(exitCode).toBe(2);
    expect(cli.output()).toContain('usage: loyalty-sandbox');
  });
});
