/**
 * A WebSocket line that opens again after every drop, waiting longer each time, until it is closed. Both
 * ends that talk to the review server keep their line this way: the app's inspector and the review page.
 * Browser-safe: the WebSocket constructor comes in (the browser's, or `ws` in Node).
 */

/** What a WebSocket constructor looks like here: the browser's, or `ws` in Node. */
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

/** One socket of the line. */
type SocketLike = InstanceType<WebSocketLike>;

/** Waits before reconnecting, ms: quick at first (a server restart), then every few seconds. */
const reconnectDelaysMs = [250, 500, 1_000, 2_000, 5_000];

/** `WebSocket.OPEN`, spelled out: `ws` and the browser agree on it. */
const open = 1;

/** What the owner of the line hears. */
export interface ReconnectingSocketHooks {
  /** A socket is being opened: `attempt` is 0 the first time and after each successful open. */
  onConnecting?(attempt: number): void;
  /** The socket opened; the owner introduces itself on it. */
  onOpen?(socket: SocketLike): void;
  onMessage(data: unknown): void;
  /** The socket dropped (not by {@link ReconnectingSocket.close}); the next one is already scheduled. */
  onDrop?(): void;
}

/** A line kept open by {@link openReconnectingSocket}. */
export interface ReconnectingSocket {
  /** Sends on the open socket; `false` when none is open (or it is closing), and the data is not kept. */
  send(data: string): boolean;
  /** Closes the socket and stops reconnecting. */
  close(): void;
}

/**
 * Opens a socket to `url` and opens it again after each drop (and after a constructor that throws), with
 * growing waits that start again from the shortest once a socket opens. Never throws.
 *
 * @example
 * const line = openReconnectingSocket(url, WebSocket, { onMessage: (data) => handle(data) });
 */
export function openReconnectingSocket(
  url: string,
  Socket: WebSocketLike,
  hooks: ReconnectingSocketHooks,
): ReconnectingSocket {
  let socket: SocketLike | undefined;
  let attempts = 0;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function connect(): void {
    hooks.onConnecting?.(attempts);
    let current: SocketLike;
    try {
      current = new Socket(url);
    } catch {
      retry();
      return;
    }
    socket = current;
    current.onopen = () => {
      attempts = 0;
      hooks.onOpen?.(current);
    };
    current.onmessage = (event) => hooks.onMessage(event.data);
    // Without a listener, `ws` throws a refused connection into the process; `onclose` follows and retries.
    current.onerror = () => {};
    current.onclose = () => {
      if (socket !== current || closed) return;
      hooks.onDrop?.();
      retry();
    };
  }

  function retry(): void {
    if (closed) return;
    const delay = reconnectDelaysMs[Math.min(attempts, reconnectDelaysMs.length - 1)];
    attempts += 1;
    timer = setTimeout(connect, delay);
  }

  connect();
  return {
    send(data) {
      if (socket?.readyState !== open) return false;
      try {
        socket.send(data);
        return true;
      } catch {
        return false;
      }
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
