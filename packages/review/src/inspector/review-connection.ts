import type { AppControl, AppMessage } from '../protocol';
import { openReconnectingSocket, type WebSocketLike } from '../reconnecting-socket';

/** Most messages kept while the server cannot be reached; the oldest steps go first beyond it. */
const queueLimit = 5_000;

/** Most actors remembered to introduce again after a reconnect (a restarted server knows none). */
const actorLimit = 2_000;

type TabMessage = Extract<AppMessage, { type: 'tab' }>;
type ActorMessage = Extract<AppMessage, { type: 'actor' }>;

/** The app's line to the review server. */
export interface ReviewConnection {
  /** Sends now, or queues until connected. Never throws. */
  send(message: AppMessage): void;
  close(): void;
}

/** `ws://host/app` from the server's address, written as `http(s)://` or `ws(s)://`, with or without `/app`. */
export function appSocketUrl(server: string): string {
  const url = new URL(server);
  if (url.protocol === 'http:') url.protocol = 'ws:';
  if (url.protocol === 'https:') url.protocol = 'wss:';
  if (url.pathname === '/' || url.pathname === '') url.pathname = '/app';
  return url.toString();
}

const controlTypes: readonly string[] = [
  'clock',
  'connectivity',
  'event.send',
  'error',
] satisfies AppControl['type'][];

function parseControl(data: unknown): AppControl | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const control = JSON.parse(data) as { type?: unknown };
    return controlTypes.includes(control.type as string) ? (control as AppControl) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Connects to the review server at `url`, introduces the tab, and keeps the line: messages wait in a
 * bounded queue while connecting, the socket opens again after a drop (introducing the tab and its live
 * actors again, since a restarted server knows none), and nothing here ever throws into the app.
 */
export function connectToReviewServer(
  url: string,
  tab: TabMessage,
  onControl: (control: AppControl) => void,
  Socket: WebSocketLike,
): ReviewConnection {
  const queue: AppMessage[] = [];
  const actors = new Map<string, ActorMessage>();
  let closed = false;
  const line = openReconnectingSocket(url, Socket, {
    onOpen(socket) {
      try {
        const write = (message: AppMessage) => socket.send(JSON.stringify(message));
        write(tab);
        for (const actor of actors.values()) write(actor);
        for (const message of queue.splice(0)) if (message.type !== 'actor') write(message);
      } catch {
        // The socket closed again: the line opens another one.
      }
    },
    onMessage(data) {
      const control = parseControl(data);
      if (control !== undefined) onControl(control);
    },
  });

  return {
    send(message) {
      if (closed) return;
      if (message.type === 'actor') {
        actors.delete(message.actorId);
        actors.set(message.actorId, message);
        if (actors.size > actorLimit) actors.delete(actors.keys().next().value as string);
      }
      if (line.send(JSON.stringify(message))) return;
      queue.push(message);
      if (queue.length > queueLimit) queue.shift();
    },
    close() {
      closed = true;
      line.close();
    },
  };
}
