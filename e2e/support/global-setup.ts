/**
 * Starts the sandbox service and a `vite preview` server for each built example app, whose proxy points
 * at that sandbox. `E2E_APPS=react` (or `vue`, `liff`) picks apps; the default runs every app that is
 * built. The LIFF app is provided apart (`liffApps`): the React and Vue specs do not run on it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveSandbox } from '@loyalty-flows/sandbox';
import type { TestProject } from 'vitest/node';
import type { AppUnderTest } from './apps';
import { freePort, waitUntilServing } from './servers';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export default async function setup(project: TestProject) {
  const sandbox = await serveSandbox({ port: 0 });
  const wanted = (process.env.E2E_APPS ?? 'react,vue,liff').split(',').map((name) => name.trim());
  const previews: ChildProcess[] = [];
  const apps: AppUnderTest[] = [];
  const liffApps: AppUnderTest[] = [];

  for (const name of ['react', 'vue', 'liff'] as const) {
    const appDir = join(root, 'examples', `${name}-app`);
    if (!wanted.includes(name) || !existsSync(join(appDir, 'dist', 'index.html'))) continue;
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
      { cwd: appDir, env: { ...process.env, SANDBOX_URL: sandbox.url }, stdio: 'ignore' },
    );
    previews.push(child);
    await waitUntilServing(url, child);
    (name === 'liff' ? liffApps : apps).push({ name, url });
  }
  if (apps.length + liffApps.length === 0)
    throw new Error(`No built example app for E2E_APPS=${wanted.join(',')}: run the build first.`);

  project.provide('apps', apps);
  project.provide('liffApps', liffApps);
  project.provide('sandboxUrl', sandbox.url);

  return async () => {
    for (const child of previews) child.kill();
    await sandbox.close();
  };
}
