/**
 * Replays every atlas entry in each app and asserts, through the app's `data-flow-state`, that the
 * flow is in the entry's state before the moment of its screenshot. In `npm test`: English, no
 * screenshots. `ATLAS=1` (what `npm run atlas` sets) replays in Thai and English, writes the
 * screenshots to docs/atlas/img and the run's record to docs/atlas/atlas.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, it } from 'vitest';
import { type AtlasEntry, atlas, flowState, openEntry } from '../atlas/catalogue';
import { valueIsIn } from '../atlas/coverage';
import { shortestEventPaths } from '../atlas/event-paths';
import { AppPage } from '../models/app-page';
import { apps, eventually, sandbox, useBrowser } from '../support/suite';

const writing = process.env.ATLAS === '1';
const languages = writing ? (['th', 'en'] as const) : (['en'] as const);
const atlasDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'atlas');
/** The states shown dark as well (a sample: the first entry of each machine). */
const darkSample = new Set(atlas.map((machine) => `${machine.name}.${machine.entries[0]?.state}`));

type Language = (typeof languages)[number];
/** One screen the run reached: its file under docs/atlas/img and the state value the app reported. */
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
/**
 * The entries one app replays. Writing the atlas, every app replays every entry; in `npm test` the apps
 * take turns (each entry in one app, both apps' hooks exercised) to keep the run near a minute and a half.
 */
function entriesFor(appIndex: number) {
  return writing ? allEntries : allEntries.filter((_, index) => index % apps.length === appIndex);
}
const total = languages.length * apps.reduce((sum, _, index) => sum + entriesFor(index).length, 0);
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
    for (const { entry, id } of entriesFor(app.index)) {
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
    const schemes =
      writing && lang === 'en' && darkSample.has(id) ? (['light', 'dark'] as const) : (['light'] as const);
    const page = await openEntry(() => AppPage.open(browser(), app, entry.route, { lang }), entry, sandbox);
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
      if (!writing) return;
      for (const scheme of schemes) {
        await page.page.emulateMedia({ colorScheme: scheme });
        const file = `img/${id}.${app.name}.${lang}${scheme === 'dark' ? '.dark' : ''}.png`;
        mkdirSync(join(atlasDir, 'img'), { recursive: true });
        await page.page.screenshot({ path: join(atlasDir, file) });
        const list = shots.get(id) ?? [];
        list.push({ app: app.name, lang, scheme, file, value });
        shots.set(id, list);
      }
    } finally {
      await page.close();
    }
  }
});

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
  mkdirSync(atlasDir, { recursive: true });
  writeFileSync(
    join(atlasDir, 'atlas.json'),
    `${JSON.stringify({ apps: apps.map((a) => a.name), languages, machines: record }, null, 2)}\n`,
  );
});
