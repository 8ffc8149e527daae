import { createLoyaltyClient, type LoyaltyClientOptions } from '../src/index';

/** One request as the custom `fetch` saw it. */
export interface SeenRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

/** What the fake service answers: a JSON value (200), or a full `Response`. */
export type Reply = unknown | Response;

/**
 * A client whose `fetch` answers each request with `reply(request)` — the real service's payload
 * shapes, without a network — and records what was sent.
 */
export function clientAnswering(
  reply: (request: SeenRequest) => Reply | Promise<Reply>,
  options: Partial<LoyaltyClientOptions> = {},
) {
  const seen: SeenRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const entry = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: await request.text(),
    };
    seen.push(entry);
    const answer = await reply(entry);
    return answer instanceof Response
      ? answer
      : new Response(JSON.stringify(answer), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
  };
  const client = createLoyaltyClient({
    baseURL: 'https://loyalty.example',
    subscriptionKey: 'key',
    appId: 'app',
    token: 'token-1',
    fetch,
    ...options,
  });
  return { client, seen };
}

/** A 200 with this exact body text (empty, or not JSON). */
export function rawReply(body: string, status = 200): Response {
  return new Response(body === '' ? null : body, { status });
}

/** Epoch seconds of a Bangkok wall-clock time written as if UTC (docs/wire-format.md, T8). */
export function bangkokWall(year: number, month: number, day: number, hour: number, minute = 0): number {
  return Date.UTC(year, month - 1, day, hour, minute) / 1000;
}
