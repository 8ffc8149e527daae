/**
 * Replays every atlas entry in each app, in Thai and English (and dark for the first state of each machine
 * and every error, locked, expired, refused, failed and verified state, in both languages, in the same replay), asserts through
 * the app's `data-flow-state` that the flow is in the entry's state, and takes its screenshots into a
 * folder outside the tree (`ATLAS_OUT`, else a new temporary one). Then, in `npm test` and
 * `npm run atlas:check`, it checks every screen against its baseline (`@loyalty-flows/atlas`'s `checkAtlas`):
 * a changed screen, or one with no baseline, fails naming its state; a reviewer's approval is reported,
 * never needed. `ATLAS=1` (what
 * `npm run atlas` sets) skips that last test: the script decides what to take into docs/atlas.
 *
 * While each screen is up, the atlas's screen checks run on it (`@loyalty-flows/atlas`: axe once per
 * screen, no Thai script on an English screen, no untranslated text on a Thai one, no clipped text, the
 * state's defining element in view, which the capture scrolls to); after the replay the React and Vue
 * screens of each state, language and scheme are compared. A finding fails the test naming the screen,
 * unless `atlas/screen-allowlist.ts` lists it with its reason.
 *
 * One test per state, which replays it in the apps side by side, each app in a lane with a sandbox of its
 * own (`support/app-lanes.ts`), in a tab kept from state to state (`atlas/tabs.ts`). One replay gives the
 * screens of both languages: the app's own switch changes the language of the reached screen in place.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  auditScreen,
  axeScreen,
  checkAtlas,
  checkMessage,
  comparePairs,
  findingsMessage,
  readApprovals,
  type ScreenFinding,
  screenIdOfFile,
  scrollToDefining,
  unexpectedFindings,
} from '@loyalty-flows/atlas';
import { afterAll, it } from 'vitest';
import {
  type AtlasEntry,
  atlas,
  flowState,
  openEntry,
  steadyScreen,
  waitForFlowState,
} from '../atlas/catalogue';
import { screenStateOf, valueIsIn } from '../atlas/coverage';
import { shortestEventPaths } from '../atlas/event-paths';
import { screenAllowlist } from '../atlas/screen-allowlist';
import { AppTabs } from '../atlas/tabs';
import type { AppPage } from '../models/app-page';
import { type AppLane, useAppLanes } from '../support/app-lanes';
import { apps, useBrowser } from '../support/suite';

const writing = process.env.ATLAS === '1';
const languages = ['th', 'en'] as const;
const atlasDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'atlas');
/** Where this run's screenshots and record go: never docs/atlas (only recording baselines copies images there). */
const outDir = process.env.ATLAS_OUT ?? mkdtempSync(join(tmpdir(), 'atlas-check-'));
rmSync(join(outDir, 'img'), { recursive: true, force: true });
mkdirSync(join(outDir, 'img'), { recursive: true });
/**
 * The states shown dark as well, in both languages: the first entry of each machine, and every error,
 * locked, expired, refused, failed and verified state (where a dark theme's colours matter most).
 */
const darkStates = new Set([
  ...atlas.flatMap((machine) =>
    machine.entries.slice(0, 1).map((first) => `${machine.name}.${screenStateOf(first)}`),
  ),
  ...atlas.flatMap((machine) =>
    machine.entries
      .filter((entry) =>
        /(^|\.)(error|locked|expired|refused|failed|verified|retrying)(\.|$)/.test(entry.state),
      )
      .map((entry) => `${machine.name}.${screenStateOf(entry)}`),
  ),
]);

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
/** What the screen checks found on each screen (screen id → findings), and the time they took. */
const findings = new Map<string, ScreenFinding[]>();
let checksMs = 0;

/** Every screen to replay, by its id: the machine, the state and its variant (`redemption.entry.open-barcode`). */
const allEntries = atlas.flatMap((machine) =>
  machine.entries.map((entry) => ({ machine, entry, id: `${machine.name}.${screenStateOf(entry)}` })),
);
const started = Date.now();

function progress(done: number, id: string) {
  const perState = (Date.now() - started) / done;
  const left = Math.ceil((perState * (allEntries.length - done)) / 1000);
  const eta = left < 90 ? `${left} s` : `${Math.ceil(left / 60)} min`;
  process.stderr.write(`${done}/${allEntries.length} states · ${id} · ~${eta} left\n`);
}

const browser = useBrowser();
const lanes = useAppLanes();
/** Each lane's kept tabs (`e2e/atlas/tabs.ts`), by app. */
const tabs = new Map<string, AppTabs>();
afterAll(async () => {
  for (const kept of tabs.values()) await kept.close();
});

for (const [index, { entry, id }] of allEntries.entries()) {
  // Writing the atlas, a state that failed under load gets one more try (vitest reports the retry);
  // the check in npm test gets none.
  it(`reaches ${id}`, { retry: writing ? 1 : 0 }, async () => {
    // The apps side by side, each in its own lane (sandbox); the test ends only once every replay has,
    // so none runs on into the next state's reset.
    const replays = await Promise.allSettled(lanes().map((lane) => replayEntry(lane, entry, id)));
    const failures = replays.flatMap((replay) =>
      replay.status === 'rejected' ? [(replay.reason as Error).message] : [],
    );
    if (failures.length > 0) throw new Error(failures.join('\n'));
    // In the order of the apps, whichever finished first.
    shots.set(
      id,
      replays.flatMap((replay) => (replay.status === 'fulfilled' ? replay.value : [])),
    );
    progress(index + 1, id);
  });
}

/** Every screen of `entry` in `lane`'s app: each language, from as few replays as the pages allow. */
async function replayEntry(lane: AppLane, entry: AtlasEntry, id: string): Promise<Shot[]> {
  const taken: Shot[] = [];
  let left: readonly Language[] = languages;
  while (left.length > 0) left = await replay(lane, entry, id, left, taken);
  return taken;
}

/**
 * Replays `entry` once in `lane`, opened in the first of `langs`, and takes its screens in each of them in
 * turn, switched with the app's own language switch (the state, data and clock stay as they are; no
 * reload). A page the replay scrolled is shot in its first language only: another language's layout would
 * have scrolled elsewhere. Adds the screens to `taken`; returns the languages still to replay.
 */
async function replay(
  { app, sandbox }: AppLane,
  entry: AtlasEntry,
  id: string,
  langs: readonly Language[],
  taken: Shot[],
): Promise<Language[]> {
  const [first = 'th'] = langs;
  let lang: Language = first;
  const kept = tabs.get(app.name) ?? new AppTabs(browser, app);
  tabs.set(app.name, kept);
  await kept.leave();
  const page = await openEntry((clockAt) => kept.open(first, entry.route, clockAt), entry, sandbox);
  try {
    for (const step of entry.steps) {
      try {
        await step.run({ page, sandbox });
      } catch (error) {
        throw new Error(`step “${step.label}”: ${(error as Error).message}`);
      }
    }
    await waitForFlowState(page, entry.state);
    const value: unknown = JSON.parse(await flowState(page));
    const scrolled = await page.page.evaluate(() => window.scrollY !== 0);
    const shotHere = scrolled ? [first] : langs;
    for (lang of shotHere) {
      if (lang !== first) await switchLanguage(page, lang);
      await steadyScreen(page, sandbox);
      await scrollToDefining(page.page, entry.defining);
      const schemes = darkStates.has(id) ? (['light', 'dark'] as const) : (['light'] as const);
      for (const scheme of schemes) {
        await page.page.emulateMedia({ colorScheme: scheme });
        const file = `img/${id}.${app.name}.${lang}${scheme === 'dark' ? '.dark' : ''}.png`;
        await page.page.screenshot({ path: join(outDir, file), animations: 'disabled', caret: 'hide' });
        taken.push({ app: app.name, lang, scheme, file, value });
        const checking = Date.now();
        const found = [
          ...(await auditScreen(page.page, { lang, defining: entry.defining })),
          ...(await axeScreen(page.page)),
        ];
        checksMs += Date.now() - checking;
        findings.set(screenIdOfFile(file) ?? file, found);
      }
      await page.page.emulateMedia({ colorScheme: 'light' });
    }
    // Every screen shows the state: it did not move on (a held answer, a countdown) while they were taken.
    const after = JSON.parse(await flowState(page));
    if (!valueIsIn(after, entry.state))
      throw new Error(
        `the flow left ${entry.state} while its screens were taken (now ${JSON.stringify(after)})`,
      );
    return langs.filter((other) => !shotHere.includes(other));
  } catch (error) {
    // The next entry starts in new tabs: nothing of a replay gone astray carries over.
    await kept.close();
    throw new Error(
      `atlas: could not reach ${id} in the ${app.name} app (${lang}): ${(error as Error).message}`,
    );
  }
}

/**
 * Switches the app to `lang` with its own switch, as a script click: the pointer and the focus stay where
 * the replay left them, as they are in a replay opened in that language.
 */
async function switchLanguage(page: AppPage, lang: Language) {
  await page.testId(`lang-${lang}`).dispatchEvent('click');
  await page.page.locator(`[data-testid="lang-${lang}"][aria-pressed="true"]`).waitFor();
}

it.skipIf(writing)(
  'passes the screen checks: axe, no Thai on English, no untranslated Thai, no clipping, defining element, React = Vue',
  () => {
    const started = Date.now();
    const all = new Map(findings);
    const screens = [...shots.values()].flat().map((shot) => screenIdOfFile(shot.file) ?? shot.file);
    for (const pair of comparePairs(
      join(outDir, 'img'),
      screens,
      apps.map((app) => app.name),
    )) {
      all.set(pair.screen, [
        ...(all.get(pair.screen) ?? []),
        { ...pair, detail: `${pair.detail} from ${pair.other}` },
      ]);
    }
    const { failing, stale } = unexpectedFindings(all, screenAllowlist);
    process.stderr.write(
      `atlas screen checks: ${findings.size} screens, ${Math.round((checksMs + Date.now() - started) / 1000)} s of checks (summed over the lanes), ${failing.size} failing\n`,
    );
    if (failing.size > 0 || stale.length > 0) throw new Error(findingsMessage(failing, stale));
  },
);

it.skipIf(writing)('shows every screen as its baseline (docs/atlas/approvals.json)', () => {
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
  // The replay's noise (countdown digits and the like), to see how far it stays under the tolerance.
  const [largest] = [...check.screens].sort((a, b) => (b.ratio ?? 0) - (a.ratio ?? 0));
  const noise = largest
    ? ` (the largest difference ${((largest.ratio ?? 0) * 100).toFixed(3)} %, ${largest.id})`
    : '';
  const approved = check.screens.filter((screen) => screen.status === 'approved').length;
  process.stderr.write(
    `atlas check: ${screens.length} screens as their baselines, ${approved} approved by a reviewer${noise}\n`,
  );
  // Nothing to look at when every screen passes: a temporary folder of this run goes.
  if (!process.env.ATLAS_OUT) rmSync(outDir, { recursive: true, force: true });
});

/** The run's record, beside its screenshots, for `npm run atlas` to take into docs/atlas/atlas.json. */
afterAll(() => {
  if (!writing) return;
  const record = atlas.map((machine) => {
    const paths = shortestEventPaths(machine);
    const states = new Set([...machine.entries, ...machine.exclusions].map(({ state }) => state));
    return {
      machine: machine.name,
      states: states.size,
      entries: machine.entries.map((entry) => {
        // A state's second screen is an entry of its own, named with its variant (`entry.open-barcode`):
        // the pages, the review page and the approvals read it as they read a state.
        const id = `${machine.name}.${screenStateOf(entry)}`;
        const node = machine.machine.getStateNodeById(`${machine.machine.id}.${entry.state}`);
        return {
          state: screenStateOf(entry),
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
