/**
 * The static review site's build (`loyalty-atlas site`, `site.ts`): a folder that opens from `file://` or
 * any static host, with no server and no network. `index.html` links a page per flow; a flow's page is the
 * review page itself (packages/review's built `dist/page/index.html`: its script, styles and Thai font
 * inlined) with the flow's recorded session (docs/atlas/sessions/<flow>.json), its part of the atlas
 * (docs/atlas/atlas.json) and its screens' approvals built in, and the atlas's page script inlined after
 * them (`../page/`, which reads them: the Atlas tab and the chart's marks): its chart, the session replayed
 * step by step on it, and every state's screens, which are copied beside it (img/, svg/). Nothing is fetched: Chromium refuses fetches and module scripts from files, so what a page
 * shows is in it, and `<img>` loads the files beside it.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { EMBEDDED_SESSION_ID, embeddedScript, formatHash, parseSession } from '@loyalty-flows/review/formats';
import { hashImages, readApprovals } from '../approval-files';
import { EMBEDDED_APPROVALS_ID, screenStatuses } from '../approval-records';
import type { AtlasRecord } from '../atlas.schema';
import { EMBEDDED_ATLAS_ID, parseAtlas } from '../atlas-file';
import { atlasPageScript, atlasPageStyles } from '../server/atlas-page-script';
import { type IndexFlow, indexHtml, previewStates } from './site-index';
import { type SiteFlow, sessionFile, sessionsDirOf, siteFlows } from './site-sessions';

/** Where the site is built from. */
export interface SiteSources {
  /** docs/atlas: atlas.json, approvals.json, img/, svg/. */
  atlasDir: string;
  /** The recorded sessions. Default: `sessions/` in `atlasDir`. */
  sessionsDir?: string;
  /** The built review page. Default: `dist/page/index.html` of the installed `@loyalty-flows/review`. */
  pageFile?: string;
}

/** The review page as `@loyalty-flows/review` builds it (`dist/page/index.html`). */
function reviewPageFile(): string {
  const manifest = createRequire(import.meta.url).resolve('@loyalty-flows/review/package.json');
  return join(dirname(manifest), 'dist', 'page', 'index.html');
}

/** What a build wrote. */
export interface SiteBuild {
  /** The HTML files, relative to the site's folder: `index.html` first. */
  pages: string[];
  /** Screens and charts copied beside them. */
  images: number;
}

/** The flow page's own additions to the review page: a way back to the index, in the page's language. */
const flowPageStyles = `<style>
html[lang="en"] span[lang="th"], html[lang="th"] span[lang="en"] { display: none; }
.site-home { position: fixed; left: 0.75rem; bottom: 0.75rem; z-index: 2; }
.site-home a { display: inline-block; background: var(--panel); border: 1px solid var(--border); border-radius: 6px; padding: 0.25rem 0.6rem; color: var(--accent); }
</style>`;

const homeLink = `<nav class="site-home" aria-label="loyalty-flows"><a href="index.html" data-testid="site-home"><span lang="en">← All flows</span><span lang="th">← ทุกโฟลว์</span></a></nav>`;

/** Builds the site into `outDir` (its index, pages and images replaced; nothing else there is touched). */
export function buildSite(outDir: string, sources: SiteSources): SiteBuild {
  const pageFile = sources.pageFile ?? reviewPageFile();
  const sessionsDir = sources.sessionsDir ?? sessionsDirOf(sources.atlasDir);
  if (!existsSync(pageFile)) {
    throw new Error(
      `site: no built review page at ${pageFile}; build it first: pnpm --filter @loyalty-flows/review build (npm run site does)`,
    );
  }
  const page = readFileSync(pageFile, 'utf8');
  // `</script` in the code would end the inline element early; `<\/script` means the same in JavaScript.
  const pageScript = `<script>${atlasPageScript().replaceAll('</script', '<\\/script')}</script>`;
  const atlas = parseAtlas(readFileSync(join(sources.atlasDir, 'atlas.json'), 'utf8'));
  const approvals = readApprovals(join(sources.atlasDir, 'approvals.json'));
  const hashes = hashImages(join(sources.atlasDir, 'img'));
  for (const path of ['index.html', 'img', 'svg', ...siteFlows.map((flow) => `${flow}.html`)]) {
    rmSync(join(outDir, path), { recursive: true, force: true });
  }
  mkdirSync(join(outDir, 'img'), { recursive: true });
  mkdirSync(join(outDir, 'svg'), { recursive: true });

  let images = 0;
  const flows: IndexFlow[] = siteFlows.map((flow) => {
    const machine = atlas.machines.find((candidate) => candidate.machine === flow);
    if (!machine) throw new Error(`site: docs/atlas/atlas.json has no machine ${flow}`);
    const file = sessionFile(flow, sessionsDir);
    if (!existsSync(file)) {
      throw new Error(
        `site: no recorded ${flow} session at ${file}; record it: RECORD_SESSIONS=1 pnpm --filter @loyalty-flows/e2e exec vitest run specs/site-sessions.e2e.ts`,
      );
    }
    const session = parseSession(readFileSync(file, 'utf8'));
    const files = machine.entries.flatMap((entry) => [
      ...entry.shots.map((shot) => shot.file),
      ...(entry.svg ? [entry.svg] : []),
    ]);
    for (const image of files) copyFileSync(join(sources.atlasDir, image), join(outDir, image));
    images += files.length;

    // The flow's screens only: an id is `<machine>.<state>/<app>/<lang>/<scheme>`.
    const own = <T>(record: Readonly<Record<string, T>>) =>
      Object.fromEntries(Object.entries(record).filter(([id]) => id.startsWith(`${flow}.`)));
    const view = { approvals: own(approvals), images: own(hashes) };
    const flowAtlas: AtlasRecord = { ...atlas, machines: [machine] };
    const embedded = [
      homeLink,
      embeddedScript(EMBEDDED_SESSION_ID, session),
      embeddedScript(EMBEDDED_ATLAS_ID, flowAtlas, { 'data-base': '' }),
      embeddedScript(EMBEDDED_APPROVALS_ID, view),
      pageScript,
    ].join('\n');
    writeFileSync(join(outDir, `${flow}.html`), withPageParts(page, flowPageStyles, embedded));

    const flowActor = session.actors.find((actor) => actor.name === flow && actor.parentKey === undefined);
    const steps = session.steps.filter((step) => step.actorKey === flowActor?.key);
    const first = steps[0]?.seq;
    const statuses = Object.values(screenStatuses(view.approvals, view.images));
    const previewEntry = machine.entries.find((entry) => entry.state === previewStates[flow]);
    const previewShot = (lang: string) =>
      previewEntry?.shots.find(
        (shot) => shot.app === 'react' && shot.lang === lang && shot.scheme === 'light',
      )?.file;
    const [previewEn, previewTh] = [previewShot('en'), previewShot('th')];
    return {
      flow,
      href: `${flow}.html${formatHash(first === undefined ? { actor: flow } : { actor: flow, seq: first })}`,
      states: machine.entries.length,
      screens: statuses.length,
      statuses: {
        approved: statuses.filter((status) => status === 'approved').length,
        baseline: statuses.filter((status) => status === 'baseline').length,
        changed: statuses.filter((status) => status === 'changed').length,
        'changes-requested': statuses.filter((status) => status === 'changes-requested').length,
        'no-baseline': statuses.filter((status) => status === 'no-baseline').length,
      },
      steps: steps.length,
      preview:
        previewEntry && previewEn && previewTh
          ? { state: previewEntry.state, en: previewEn, th: previewTh }
          : undefined,
    };
  });
  writeFileSync(join(outDir, 'index.html'), indexHtml(flows, `${pageStyles(page)}\n${atlasPageStyles()}`));
  return { pages: ['index.html', ...siteFlows.map((flow: SiteFlow) => `${flow}.html`)], images };
}

/** The review page with `head` added to its head and `body` to the end of its body. */
function withPageParts(page: string, head: string, body: string): string {
  if (!page.includes('</head>') || !page.includes('</body>')) {
    throw new Error('site: the built review page has no </head> or </body>');
  }
  // Functions as replacements: a `$` in the session's text is taken as it is.
  return page
    .replace('</head>', () => `${head}</head>`)
    .replace(/<\/body>(?![\s\S]*<\/body>)/, () => `${body}</body>`);
}

/** The review page's inlined stylesheet (its colours, layout and Thai font), for the index to share with the atlas's. */
function pageStyles(page: string): string {
  const styles = [...page.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
  if (styles.length === 0) throw new Error('site: the built review page has no inlined stylesheet');
  return styles.join('\n');
}
