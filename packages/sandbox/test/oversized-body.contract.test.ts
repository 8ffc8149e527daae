import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { contractHeaders } from '../src/index';
import { useSandbox } from './sandbox-http';

/**
 * A client that sends a body over the limit must read the 413, not a broken pipe or a reset: the
 * sandbox reads the rest of the body (and drops it) before it answers, so the client has finished
 * writing by the time the answer comes and the connection is never torn down under it.
 */
const sandbox = useSandbox();

/** 10 MB: far over the 16 kB limit, well within what the sandbox drains. */
const body = Buffer.alloc(10 * 1024 * 1024, 'a');
const routes = ['/api/noti/read', '/api/auth/svc_authen'] as const;
const refusal = { statusCode: 413, message: 'Request entity too large.' };

/** What one client saw: the status and body it read, and the socket errors it met (EPIPE, ECONNRESET…). */
interface Outcome {
  via: 'node:http' | 'fetch';
  status: number;
  body: unknown;
  errors: string[];
}

function codeOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if (cause instanceof Error) return (cause as NodeJS.ErrnoException).code ?? cause.message;
  return String(cause);
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function headers(): Record<string, string> {
  return {
    ...contractHeaders(sandbox.running.credentials),
    'Content-Type': 'application/x-www-form-urlencoded',
  };
}

/** Sends the body with node:http and settles once the request is over (answered, failed or both). */
function sendWithHttp(path: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const outcome: Outcome = { via: 'node:http', status: 0, body: '', errors: [] };
    let text = '';
    const outgoing = httpRequest(`${sandbox.running.url}${path}`, {
      method: 'POST',
      headers: { ...headers(), 'Content-Length': String(body.length) },
    });
    outgoing.on('response', (response) => {
      outcome.status = response.statusCode ?? 0;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('error', (error) => outcome.errors.push(codeOf(error)));
    });
    outgoing.on('error', (error) => outcome.errors.push(codeOf(error)));
    // 'close' comes after the response's end, and after any error of the socket.
    outgoing.on('close', () => resolve({ ...outcome, body: parsed(text) }));
    outgoing.end(body);
  });
}

/** Sends the body with fetch and reads the whole answer. */
async function sendWithFetch(path: string): Promise<Outcome> {
  try {
    const response = await fetch(`${sandbox.running.url}${path}`, {
      method: 'POST',
      headers: headers(),
      body,
    });
    return { via: 'fetch', status: response.status, body: parsed(await response.text()), errors: [] };
  } catch (error) {
    return { via: 'fetch', status: 0, body: '', errors: [codeOf(error)] };
  }
}

const senders = { 'node:http': sendWithHttp, fetch: sendWithFetch };

/** Every outcome must be the 413 in the gateway's shape, read whole, with no socket error. */
function expectAllRefused(outcomes: Outcome[]): void {
  const broken = outcomes.filter((outcome) => outcome.errors.length > 0 || outcome.status !== 413);
  expect(
    broken.map((outcome) => `${outcome.via}: ${outcome.status} ${outcome.errors.join(',')}`),
    `${broken.length} of ${outcomes.length} clients did not read the 413`,
  ).toEqual([]);
  for (const outcome of outcomes)
    expect(outcome).toEqual({ via: outcome.via, status: 413, body: refusal, errors: [] });
}

describe('a 10 MB body', () => {
  for (const [client, send] of Object.entries(senders))
    for (const path of routes)
      it(`sent to ${path} with ${client}, ten times one after another, is answered 413 and read`, async () => {
        const outcomes: Outcome[] = [];
        for (let attempt = 0; attempt < 10; attempt += 1) outcomes.push(await send(path));
        expectAllRefused(outcomes);
      });

  it('sent 20 times at once (both routes, both clients) is answered 413 and read every time', async () => {
    const sends = Array.from({ length: 20 }, (_, index) => {
      const send = index % 2 === 0 ? sendWithHttp : sendWithFetch;
      return send(routes[Math.floor(index / 2) % 2] ?? routes[0]);
    });
    expectAllRefused(await Promise.all(sends));
  });

  it('leaves the sandbox serving: an ordinary read body is still taken', async () => {
    const response = await sandbox.call('/api/noti/read', { method: 'POST', body: 'ids=a,b' });
    expect(response.status).toBe(200);
  });

  it('leaves a streamed body without a length, within the limit, whole for the route', async () => {
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('otp=1234'));
        controller.enqueue(new TextEncoder().encode('56&refcode=ABCD&contact_number=0812345678'));
        controller.close();
      },
    });
    const response = await fetch(`${sandbox.running.url}/api/auth/svc_authen`, {
      method: 'POST',
      headers: headers(),
      body: streamed,
      duplex: 'half',
    } as RequestInit);
    // The route read every field: the code is checked (and found unknown), not refused as missing.
    expect(response.status).toBe(409);
  });
});
