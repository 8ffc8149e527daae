/**
 * `vite preview` of a built example app on a free loopback port, its proxy forwarding to a sandbox
 * (`SANDBOX_URL`, read by the app's vite config): the suite's previews (global-setup.ts) and the atlas's
 * own ones beside their own sandboxes (app-lanes.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppUnderTest } from './apps';
import { freePort, waitUntilServing } from './servers';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A preview server that answers, and how to stop it. */
export interface RunningPreview {
  app: AppUnderTest;
  child: ChildProcess;
}

/** Whether `name`'s example app is built (its `dist/index.html` exists). */
export function isBuilt(name: AppUnderTest['name']): boolean {
  return existsSync(join(root, 'examples', `${name}-app`, 'dist', 'index.html'));
}

/** Starts the preview of `name`'s build, forwarding to `sandboxUrl`; resolves once it answers. */
export async function startPreview(name: AppUnderTest['name'], sandboxUrl: string): Promise<RunningPreview> {
  const appDir = join(root, 'examples', `${name}-app`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [
      join(appDir, 'node_modules', 'vite', 'bin', 'vite.js'),
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    { cwd: appDir, env: { ...process.env, SANDBOX_URL: sandboxUrl }, stdio: 'ignore' },
  );
  try {
    await waitUntilServing(url, child);
  } catch (error) {
    child.kill();
    throw error;
  }
  return { app: { name, url }, child };
}
