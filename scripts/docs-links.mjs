/**
 * Checks the Markdown links of the READMEs and the docs pages that lead to files of the repository:
 * each must exist. (Links between the site's pages are checked again by VitePress's build.) Prints
 * `page:line: dead link target` for each dead one and exits 1.
 *
 * Usage: node scripts/docs-links.mjs [--root <dir>]
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pages } from './docs-snippets.mjs';

/** The dead links of one page: `{ line, target }`. */
export function deadLinks(page) {
  const dead = [];
  let fence = '';
  readFileSync(page, 'utf8')
    .split('\n')
    .forEach((text, index) => {
      const open = /^\s*(`{3,}|~{3,})/.exec(text);
      if (open) {
        if (!fence) fence = open[1] ?? '';
        else if (text.trim().startsWith(fence)) fence = '';
        return;
      }
      if (fence) return;
      const prose = text.replace(/`[^`]*`/g, '');
      for (const match of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
        const target = match[1] ?? '';
        if (/^[a-z][a-z0-9+.-]*:|^#|^\//i.test(target)) continue;
        const path = decodeURIComponent(target.split('#')[0] ?? '');
        if (!path) continue;
        const file = resolve(dirname(page), path);
        if (!existsSync(file) && !existsSync(`${file}.md`)) dead.push({ line: index + 1, target });
      }
    });
  return dead;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { root: { type: 'string' } } });
  const root = values.root ?? join(import.meta.dirname, '..');
  let count = 0;
  for (const page of pages(root)) {
    for (const { line, target } of deadLinks(page)) {
      console.error(`${relative(root, page)}:${line}: dead link ${target}`);
      count++;
    }
  }
  if (count > 0) process.exitCode = 1;
  else
    console.log(
      `docs-links: every link to a file of the repository leads to one (${pages(root).length} pages)`,
    );
}
