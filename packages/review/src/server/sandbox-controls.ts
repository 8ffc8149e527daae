import * as v from 'valibot';
import { type FaultKindOffer, faultKindOfferSchema, type PageCommand } from '../protocol';

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
  /**
   * What the sandbox offers the page's fault control, as it lists it: the routes a fault can be put on
   * (`otp.request`, …) and the faults it can put there. The review server knows neither.
   */
  faultOffers(): Promise<{ faultRoutes: string[]; faultKinds: FaultKindOffer[] }>;
}

/** What the sandbox offers (`GET /__sandbox/fault-routes`); an entry it cannot read is left out. */
const offersSchema = v.object({
  routes: v.fallback(v.array(v.string()), []),
  kinds: v.fallback(v.array(v.fallback(v.nullable(faultKindOfferSchema), null)), []),
});

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
    async faultOffers() {
      const { routes, kinds } = v.parse(offersSchema, await (await call('GET', 'fault-routes')).json());
      return { faultRoutes: routes, faultKinds: kinds.filter((offer) => offer !== null) };
    },
  };
}
