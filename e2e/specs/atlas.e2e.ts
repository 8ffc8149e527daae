/**
 * Replays every atlas entry in each app, in Thai and English (and dark for a sample), asserts through
 * the app's `data-flow-state` that the flow is in the entry's state, and takes its screenshot into a
 * folder outside the tree (`ATLAS_OUT`, else a new temporary one). Then, in `npm test` and
 * `npm run atlas:check`, it checks every screen against its approved image (scripts/atlas-check.ts):
 * a changed, unapproved or change-requested screen fails, naming its state. `ATLAS=1` (what
 * `npm run atlas` sets) skips that last test: the script decides what to take into docs/atlas.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readApprovals, screenIdOfFile } from '@loyalty-flows/review/approvals';
import { afterAll, describe, it } from 'vitest';
import { checkAtlas, checkMessage } from '../../scripts/atlas-check';
import { type AtlasEntry, atlas, flowState, openEntry, steadyScreen } from '../atlas/catalogue';
import { valueIsIn } from '../atlas/coverage';
import { shortestEventPaths } from '../atlas/event-paths';
import { AppPage } from '../models/app-page';
import { apps, eventually, sandbox, useBrowser } from '../support/suite';

const writing = process.env.ATLAS === '1';
const languages = ['th', 'en'] as const;
const atlasDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'atlas');
/** Where this run's screenshots and record go: never docs/atlas (only approving copies images there). */
const outDir = process.env.ATLAS_OUT ?? mkdtempSync(join(tmpdir(), 'atlas-check-'));
rmSync(join(outDir, 'img'), { recursive: true, force: true });
mkdirSync(join(outDir, 'img'), { recursive: true });
/** The states shown dark as well (a sample: the first entry of each machine). */
const darkSample = new Set(atlas.map((machine) => `${machine.name}.${machine.entries[0]?.state}`));

type Language = (typeof languages)[number];
/** One screen the run reached: its file under img/ and the state value the app reported. */
interface Shot {
  app: string;
  lang: Language;
  scheme: 'light' | 'dark';
  file: string;
  value: unknown;
}
const shots = new Map<string, Shot[]>();

const allEntries = atlas.flatMap((machine) =>
  machine.entries.map((entry) => ({ machine, entry, id: `${machine.name}.${entry.state}` })),
);
const total = languages.length * apps.length * allEntries.length;
let done = 0;
const started = Date.now();

function progress(id: string, app: string, lang: Language) {
  done += 1;
  const perState = (Date.now() - started) / done;
  const left = Math.ceil((perState * (total - done)) / 1000);
  const eta = left < 90 ? `${left} s` : `${Math.ceil(left / 60)} min`;
  process.stderr.write(`${done}/${total} states · ${id} · ${app} ${lang} · ~${eta} left\n`);
}

describe.each(apps.map((app, index) => ({ ...app, index })))('the atlas in the $name app', (app) => {
  const browser = useBrowser();

  describe.each(languages)('in %s', (lang) => {
    for (const { entry, id } of allEntries) {
      // Writing the atlas, a screen that failed under load gets one more try (vitest reports the retry);
      // the check in npm test gets none.
      it(`reaches ${id}`, { retry: writing ? 1 : 0 }, async () => {
        try {
          await replay(entry, id, lang);
        } catch (error) {
          throw new Error(
            `atlas: could not reach ${id} in the ${app.name} app (${lang}): ${(error as Error).message}`,
          );
        }
        progress(id, app.name, lang);
      });
    }
  });

  async function replay(entry: AtlasEntry, id: string, lang: Language) {
    const schemes = lang === 'en' && darkSample.has(id) ? (['light', 'dark'] as const) : (['light'] as const);
    const page = await openEntry(
      (clockAt) => AppPage.open(browser(), app, entry.route, { lang, clockAt }),
      entry,
      sandbox,
    );
    try {
      for (const step of entry.steps) await step.run({ page, sandbox });
      let value: unknown;
      try {
        await eventually(async () => {
          const reported = await flowState(page);
          value = reported ? JSON.parse(reported) : undefined;
          return valueIsIn(value, entry.state);
        }, `the flow is in ${entry.state}`);
      } catch (error) {
        throw new Error(`${(error as Error).message} (the app reports ${JSON.stringify(value)})`);
      }
      await steadyScreen(page, sandbox);
      for (const scheme of schemes) {
        await page.page.emulateMedia({ colorScheme: scheme });
        const file = `img/${id}.${app.name}.${lang}${scheme === 'dark' ? '.dark' : ''}.png`;
        await page.page.screenshot({ path: join(outDir, file), animations: 'disabled', caret: 'hide' });
        const list = shots.get(id) ?? [];
        list.push({ app: app.name, lang, scheme, file, value });
        shots.set(id, list);
      }
    } finally {
      await page.close();
    }
  }
});

it.skipIf(writing)('shows every screen as approved (docs/atlas/approvals.json)', () => {
  const screens = [...shots.values()].flat().map((shot) => screenIdOfFile(shot.file) ?? shot.file);
  const check = checkAtlas({
    approvals: readApprovals(join(atlasDir, 'approvals.json')),
    approvedDir: join(atlasDir, 'img'),
    replayDir: join(outDir, 'img'),
    screens,
    apps: apps.map((app) => app.name),
    reportDir: join(outDir, 'report'),
  });
  if (check.failed.length > 0) throw new Error(checkMessage(check));
  process.stderr.write(`atlas check: ${screens.length} screens as approved\n`);
  // Nothing to look at when every screen passes: a temporary folder of this run goes.
  if (!process.env.ATLAS_OUT) rmSync(outDir, { recursive: true, force: true });
});

/** The run's record, beside its screenshots, for `npm run atlas` to take into docs/atlas/atlas.json. */
afterAll(() => {
  if (!writing) return;
  const record = atlas.map((machine) => {
    const paths = shortestEventPaths(machine);
    return {
      machine: machine.name,
      states: machine.entries.length + machine.exclusions.length,
      entries: machine.entries.map((entry) => {
        const id = `${machine.name}.${entry.state}`;
        const node = machine.machine.getStateNodeById(`${machine.machine.id}.${entry.state}`);
        return {
          state: entry.state,
          description: node.description ?? '',
          events: paths.get(entry.state) ?? [],
          steps: [
            ...(entry.before ?? []).map(
              (fault) => `Before opening: sandbox fault ${fault.kind} on ${fault.route}`,
            ),
            `Open ${entry.route}`,
            ...entry.steps.map((step) => step.label),
          ],
          shots: shots.get(id) ?? [],
        };
      }),
      exclusions: machine.exclusions,
    };
  });
  writeFileSync(
    join(outDir, 'atlas.json'),
    `${JSON.stringify({ apps: apps.map((a) => a.name), languages, machines: record }, null, 2)}\n`,
  );
});
