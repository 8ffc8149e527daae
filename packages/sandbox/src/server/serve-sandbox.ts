import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { RunningSandbox, SandboxOptions } from '../types';
import { createSandbox } from './create-sandbox';

/** Where {@link serveSandbox} listens. */
export interface ServeOptions {
  /** Default 8787; 0 picks a free port. */
  port?: number;
  /** Default `127.0.0.1`: the sandbox is for this machine only. */
  hostname?: string;
}

/**
 * Serves a new sandbox over HTTP and resolves once it listens.
 *
 * @example
 * ```ts
 * const sandbox = await serveSandbox({ port: 0 });
 * console.log(sandbox.url, sandbox.credentials);
 * await sandbox.close();
 * ```
 */
export function serveSandbox(options: SandboxOptions & ServeOptions = {}): Promise<RunningSandbox> {
  const { port = 8787, hostname = '127.0.0.1', ...sandboxOptions } = options;
  const { app, credentials } = createSandbox(sandboxOptions);
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname }, (info: AddressInfo) => {
      const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
      resolve({
        url: `http://${host}:${info.port}`,
        port: info.port,
        credentials,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            // Keep-alive connections would hold `close` open until they time out.
            if ('closeAllConnections' in server) server.closeAllConnections();
          }),
      });
    });
    server.once('error', reject);
  });
}
