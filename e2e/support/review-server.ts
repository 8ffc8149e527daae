import { join } from 'node:path';
import { atlasPlugin } from '@loyalty-flows/atlas';
import { type ReviewServer, startReviewServer } from '@loyalty-flows/review/server';
import { afterAll, beforeAll } from 'vitest';
import { sandboxUrl } from './suite';

/**
 * A review server for the spec file, on a free loopback port and driving the worker's sandbox (its clock
 * and faults), as `npm start` runs one beside the apps, with the repository's atlas (`docs/atlas`) for
 * the Atlas tab. Its page is the package's build (`dist/page`).
 */
const atlasDir = join(import.meta.dirname, '..', '..', 'docs', 'atlas');

export function useReviewServer(): () => ReviewServer {
  let server: ReviewServer | undefined;
  beforeAll(async () => {
    server = await startReviewServer({ port: 0, sandboxUrl, plugins: [atlasPlugin(atlasDir)] });
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('the review server has not started');
    return server;
  };
}
