import WebSocket from 'ws';

/** A WebSocket client of the review server that keeps every message it got, for the tests to wait on. */
export interface TestSocket {
  socket: WebSocket;
  messages: Array<{ type: string } & Record<string, unknown>>;
  send(message: unknown): void;
  /** The first message (from the start) that `match` accepts; waits up to 3 s for it. */
  next(
    match: (message: { type: string } & Record<string, unknown>) => boolean,
  ): Promise<Record<string, unknown>>;
  close(): void;
}

/** Opens a WebSocket to `url` (with `origin` when given) and resolves once it is open. */
export async function openSocket(url: string, origin?: string): Promise<TestSocket> {
  const socket = new WebSocket(url, origin === undefined ? {} : { origin });
  const messages: TestSocket['messages'] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    messages.push(JSON.parse(data.toString()));
    for (const wake of waiters) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    messages,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next: (match) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (found === undefined) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching message; got ${JSON.stringify(messages).slice(0, 500)}`));
        }, 3_000);
        if (!check()) waiters.add(check);
      }),
    close: () => socket.close(),
  };
}

/** Waits until `condition` holds (checked every 10 ms, up to 3 s). */
export async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 3_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
