import type { PageCommand, PageCommandRefused, PageUpdate } from '../protocol';
import { openReconnectingSocket, type WebSocketLike } from '../reconnecting-socket';

/**
 * The page's line to the review server: a WebSocket to `/page` on the host that served the page, opened
 * again after a drop (the server sends the whole session on every connection, so nothing is missed). A page
 * opened from a file has no server and no connection.
 */

/** How the page is fed: live from the server, (re)connecting, or from a file with no server. */
export type ConnectionState = 'connecting' | 'live' | 'lost' | 'file';

/** What the page hears from the connection. */
export interface ConnectionHooks {
  onUpdate(update: PageUpdate): void;
  onState(state: ConnectionState): void;
  /** The server could not carry out a command (the sandbox refused a fault, no sandbox is set): its reason. */
  onRefused(reason: string): void;
}

/** An open connection. */
export interface Connection {
  /** Sends a command; `false` when the socket is not open (the command is dropped, not queued). */
  send(command: PageCommand): boolean;
  close(): void;
}

/**
 * Connects to the server that served the page, or returns `undefined` (and reports `file`) when the page
 * came from a file or the environment has no WebSocket.
 *
 * @example
 * const connection = connectToServer(location, { onUpdate: apply, onState: show });
 */
export function connectToServer(
  location: Pick<Location, 'protocol' | 'host'>,
  hooks: ConnectionHooks,
  Socket: typeof WebSocket | undefined = globalThis.WebSocket,
): Connection | undefined {
  if (!location.protocol.startsWith('http') || typeof Socket !== 'function') {
    hooks.onState('file');
    return undefined;
  }
  const url = `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/page`;
  // The browser's WebSocket (and `ws`) has the `on…` handlers the line sets; its stricter event types
  // are all the difference.
  const line = openReconnectingSocket(url, Socket as unknown as WebSocketLike, {
    onConnecting: (attempt) => hooks.onState(attempt === 0 ? 'connecting' : 'lost'),
    onOpen: () => hooks.onState('live'),
    onMessage(data) {
      const message = parseServerMessage(data);
      if (message?.type === 'error') hooks.onRefused(message.message);
      else if (message) hooks.onUpdate(message);
    },
    onDrop: () => hooks.onState('lost'),
  });
  return {
    send: (command) => line.send(JSON.stringify(command)),
    close: () => line.close(),
  };
}

/** A server message, or `undefined` for one the page cannot read (logged by type only, never by content). */
function parseServerMessage(data: unknown): PageUpdate | PageCommandRefused | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const value = JSON.parse(data) as { type?: unknown; message?: unknown };
    if (typeof value.type === 'string' && Object.hasOwn(UPDATE_TYPES, value.type)) return value as PageUpdate;
    if (value.type === 'error' && typeof value.message === 'string') return value as PageCommandRefused;
    console.warn(`review page: ignored a server message of type ${String(value.type)}`);
  } catch {
    console.warn('review page: ignored a server message that is not JSON');
  }
  return undefined;
}

/** Every type of update the server sends: one missing here fails the type check. */
const UPDATE_TYPES: Readonly<Record<PageUpdate['type'], true>> = {
  session: true,
  tab: true,
  actor: true,
  step: true,
  clock: true,
  sandbox: true,
  connectivity: true,
};
