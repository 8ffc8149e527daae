import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ReviewServerPlugin } from '@loyalty-flows/review/server';
import {
  APPROVALS_PATH,
  approvalsView,
  DECISIONS_PATH,
  DecisionError,
  decide,
  parseDecision,
  readBody,
} from './atlas-decisions';
import { ATLAS_PREFIX, readAtlasFile } from './atlas-files';
import { atlasPageScript } from './atlas-page-script';

/**
 * The state atlas in `atlasDir` (`docs/atlas/` after `loyalty-atlas record`) as routes of the review server,
 * with the page's Atlas tab and the atlas's marks on its chart (the page script `atlasPageScript`, which
 * the server inlines into the page): `atlas.json`, `img/*.png`, `svg/*.svg` read-only under `/atlas/`, the approvals
 * at `GET /atlas/approvals.json`, and a reviewer's decisions taken at `POST /atlas/approvals` (from the page
 * of this server only: same origin), written to its approvals.json.
 *
 * @example
 * ```ts
 * await startReviewServer({ port: 8790, plugins: [atlasPlugin('docs/atlas')] });
 * ```
 */
export function atlasPlugin(atlasDir: string): ReviewServerPlugin {
  return {
    name: 'atlas',
    pageScripts: () => [atlasPageScript()],
    async handle(request, response, { path, headers, sameOrigin }) {
      if (path === DECISIONS_PATH) {
        await answerDecision(atlasDir, request, response, headers, sameOrigin);
        return true;
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      if (path === APPROVALS_PATH) {
        const body = JSON.stringify(approvalsView(atlasDir));
        response.writeHead(200, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
        response.end(request.method === 'HEAD' ? undefined : body);
        return true;
      }
      if (!path.startsWith(ATLAS_PREFIX)) return false;
      const atlasFile = await readAtlasFile(atlasDir, path);
      if (atlasFile === undefined) {
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found.');
        return true;
      }
      // An SVG opened on its own is a document: nothing in it may run or load.
      response.writeHead(200, {
        ...headers,
        'Content-Type': atlasFile.contentType,
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
      response.end(request.method === 'HEAD' ? undefined : atlasFile.body);
      return true;
    },
  };
}

/**
 * `POST /atlas/approvals`: a decision from this server's own page only (same origin), as JSON; answered
 * with the approvals after it, or `{ error }` naming what is wrong.
 */
async function answerDecision(
  atlasDir: string,
  request: IncomingMessage,
  response: ServerResponse,
  headers: Readonly<Record<string, string>>,
  sameOrigin: boolean,
): Promise<void> {
  const json = { ...headers, 'Content-Type': 'application/json; charset=utf-8' };
  // The body is drained before any refusal, so the client reads the answer rather than a reset connection.
  const refuse = (status: number, error: string) => {
    request.resume();
    response.writeHead(status, json).end(JSON.stringify({ error }));
  };
  if (request.method !== 'POST') {
    request.resume();
    response.writeHead(405, { Allow: 'POST' }).end();
    return;
  }
  if (!sameOrigin) {
    refuse(403, 'Only the review page of this server may decide (its Origin must be this server).');
    return;
  }
  try {
    if (!/^application\/json\b/.test(request.headers['content-type'] ?? '')) {
      throw new DecisionError(415, 'The body must be JSON (Content-Type: application/json).');
    }
    const view = decide(atlasDir, parseDecision(await readBody(request)));
    response.writeHead(200, json).end(JSON.stringify(view));
  } catch (error) {
    if (!(error instanceof DecisionError)) throw error;
    refuse(error.status, error.message);
  }
}
