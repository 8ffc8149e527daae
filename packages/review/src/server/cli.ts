/**
 * `loyalty-review [options]` (see `usage`): serves the review page and keeps the session of the app tabs
 * that send to it. Prints where the page is.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startReviewServer } from './review-server';

const usage = `usage: loyalty-review [--port 8790] [--sandbox <url>] [--atlas <dir>] [--allow-origin <origin>]...
  --sandbox       the sandbox whose clock and faults the page drives, e.g. http://127.0.0.1:8787
                  (without it, "advance clock" moves only the apps' clock and faults are refused)
  --atlas         the state atlas written by \`npm run atlas\` (docs/atlas): the page's Atlas tab shows it,
                  and its Approve / Request changes write the atlas's approvals.json
  --allow-origin  a browser origin besides 127.0.0.1, localhost and [::1] whose pages may connect,
                  e.g. http://192.168.1.20:5173; repeat for more, '*' for any
The server listens on 127.0.0.1 only.`;

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        port: { type: 'string', default: '8790' },
        sandbox: { type: 'string' },
        atlas: { type: 'string' },
        'allow-origin': { type: 'string', multiple: true },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
})();

if (values.help) {
  process.stdout.write(`${usage}\n`);
  process.exit(0);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535)
  fail('--port must be a whole number from 0 to 65535');
if (values.sandbox !== undefined && !URL.canParse(values.sandbox)) fail('--sandbox must be a URL');
const origins = values['allow-origin'] ?? [];
const atlasDir = values.atlas === undefined ? undefined : resolve(values.atlas);
if (atlasDir !== undefined && !existsSync(join(atlasDir, 'atlas.json')))
  fail(`--atlas: ${atlasDir} has no atlas.json (npm run atlas writes it)`);

startReviewServer({
  port,
  sandboxUrl: values.sandbox,
  atlasDir,
  allowOrigins: origins.includes('*') ? '*' : origins,
})
  .then((server) => {
    const sandbox = values.sandbox ? `\n  time and faults of the sandbox at ${values.sandbox}` : '';
    const atlas = atlasDir ? `\n  the state atlas of ${atlasDir} at ${server.url}/atlas/atlas.json` : '';
    process.stdout.write(
      `Review page:        ${server.url}/   (apps send to ws://127.0.0.1:${server.port}/app)${sandbox}${atlas}\n`,
    );
    const stop = () => server.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  })
  .catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`loyalty-review could not start: ${reason}`);
    process.exit(1);
  });
