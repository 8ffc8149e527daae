/**
 * `loyalty-atlas <command>`: the state atlas's command line (see `usage`). `record` replays the app into
 * screens, checks them against their approvals and writes the atlas (`record.ts`); `site` builds the
 * static review site (`site/site.ts`); `serve` runs the review server with the atlas's routes
 * (`server/atlas-plugin.ts`), for the review page's Atlas tab and its Approve / Request changes.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runReviewCli } from '@loyalty-flows/review/server';
import type { AtlasMachine } from './atlas-charts';
import { recordAtlas, recordUsage, valuesOf } from './record';
import { atlasPlugin } from './server/atlas-plugin';
import { siteCommand } from './site/site';

const usage = `usage: loyalty-atlas <record|site|serve> [--root <dir>] [--atlas <dir>] [options]
  --root      the repository (default: the working directory)
  --atlas     the atlas folder (default: docs/atlas in the repository)
  record      ${recordUsage.replace('usage: loyalty-atlas record ', '').trim()}
              --machines <module>[#export]: a module whose export (default \`machines\`) lists
              { flow, machine } for the charts; --replay "<command>": the replay, run with ATLAS=1 and
              ATLAS_OUT=<dir>, that writes atlas.json and img/ there
  site        [--out <dir>]: the static review site (default: site/ in the repository)
  serve       [--port 8790] [--sandbox <url>] [--allow-origin <origin>]...: the review server with the atlas
`;

function fail(message: string): never {
  process.stderr.write(`loyalty-atlas: ${message}\n${usage}`);
  process.exit(2);
}

/** The machines a `--machines` module lists (`path#export`, the export `machines` by default). */
async function loadMachines(root: string, spec: string): Promise<AtlasMachine[]> {
  const [path = '', name = 'machines'] = spec.split('#');
  const module = (await import(pathToFileURL(resolve(root, path)).href)) as Record<string, unknown>;
  const machines = module[name];
  if (!Array.isArray(machines)) fail(`--machines: ${path} has no array export named ${name}`);
  return machines as AtlasMachine[];
}

const [command, ...args] = process.argv.slice(2);
const root = resolve(valuesOf(args, '--root')?.[0] ?? '.');
const atlasDir = resolve(root, valuesOf(args, '--atlas')?.[0] ?? join('docs', 'atlas'));

switch (command) {
  case 'record': {
    const machines = valuesOf(args, '--machines')?.[0];
    const replay = valuesOf(args, '--replay')?.[0]?.split(/\s+/).filter(Boolean) ?? [];
    if (machines === undefined) fail('record needs --machines <module>');
    if (replay.length === 0 && !args.includes('--pages-only')) fail('record needs --replay "<command>"');
    await recordAtlas(args, { root, atlasDir, machines: await loadMachines(root, machines), replay });
    break;
  }
  case 'site':
    siteCommand(atlasDir, resolve(root, valuesOf(args, '--out')?.[0] ?? 'site'));
    break;
  case 'serve': {
    const rootAt = args.indexOf('--root');
    const serveArgs = rootAt < 0 ? args : args.filter((_, at) => at !== rootAt && at !== rootAt + 1);
    runReviewCli(serveArgs, {
      program: 'loyalty-atlas serve',
      usage: ` [--atlas <dir>]
  --atlas         the state atlas (default docs/atlas): the page's Atlas tab shows it, and its
                  Approve / Request changes write the atlas's approvals.json`,
      options: { atlas: { type: 'string' } },
      plugins: ({ atlas }) => {
        const dir = resolve(root, atlas ?? join('docs', 'atlas'));
        if (!existsSync(join(dir, 'atlas.json'))) {
          return `--atlas: ${dir} has no atlas.json (loyalty-atlas record writes it)`;
        }
        return {
          plugins: [atlasPlugin(dir)],
          notes: (url) => [`the state atlas of ${dir} at ${url}/atlas/atlas.json`],
        };
      },
    });
    break;
  }
  case '--help':
  case undefined:
    process.stdout.write(usage);
    break;
  default:
    fail(`no command ${command}`);
}
