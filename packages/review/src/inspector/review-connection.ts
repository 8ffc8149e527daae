import type { AppControl, AppMessage } from '../protocol';

/** Waits before reconnecting, ms: quick at first (a server restart), then every few seconds. */
const reconnectDelaysMs = [250, 500, 1_000, 2_000, 5_000];

/** Most messages kept while the server cannot be reached; the oldest steps go first beyond it. */
const queueLimit = 5_000;

/** Most actors remembered to introduce again after a reconnect (a restarted server knows none). */
const actorLimit = 2_000;

type TabMessage = Extract<AppMessage, { type: 'tab' }>;
type ActorMessage = Extract<AppMessage, { type: 'actor' }>;

/** What a page's WebSocket constructor looks like: the browser's, or `ws` in Node. */
export type WebSocketLike = new (
  url: string,
) => {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
};

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

function parseControl(data: unknown): AppControl | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const control = JSON.parse(data) as { type?: unknown };
    return control.type === 'clock' || control.type === 'connectivity' || control.type === 'error'
      ? (control as AppControl)
      : undefined;
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
  let socket: InstanceType<WebSocketLike> | undefined;
  let attempts = 0;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const isOpen = () => socket?.readyState === 1;
  const write = (message: AppMessage) => socket?.send(JSON.stringify(message));

  function open(): void {
    let current: InstanceType<WebSocketLike>;
    try {
      current = new Socket(url);
    } catch {
      retry();
      return;
    }
    socket = current;
    current.onopen = () => {
      attempts = 0;
      try {
        write(tab);
        for (const actor of actors.values()) write(actor);
        for (const message of queue.splice(0)) if (message.type !== 'actor') write(message);
      } catch {
        // The socket closed again: `onclose` retries.
      }
    };
    current.onmessage = (event) => {
      const control = parseControl(event.data);
      if (control !== undefined) onControl(control);
    };
    current.onerror = () => {};
    current.onclose = () => {
      if (socket === current) retry();
    };
  }

  function retry(): void {
    if (closed) return;
    const delay = reconnectDelaysMs[Math.min(attempts, reconnectDelaysMs.length - 1)];
    attempts += 1;
    timer = setTimeout(open, delay);
  }

  open();
  return {
    send(message) {
      if (closed) return;
      if (message.type === 'actor') {
        actors.delete(message.actorId);
        actors.set(message.actorId, message);
        if (actors.size > actorLimit) actors.delete(actors.keys().next().value as string);
      }
      try {
        if (isOpen()) {
          write(message);
          return;
        }
      } catch {
        // Fall through to the queue: the socket is closing.
      }
      queue.push(message);
      if (queue.length > queueLimit) queue.shift();
    },
    close() {
      closed = true;
      clearTimeout(timer);
      try {
        socket?.close();
      } catch {
        // Already closed.
      }
    },
  };
}
