/**
 * Starts one lane per test worker: a sandbox service and a `vite preview` server for each built example
 * app, whose proxy points at that lane's sandbox. Spec files run two at a time, each worker in its own
 * lane (`support/suite.ts`), so one file's resets, clock and faults never reach the other's.
 * `E2E_APPS=react` (or `vue`, `liff`) picks apps; the default runs every app that is built. The LIFF app
 * is provided apart (`liffApps`): the React and Vue specs do not run on it.
 */
import type { ChildProcess } from 'node:child_process';
import { type RunningSandbox, serveSandbox } from '@loyalty-flows/sandbox';
import type { TestProject } from 'vitest/node';
import type { AppUnderTest, SuiteLane } from './apps';
import { isBuilt, startPreview } from './previews';

interface StartedLane {
  lane: SuiteLane;
  sandbox: RunningSandbox;
  previews: ChildProcess[];
}

async function stop(started: StartedLane[]): Promise<void> {
  for (const { previews } of started) for (const child of previews) child.kill();
  await Promise.all(started.map(({ sandbox }) => sandbox.close()));
}

/** One sandbox and its previews; a preview that fails stops the others and the sandbox. */
async function startLane(names: AppUnderTest['name'][]): Promise<StartedLane> {
  const sandbox = await serveSandbox({ port: 0 });
  // Started side by side (each waits on its own server).
  const started = await Promise.allSettled(names.map((name) => startPreview(name, sandbox.url)));
  const previews: ChildProcess[] = [];
  const apps: AppUnderTest[] = [];
  const liffApps: AppUnderTest[] = [];
  for (const result of started) {
    if (result.status !== 'fulfilled') continue;
    previews.push(result.value.child);
    (result.value.app.name === 'liff' ? liffApps : apps).push(result.value.app);
  }
  const lane: StartedLane = { lane: { apps, liffApps, sandboxUrl: sandbox.url }, sandbox, previews };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stop([lane]);
    throw failed.reason;
  }
  return lane;
}

export default async function setup(project: TestProject) {
  const wanted = (process.env.E2E_APPS ?? 'react,vue,liff').split(',').map((name) => name.trim());
  const names = (['react', 'vue', 'liff'] as const).filter((name) => wanted.includes(name) && isBuilt(name));
  if (names.length === 0)
    throw new Error(`No built example app for E2E_APPS=${wanted.join(',')}: run the build first.`);

  // Vitest resolves `fileParallelism: false` to one worker.
  const workers = Math.max(1, project.config.maxWorkers);
  const started = await Promise.allSettled(Array.from({ length: workers }, () => startLane(names)));
  const lanes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stop(lanes);
    throw failed.reason;
  }
  project.provide(
    'lanes',
    lanes.map(({ lane }) => lane),
  );
  return () => stop(lanes);
}
