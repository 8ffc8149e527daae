import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, sep } from 'node:path';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import type { AppControl, AppMessage, PageCommand, PageCommandRefused, PageUpdate } from '../protocol';
import type { ReviewSession } from '../session.schema';
import { isLoopbackHost, isLoopbackOrigin, isSameOrigin } from './loopback';
import { placeholderPage, readPageFile, withPageScripts } from './page-files';
import { parseAppMessage, parsePageCommand, parseTyped } from './parse-messages';
import { ProtocolError } from './protocol-error';
import { createSandboxControls, SandboxControlError, type SandboxControls } from './sandbox-controls';
import type { ReviewServerPlugin } from './server-plugin';
import {
  createSessionStore,
  defaultSessionLimits,
  type SessionLimits,
  type SessionStore,
} from './session-store';
import { createStatelyReader } from './stately-messages';

/** Options of {@link startReviewServer}. */
export interface ReviewServerOptions {
  /** Default 8790; 0 takes a free port (tests). The server listens on 127.0.0.1 only. */
  port?: number;
  /** The sandbox whose clock and faults the page drives (`http://127.0.0.1:8787`); without it only the apps' clock moves. */
  sandboxUrl?: string;
  /**
   * Browser origins besides loopback ones whose WebSockets are accepted (`'*'` for any). Default none:
   * a page on another site cannot feed or read the session.
   */
  allowOrigins?: readonly string[] | '*';
  /** The built review page. Default: `dist/page/` of this package. */
  pageDir?: string;
  /**
   * Routes added to the server's own, asked in order before them for every request from a loopback host,
   * and scripts added to the page (`@loyalty-flows/atlas`'s `atlasPlugin` serves the state atlas under
   * `/atlas/` and adds its Atlas tab). Default none: the page has its own tabs only.
   */
  plugins?: readonly ReviewServerPlugin[];
  /** Bounds of the session kept in memory (default 50 000 steps, 128 MB of steps, 10 000 actors). */
  limits?: Partial<SessionLimits>;
}

/** A running review server. */
export interface ReviewServer {
  /** `http://127.0.0.1:<port>`: the page at `/`, the session at `/session.json`. */
  url: string;
  port: number;
  /** The session as kept now. */
  session(): ReviewSession;
  close(): Promise<void>;
}

/**
 * Where the built page is: `dist/page/` of this package, seen from the built server (which the bundler may
 * put in `dist/` or `dist/server/`) or from its source (`src/server/`). Never `src/page/`: that is source.
 */
function defaultPageDir(): string {
  const candidates = ['./page/', '../page/', '../../dist/page/']
    .map((path) => fileURLToPath(new URL(path, import.meta.url)))
    .filter((dir) => dir.endsWith(`${sep}dist${sep}page${sep}`));
  return candidates.find((dir) => existsSync(join(dir, 'index.html'))) ?? (candidates[0] as string);
}

/** The WebSocket paths: apps, review pages, and `@statelyai/inspect`'s WebSocket inspector. */
type Role = 'app' | 'page' | 'stately';
const roles: Record<string, Role> = { '/app': 'app', '/page': 'page', '/': 'stately' };

/** Most relayed events awaiting the app's answer; an app that never answers cannot grow the server. */
const maxAwaiting = 1_000;

const send = (socket: WebSocket, message: AppControl | PageUpdate | PageCommandRefused) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
};
const errorMessage = (error: unknown) =>
  error instanceof ProtocolError || error instanceof SandboxControlError
    ? error.message
    : 'The server failed.';

function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * Keeps the session of the app tabs connected at `/app` (and Stately inspectors at `/`), tells the pages
 * at `/page`, and carries out the pages' commands: the apps' clock and connectivity, the sandbox's clock
 * and faults.
 */
function createHub(store: SessionStore, sandbox: SandboxControls | undefined) {
  const apps = new Set<WebSocket>();
  const pages = new Set<WebSocket>();
  /** Each connected app tab's socket, by tab key: where a reviewer's event for one of its actors goes. */
  const tabSockets = new Map<string, WebSocket>();
  /** The page that sent each event still unanswered, by request id (the oldest forgotten past a bound). */
  const awaiting = new Map<string, WebSocket>();
  let requests = 0;
  let online: boolean | undefined;

  const tellApps = (control: AppControl) => {
    for (const app of apps) send(app, control);
  };
  /** Takes the apps offline or back online, and tells every page, so all their toggles agree. */
  const setOnline = (next: boolean) => {
    online = next;
    tellApps({ type: 'connectivity', online });
    for (const page of pages) send(page, { type: 'connectivity', online });
  };
  /** Hands each message of `socket` to `take`, in order; what it cannot take is answered on the socket. */
  const listen = (socket: WebSocket, take: (text: string) => unknown) =>
    socket.on('message', (data: RawData) => {
      void (async () => {
        try {
          await take(data.toString());
        } catch (error) {
          send(socket, { type: 'error', message: errorMessage(error) });
        }
      })();
    });

  /**
   * Relays a reviewer's event to the tab of a live actor, or says why not. The app decides whether the
   * type may be sent (it declared which), and answers; a refusal is told to the page that asked.
   */
  function relayEvent(command: Extract<PageCommand, { type: 'event.send' }>, page: WebSocket): void {
    const actor = store.actor(command.actorKey);
    if (actor === undefined) throw new ProtocolError(`No actor "${command.actorKey}" in the session.`);
    const status = store.statusOf(actor.key);
    if (status !== 'active') {
      throw new ProtocolError(`The actor "${actor.key}" is ${status ?? 'gone'}: it takes no events.`);
    }
    const socket = tabSockets.get(actor.tabKey);
    if (socket === undefined || store.tab(actor.tabKey)?.connected !== true) {
      throw new ProtocolError(`The tab of "${actor.key}" is not connected: its app cannot take the event.`);
    }
    requests += 1;
    const requestId = String(requests);
    awaiting.set(requestId, page);
    if (awaiting.size > maxAwaiting) awaiting.delete(awaiting.keys().next().value as string);
    send(socket, { type: 'event.send', requestId, actorId: actor.actorId, event: command.event });
  }

  /** An app's answer to a relayed event: a refusal goes to the page that sent it, with the app's reason. */
  function answered(result: Extract<AppMessage, { type: 'event.result' }>): void {
    const page = awaiting.get(result.requestId);
    awaiting.delete(result.requestId);
    if (page !== undefined && !result.delivered) {
      send(page, { type: 'error', message: result.reason ?? 'The app refused the event.' });
    }
  }

  async function run(command: PageCommand, page: WebSocket): Promise<void> {
    switch (command.type) {
      case 'event.send':
        relayEvent(command, page);
        return;
      case 'clock.advance':
        // The sandbox first: if it cannot move, neither do the apps, and the two clocks stay together.
        await sandbox?.advanceClock(command.ms);
        store.setClockOffset(store.clockOffsetMs + command.ms);
        tellApps({ type: 'clock', offsetMs: store.clockOffsetMs });
        return;
      case 'fault': {
        if (sandbox === undefined)
          throw new SandboxControlError('No sandbox is configured (--sandbox <url>).');
        const { type: _command, ...fault } = command;
        await sandbox.armFault(fault);
        return;
      }
      case 'faults.clear':
        await sandbox?.clearFaults();
        return;
      case 'connectivity':
        setOnline(command.online);
        return;
      case 'reset':
        await sandbox?.reset();
        store.setClockOffset(0);
        tellApps({ type: 'clock', offsetMs: 0 });
        if (online === false) setOnline(true);
        online = undefined;
        return;
    }
  }

  function app(socket: WebSocket): void {
    let tabKey: string | undefined;
    apps.add(socket);
    if (store.clockOffsetMs !== 0) send(socket, { type: 'clock', offsetMs: store.clockOffsetMs });
    if (online !== undefined) send(socket, { type: 'connectivity', online });
    listen(socket, (text) => {
      const message = parseAppMessage(parseTyped(text));
      if (message.type === 'tab') {
        if (tabKey !== undefined) {
          store.closeTab(tabKey);
          tabSockets.delete(tabKey);
        }
        tabKey = store.openTab(message.app, message.tab, message.url, message.atlasApp).key;
        tabSockets.set(tabKey, socket);
      } else if (message.type === 'event.result') {
        answered(message);
      } else if (tabKey === undefined) {
        throw new ProtocolError('An app introduces its tab ({"type":"tab"}) before its actors and steps.');
      } else if (message.type === 'actor') {
        store.addActor(tabKey, message);
      } else {
        store.addStep(tabKey, message, text.length);
      }
    });
    socket.on('close', () => {
      apps.delete(socket);
      if (tabKey === undefined) return;
      store.closeTab(tabKey);
      // A reconnected tab may have taken the key already: forget only this socket.
      if (tabSockets.get(tabKey) === socket) tabSockets.delete(tabKey);
    });
  }

  function stately(socket: WebSocket): void {
    const tabKey = store.openTab('stately-inspector', Math.random().toString(36).slice(2, 10)).key;
    const read = createStatelyReader();
    listen(socket, (text) => {
      const message = read(parseTyped(text));
      if (message?.type === 'actor') store.addActor(tabKey, message);
      else if (message?.type === 'step') store.addStep(tabKey, message, text.length);
    });
    socket.on('close', () => store.closeTab(tabKey));
  }

  function page(socket: WebSocket): void {
    pages.add(socket);
    send(socket, { type: 'session', session: store.session() });
    send(socket, { type: 'connectivity', online: online ?? true });
    // The page learns from the sandbox what it may put a fault on, and which faults; without a sandbox (or
    // an answer), nothing.
    sandbox
      ?.faultOffers()
      .then((offers) => send(socket, { type: 'sandbox', ...offers }))
      .catch(() => undefined);
    const unsubscribe = store.subscribe((update) => send(socket, update));
    listen(socket, (text) => run(parsePageCommand(parseTyped(text)), socket));
    socket.on('close', () => {
      pages.delete(socket);
      unsubscribe();
    });
  }

  return { app, stately, page };
}

/**
 * Starts the review server on 127.0.0.1: the review page at `/`, the session at `GET /session.json`, app
 * tabs' inspection at `ws://…/app`, review pages at `ws://…/page`, and `@statelyai/inspect`'s
 * `createWebSocketInspector` at `ws://…/`. WebSockets from pages that are not on a loopback address are
 * refused unless `allowOrigins` names them; so is any request whose `Host` is not a loopback name. Its
 * `plugins` answer what they take before the server's own routes (the state atlas: `@loyalty-flows/atlas`).
 *
 * @example
 * ```ts
 * const review = await startReviewServer({ port: 8790, sandboxUrl: 'http://127.0.0.1:8787' });
 * console.log(`review page: ${review.url}`);
 * ```
 */
export async function startReviewServer(options: ReviewServerOptions = {}): Promise<ReviewServer> {
  const { port = 8790, sandboxUrl, allowOrigins = [], pageDir = defaultPageDir(), plugins = [] } = options;
  const store = createSessionStore({ ...defaultSessionLimits, ...options.limits });
  const hub = createHub(store, sandboxUrl === undefined ? undefined : createSandboxControls(sandboxUrl));
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 * 1024 });

  const originAllowed = (origin: string | undefined) =>
    origin === undefined || isLoopbackOrigin(origin) || allowOrigins === '*' || allowOrigins.includes(origin);

  /** The plugins' page scripts, in the plugins' order. */
  async function pageScripts(): Promise<string[]> {
    const scripts = await Promise.all(plugins.map((plugin) => plugin.pageScripts?.() ?? []));
    return scripts.flat();
  }

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (!isLoopbackHost(request.headers.host)) {
      response.writeHead(421, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Misdirected request.');
      return;
    }
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const headers = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };
    const context = { path, headers, sameOrigin: isSameOrigin(request.headers) };
    for (const plugin of plugins) {
      if (await plugin.handle(request, response, context)) return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    if (path === '/session.json') {
      const body = JSON.stringify(store.session());
      response.writeHead(200, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    const file = await readPageFile(pageDir, path);
    if (file !== undefined) {
      const body =
        file.contentType.startsWith('text/html') && (path === '/' || path === '/index.html')
          ? withPageScripts(String(file.body), await pageScripts())
          : file.body;
      response.writeHead(200, { ...headers, 'Content-Type': file.contentType });
      response.end(request.method === 'HEAD' ? undefined : body);
    } else if (path === '/' || path === '/index.html') {
      response
        .writeHead(200, { ...headers, 'Content-Type': 'text/html; charset=utf-8' })
        .end(placeholderPage);
    } else {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found.');
    }
  }

  const server = createServer((request, response) => {
    answer(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  server.on('upgrade', (request, socket, head) => {
    const role = roles[new URL(request.url ?? '/', 'http://127.0.0.1').pathname];
    if (role === undefined) return refuseUpgrade(socket, 404, 'Not Found');
    if (!isLoopbackHost(request.headers.host) || !originAllowed(request.headers.origin)) {
      return refuseUpgrade(socket, 403, 'Forbidden');
    }
    sockets.handleUpgrade(request, socket, head, (ws) => hub[role](ws));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    port: bound,
    session: () => store.session(),
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of sockets.clients) client.terminate();
        sockets.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
