import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
};

/** A file to send: its bytes and content type. */
export interface PageFile {
  body: Buffer;
  contentType: string;
}

/**
 * Shown at `/` while the page is not built (`pnpm --filter @loyalty-flows/review build` builds it): the
 * server works without it, `GET /session.json` included.
 */
export const placeholderPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Loyalty review</title></head>
<body><main><h1>Loyalty review server</h1>
<p>The review page is not built yet: run <code>pnpm --filter @loyalty-flows/review build</code>.
The session so far is at <a href="/session.json">/session.json</a>.</p>
<p lang="th">ยังไม่ได้สร้างหน้ารีวิว: สั่ง <code>pnpm --filter @loyalty-flows/review build</code>
ข้อมูลเซสชันอยู่ที่ <a href="/session.json">/session.json</a></p></main></body></html>
`;

/**
 * The file of the built page at URL path `path` (`/` is `index.html`), or `undefined` when there is none.
 * A path that climbs out of `root` (`/../`) finds nothing.
 */
export async function readPageFile(root: string, path: string): Promise<PageFile | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  const relative = normalize(decoded === '/' ? 'index.html' : decoded.replace(/^\/+/, ''));
  const file = join(root, relative);
  if (
    relative.startsWith('..') ||
    !(file === root || file.startsWith(root.endsWith(sep) ? root : root + sep))
  ) {
    return undefined;
  }
  try {
    if (!(await stat(file)).isFile()) return undefined;
    return {
      body: await readFile(file),
      contentType: contentTypes[extname(file)] ?? 'application/octet-stream',
    };
  } catch {
    return undefined;
  }
}

/**
 * The page's HTML with `scripts` (JavaScript texts) inlined at the end of its body, as the plugins' page
 * scripts run (`ReviewServerPlugin.pageScripts`). `</script` in a script is written `<\/script` (the same
 * JavaScript), so no text in it ends the element early.
 */
export function withPageScripts(html: string, scripts: readonly string[]): string {
  if (scripts.length === 0) return html;
  const tags = scripts
    .map((code) => `<script>${code.replaceAll('</script', '<\\/script')}</script>`)
    .join('');
  const end = html.lastIndexOf('</body>');
  return end === -1 ? html + tags : html.slice(0, end) + tags + html.slice(end);
}
