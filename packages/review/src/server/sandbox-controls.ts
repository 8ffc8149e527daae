import type { FaultKindOffer, PageCommand } from '../protocol';

/** The sandbox refused a control, or could not be reached; `message` says which. */
export class SandboxControlError extends Error {
  override readonly name = 'SandboxControlError';
}

/** The sandbox's developer routes the review server drives (`/__sandbox/clock`, `faults`, `reset`). */
export interface SandboxControls {
  advanceClock(ms: number): Promise<void>;
  armFault(fault: Omit<Extract<PageCommand, { type: 'fault' }>, 'type'>): Promise<void>;
  clearFaults(): Promise<void>;
  reset(): Promise<void>;
  /** The routes the sandbox lets a fault be put on (`otp.request`, …), as it lists them. */
  faultRoutes(): Promise<string[]>;
  /** The faults the sandbox can put on a route, as the page offers them. */
  faultKinds(): FaultKindOffer[];
}

/** Retry-After of an injected 429, seconds: long enough to see the countdown, short enough to wait out. */
const RATE_LIMIT_RETRY_AFTER_SECONDS = 60;

/**
 * The sandbox's fault kinds (docs/inspector.md, Time and faults): a 429 with a Retry-After, a 503, and no answer at all.
 * The sandbox lists its routes (`GET /__sandbox/fault-routes`) but not these, so they are written here.
 */
const SANDBOX_FAULT_KINDS: readonly FaultKindOffer[] = [
  {
    kind: 'rate_limited',
    labels: {
      en: `429 Too many requests (Retry-After ${RATE_LIMIT_RETRY_AFTER_SECONDS} s)`,
      th: `429 คำขอมากเกินไป (Retry-After ${RATE_LIMIT_RETRY_AFTER_SECONDS} วินาที)`,
    },
    fields: { status: 429, retryAfterSeconds: RATE_LIMIT_RETRY_AFTER_SECONDS },
  },
  {
    kind: 'status',
    labels: { en: '503 Service unavailable', th: '503 บริการไม่พร้อมใช้งาน' },
    fields: { status: 503 },
  },
  { kind: 'drop', labels: { en: 'Timeout (connection dropped)', th: 'หมดเวลา (การเชื่อมต่อหลุด)' } },
];

/** What the sandbox said about a refused control: its error's message when it sent one. */
async function refusalOf(response: Response): Promise<string> {
  const body = await response.text();
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown }; message?: unknown };
    const message = parsed.error?.message ?? parsed.message;
    if (typeof message === 'string') return message;
  } catch {
    // Not JSON: the status says enough.
  }
  return `status ${response.status}`;
}

/**
 * The controls of the sandbox at `baseUrl` (its root, `http://127.0.0.1:8787`). Each rejects with a
 * {@link SandboxControlError} naming the route and the reason.
 */
export function createSandboxControls(baseUrl: string): SandboxControls {
  const root = baseUrl.replace(/\/+$/, '');
  /** The sandbox's answer to `method` `route`, or a {@link SandboxControlError} when it refused or was not there. */
  async function call(method: 'GET' | 'POST' | 'DELETE', route: string, body?: unknown): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(`${root}/__sandbox/${route}`, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(5_000),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new SandboxControlError(`The sandbox at ${root} did not answer ${route}: ${reason}.`);
    }
    if (!response.ok) {
      throw new SandboxControlError(`The sandbox refused ${route}: ${await refusalOf(response)}`);
    }
    return response;
  }
  const command = async (method: 'POST' | 'DELETE', route: string, body?: unknown) => {
    await (await call(method, route, body)).body?.cancel();
  };
  return {
    advanceClock: (ms) => command('POST', 'clock', { advanceMs: ms }),
    armFault: (fault) => command('POST', 'faults', fault),
    clearFaults: () => command('DELETE', 'faults'),
    reset: () => command('POST', 'reset'),
    faultKinds: () => SANDBOX_FAULT_KINDS.map((offer) => ({ ...offer })),
    async faultRoutes() {
      const { routes } = (await (await call('GET', 'fault-routes')).json()) as { routes?: unknown };
      return Array.isArray(routes)
        ? routes.filter((route): route is string => typeof route === 'string')
        : [];
    },
  };
}
