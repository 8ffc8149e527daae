// The docs site: guides by task, the repository's docs pages, and the API reference TypeDoc writes into
// reference/api (scripts/reference.mjs). Static and offline: local search, no web fonts from elsewhere
// (the Thai font ships from the site's own assets, see theme/), no analytics.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DefaultTheme, defineConfig } from 'vitepress';

const docsDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = resolve(docsDir, '..');
/** The repository, where a page's link to a file outside the site leads. */
const repository = 'https://github.com/loyalty-flows/loyalty-flows';
/** Folders of docs/ that are not pages of the site (the atlas belongs to the review site). */
const outsideSite = ['atlas', 'machines/index'];

/**
 * Pages written for the repository link to its files (`../packages/review/README.md`, `../examples/`);
 * in the site such a link leads to the file in the repository. Links between pages stay as they are
 * (VitePress checks them: a dead one fails the build).
 */
function repositoryHref(page: string, href: string): string | undefined {
  if (/^[a-z]+:|^#|^\//i.test(href)) return undefined;
  const [path = '', hash] = href.split('#');
  const target = resolve(docsDir, dirname(page), decodeURIComponent(path));
  const inSite =
    target.startsWith(docsDir) && !outsideSite.some((folder) => target.startsWith(join(docsDir, folder)));
  const isPage =
    /\.md$/.test(target) ||
    (existsSync(target) && statSync(target).isDirectory() && existsSync(join(target, 'index.md')));
  if (inSite && (isPage || !existsSync(target))) return undefined;
  if (!existsSync(target)) return undefined;
  const kind = statSync(target).isDirectory() ? 'tree' : 'blob';
  return `${repository}/${kind}/main/${relative(repoRoot, target)}${hash ? `#${hash}` : ''}`;
}

const referenceSidebar = new URL('../reference/api/typedoc-sidebar.json', import.meta.url);
/** Sidebar groups that do not fold: a folding group is a button holding a link, which axe refuses. */
const unfolded = (items: DefaultTheme.SidebarItem[]): DefaultTheme.SidebarItem[] =>
  items.map(({ collapsed: _collapsed, items: children, ...item }) => ({
    ...item,
    ...(children ? { items: unfolded(children) } : {}),
  }));
const reference: DefaultTheme.SidebarItem[] = existsSync(referenceSidebar)
  ? unfolded(JSON.parse(readFileSync(referenceSidebar, 'utf8')))
  : [];

/** Where the static review site (`npm run site`) is published, when it is. */
const reviewSite = process.env.REVIEW_SITE_URL;

const guides: DefaultTheme.SidebarItem[] = [
  {
    text: 'Guides',
    items: [
      { text: 'Getting started', link: '/guide/getting-started' },
      { text: 'Signing in with OTP', link: '/guide/sign-in' },
      { text: 'Rewards', link: '/guide/rewards' },
      { text: 'The inbox', link: '/guide/inbox' },
      { text: 'Errors and Thai texts', link: '/guide/errors-and-texts' },
      { text: 'LINE (LIFF)', link: '/liff' },
      { text: 'Calling the service from a browser', link: '/guide/browser' },
      { text: 'Testing with the sandbox', link: '/guide/sandbox' },
      { text: 'Design review', link: '/guide/design-review' },
    ],
  },
  {
    text: 'Migrating',
    items: [
      { text: 'Overview', link: '/guide/migration' },
      { text: 'Moving to 2.0', link: '/migration-2.0' },
      { text: 'Moving to 1.0', link: '/migration-1.0' },
      { text: 'To @loyalty-flows/atlas', link: '/migration-atlas' },
    ],
  },
  {
    text: 'Background',
    items: [
      { text: 'Wire format', link: '/wire-format' },
      { text: 'Inspector', link: '/inspector' },
      { text: 'OTP machine', link: '/machines/otp' },
      { text: 'Redemption machine', link: '/machines/redemption' },
      { text: 'Notifications machine', link: '/machines/notifications' },
    ],
  },
  {
    text: 'Maintainers',
    items: [
      { text: 'Contributing', link: '/contributing' },
      { text: 'Architecture', link: '/architecture' },
      { text: 'Benchmarks', link: '/benchmarks' },
    ],
  },
];

export default defineConfig({
  title: 'loyalty-flows',
  description: 'OTP, redemption and notification flows of the loyalty service, for React and Vue apps.',
  lang: 'en',
  cleanUrls: false,
  // The page hash map once in a chunk, not inlined in each of the reference's 300 pages.
  metaChunk: true,
  lastUpdated: false,
  // The atlas's images and sessions belong to the review site; the generated inputs are not pages.
  srcExclude: [
    'atlas/**',
    'api-entries/**',
    'snippets/**',
    'node_modules/**',
    'scripts/**',
    'test/**',
    'README.md',
  ],
  markdown: {
    // The high-contrast themes: the default ones fall below WCAG AA contrast for some tokens.
    theme: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' },
    config(md) {
      md.core.ruler.push('repository-links', (state) => {
        const page: string = state.env.relativePath ?? '';
        for (const block of state.tokens) {
          for (const token of block.children ?? []) {
            if (token.type !== 'link_open') continue;
            const href = token.attrGet('href');
            const moved = href ? repositoryHref(page, href) : undefined;
            if (moved) token.attrSet('href', moved);
          }
        }
      });
    },
  },
  themeConfig: {
    nav: [
      { text: 'Guides', link: '/guide/getting-started' },
      { text: 'Reference', link: '/reference/' },
      ...(reviewSite ? [{ text: 'Review site', link: reviewSite }] : []),
    ],
    sidebar: {
      // One module's pages per sidebar: the whole reference in every page's HTML would weigh 200 kB.
      ...Object.fromEntries(
        reference.map((module) => [
          module.link ?? '',
          [
            { text: 'API reference', link: '/reference/' },
            { ...module, collapsed: false },
          ],
        ]),
      ),
      '/reference/': [
        { text: 'API reference', link: '/reference/' },
        ...reference.map(({ text, link }) => ({ text, link })),
      ],
      '/': guides,
    },
    search: { provider: 'local' },
    outline: 'deep',
  },
});
