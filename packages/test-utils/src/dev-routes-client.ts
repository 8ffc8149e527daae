import type { OutboxMessage, RequestRecord, SandboxFault } from '@loyalty-flows/sandbox';

/** The developer routes of one sandbox, called over HTTP. */
export interface DevRoutesClient {
  outbox(to?: string): Promise<OutboxMessage[]>;
  /** The sandbox clock, epoch ms. */
  now(): Promise<number>;
  advanceClock(ms: number): Promise<void>;
  /**
   * Sets the sandbox clock to `now` (epoch ms); it keeps running from there, or, `stopped`, stands
   * there until advanced, set again or reset (every date it seeds and answers the same on every run).
   */
  setClock(now: number, options?: { stopped?: boolean }): Promise<void>;
  injectFault(fault: SandboxFault): Promise<void>;
  clearFaults(): Promise<void>;
  requests(route?: string): Promise<RequestRecord[]>;
  reset(): Promise<void>;
}

/**
 * Builds a {@link DevRoutesClient} for the sandbox at `baseUrl`. A developer route that refuses
 * (a malformed fault, say) rejects with its status and the sandbox's explanation.
 *
 * @example
 * ```ts
 * const dev = createDevRoutesClient('http://127.0.0.1:8787');
 * await dev.injectFault({ route: 'noti.read', kind: 'drop' });
 * ```
 */
export function createDevRoutesClient(baseUrl: string): DevRoutesClient {
  async function call(method: string, path: string, body?: unknown): Promise<Response> {
    const init: RequestInit = { method };
    if (body !== undefined) {
      init.headers = { 'Content-Type': 'application/json' };
      init.body = JSON.stringify(body);
    }
    const response = await fetch(`${baseUrl}/__sandbox/${path}`, init);
    if (!response.ok) {
      throw new Error(
        `sandbox ${method} /__sandbox/${path} answered ${response.status}: ${await response.text()}`,
      );
    }
    return response;
  }

  function withQuery(path: string, name: string, value: string | undefined): string {
    return value === undefined ? path : `${path}?${new URLSearchParams({ [name]: value })}`;
  }

  return {
    async outbox(to) {
      return (await call('GET', withQuery('outbox', 'to', to))).json() as Promise<OutboxMessage[]>;
    },
    async now() {
      return ((await (await call('GET', 'clock')).json()) as { now: number }).now;
    },
    async advanceClock(ms) {
      await call('POST', 'clock', { advanceMs: ms });
    },
    async setClock(now, { stopped = false } = {}) {
      await call('POST', 'clock', { now, stopped });
    },
    async injectFault(fault) {
      await call('POST', 'faults', fault);
    },
    async clearFaults() {
      await call('DELETE', 'faults');
    },
    async requests(route) {
      return (await call('GET', withQuery('requests', 'route', route))).json() as Promise<RequestRecord[]>;
    },
    async reset() {
      await call('POST', 'reset');
    },
  };
}
