import type { ReviewSession } from '../session.schema';
import { parseSession } from './export-import';

/**
 * A review page with its session built into the HTML (the static review site, `npm run site`): it sits in
 * a `<script type="application/json">` element, read when the page starts. A page opened from
 * `file://` may fetch nothing (Chromium refuses fetches and module scripts from files), so what it shows
 * must already be in it; its images are files beside it, which `<img>` may load. A page extension reads
 * what it adds itself (the state atlas and its approvals: `@loyalty-flows/atlas`) from elements of its own,
 * which a page builder writes with {@link embeddedScript}.
 */

/** The element holding the session (a `ReviewSession` as JSON, redacted as every session is). */
export const EMBEDDED_SESSION_ID = 'review-embedded-session';

/** What a page carries built in. */
export interface EmbeddedPage {
  session: ReviewSession;
}

/**
 * The session built into `document`, or `undefined` when it carries none (the page the review server
 * serves).
 *
 * @throws {SessionFileError} (export-import.ts) when the built-in session is not one
 */
export function readEmbeddedPage(document: Document): EmbeddedPage | undefined {
  const session = document.getElementById(EMBEDDED_SESSION_ID)?.textContent;
  if (!session) return undefined;
  return { session: parseSession(session) };
}

/**
 * The `<script type="application/json">` element that carries `value` into a page, for a page builder.
 * Every `<` is written as `\u003c` (the same JSON), so no text in it can end the element or open a comment.
 *
 * @example
 * html.replace('</body>', `${embeddedScript(EMBEDDED_SESSION_ID, session)}</body>`)
 */
export function embeddedScript(id: string, value: unknown, attributes: Record<string, string> = {}): string {
  const json = JSON.stringify(value).replaceAll('<', '\\u003c');
  const extra = Object.entries(attributes)
    .map(([name, text]) => ` ${name}="${text.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"`)
    .join('');
  return `<script type="application/json" id="${id}"${extra}>${json}</script>`;
}
