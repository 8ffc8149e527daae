/**
 * Starts the sandbox service and a `vite preview` server for each built example app, whose proxy points
 * at that sandbox. `E2E_APPS=react` (or `vue`, `liff`) picks apps; the default runs every app that is
 * built. The LIFF app is provided apart (`liffApps`): the React and Vue specs do not run on it.
 */
import type { ChildProcess } from 'node:child_process';
import { serveSandbox } from '@loyalty-flows/sandbox';
import type { TestProject } from 'vitest/node';
import type { AppUnderTest } from './apps';
import { isBuilt, startPreview } from './previews';

export default async function setup(project: TestProject) {
  const sandbox = await serveSandbox({ port: 0 });
  const wanted = (process.env.E2E_APPS ?? 'react,vue,liff').split(',').map((name) => name.trim());
  const previews: ChildProcess[] = [];
  const apps: AppUnderTest[] = [];
  const liffApps: AppUnderTest[] = [];

  const names = (['react', 'vue', 'liff'] as const).filter((name) => wanted.includes(name) && isBuilt(name));
  // Started side by side (each waits on its own server); one that fails stops the others.
  const started = await Promise.allSettled(names.map((name) => startPreview(name, sandbox.url)));
  for (const result of started) if (result.status === 'fulfilled') previews.push(result.value.child);
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    for (const child of previews) child.kill();
    await sandbox.close();
    throw failed.reason;
  }
  for (const result of started) {
    if (result.status !== 'fulfilled') continue;
    (result.value.app.name === 'liff' ? liffApps : apps).push(result.value.app);
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
