// The API reference: TypeDoc reads the TSDoc of every public entry (see scripts/api-entries.mjs) and
// typedoc-plugin-markdown writes it as Markdown pages under reference/api, which the site serves.
import { writeEntries } from './scripts/api-entries.mjs';

/** @type {Partial<import('typedoc').TypeDocOptions & import('typedoc-plugin-markdown').PluginOptions>} */
const config = {
  entryPoints: writeEntries(),
  entryPointStrategy: 'resolve',
  tsconfig: './tsconfig.typedoc.json',
  plugin: ['typedoc-plugin-markdown', 'typedoc-vitepress-theme'],
  out: './reference/api',
  docsRoot: '.',
  readme: 'none',
  excludeExternals: true,
  excludePrivate: true,
  excludeInternal: true,
  hidePageHeader: true,
  hideBreadcrumbs: false,
  useCodeBlocks: true,
  entryFileName: 'index',
  sort: ['kind', 'alphabetical'],
  validation: { notExported: false, invalidLink: true, notDocumented: false },
  logLevel: 'Warn',
  disableSources: true,
};

export default config;
