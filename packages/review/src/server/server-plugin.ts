import type { IncomingMessage, ServerResponse } from 'node:http';

/** What the review server tells a plugin about a request besides the request itself. */
export interface ReviewRequestContext {
  /** The request's URL path, still percent-encoded as sent (`/atlas/img/otp.idle.react.en.png`). */
  readonly path: string;
  /** The headers every answer of the server carries (`Cache-Control: no-store`, `X-Content-Type-Options`). */
  readonly headers: Readonly<Record<string, string>>;
  /** Whether the request comes from a page of this server itself: its `Origin` is this server (`isSameOrigin`). */
  readonly sameOrigin: boolean;
}

/**
 * Routes and page scripts added to the review server (`startReviewServer({ plugins })`). The server asks each plugin in
 * order, after refusing a request whose `Host` is not a loopback name and before its own routes (the page,
 * `/session.json`); the first plugin that answers ends the request. A plugin that throws gets a 500.
 *
 * @example
 * ```ts
 * const hello: ReviewServerPlugin = {
 *   name: 'hello',
 *   handle(request, response, { path, headers }) {
 *     if (path !== '/hello') return false;
 *     response.writeHead(200, { ...headers, 'Content-Type': 'text/plain' }).end('hello');
 *     return true;
 *   },
 * };
 * await startReviewServer({ plugins: [hello] });
 * ```
 */
export interface ReviewServerPlugin {
  /** The plugin's name, for messages (`atlas`). */
  readonly name: string;
  /**
   * Scripts the review page runs (their JavaScript text, each a classic script): the server writes them
   * into the page's HTML at the end of its body, inline (the page's Content-Security-Policy runs inline
   * scripts only), so they run before the page mounts. A page script adds to the page through its
   * extension hook (`window.reviewPageExtensions`, `ReviewPageExtension` in `@loyalty-flows/review`).
   * Asked each time the page is served.
   */
  pageScripts?(): readonly string[] | Promise<readonly string[]>;
  /**
   * Answers `request` and says `true`, or says `false` and writes nothing (the next plugin, then the
   * server, answers).
   */
  handle(
    request: IncomingMessage,
    response: ServerResponse,
    context: ReviewRequestContext,
  ): boolean | Promise<boolean>;
}
