import { type RunningSandbox, serveSandbox } from '@loyalty-flows/sandbox';
import { createDevRoutesClient, type DevRoutesClient } from '@loyalty-flows/test-utils';
import { afterAll, beforeAll } from 'vitest';
import type { AppUnderTest } from './apps';
import { type RunningPreview, startPreview } from './previews';
import { apps, sandbox } from './suite';

/** One app under test with a sandbox of its own. */
export interface AppLane {
  app: AppUnderTest;
  sandbox: DevRoutesClient;
}

/**
 * One lane per app under test, for a spec that drives the apps side by side (the atlas: the machine has
 * two cores, and one replay leaves most of them idle while it waits on pages and answers). Each lane has
 * its own sandbox, so one app's resets, clock and faults never reach the other's: the first app keeps the
 * worker's sandbox and preview (support/suite.ts); every other one gets a new sandbox and a preview
 * forwarding to it.
 */
export function useAppLanes(): () => AppLane[] {
  let lanes: AppLane[] | undefined;
  const sandboxes: RunningSandbox[] = [];
  const previews: RunningPreview[] = [];
  beforeAll(async () => {
    lanes = await Promise.all(
      apps.map(async (app, index): Promise<AppLane> => {
        if (index === 0) return { app, sandbox };
        const own = await serveSandbox({ port: 0 });
        sandboxes.push(own);
        const preview = await startPreview(app.name, own.url);
        previews.push(preview);
        return { app: preview.app, sandbox: createDevRoutesClient(own.url) };
      }),
    );
  });
  afterAll(async () => {
    for (const preview of previews) preview.child.kill();
    await Promise.all(sandboxes.map((own) => own.close()));
  });
  return () => {
    if (!lanes) throw new Error('the app lanes have not started');
    return lanes;
  };
}
