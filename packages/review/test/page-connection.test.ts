import { startSandbox, type TestSandbox } from '@loyalty-flows/test-utils';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { type ConnectionState, connectToServer } from '../src/page/connection';
import { faultCommand } from '../src/page/controls';
import type { PageUpdate } from '../src/protocol';
import { type ReviewServer, startReviewServer } from '../src/server/index';

let sandbox: TestSandbox;
let review: ReviewServer;

beforeAll(async () => {
  sandbox = await startSandbox();
  review = await startReviewServer({ port: 0, sandboxUrl: sandbox.url });
});

afterAll(async () => {
  await review.close();
  await sandbox.close();
});

/** The page's connection as a browser page makes it, with `ws` standing in for the browser's WebSocket. */
function connectPage() {
  const updates: PageUpdate[] = [];
  const states: ConnectionState[] = [];
  const refusals: string[] = [];
  const url = new URL(review.url);
  const connection = connectToServer(
    { protocol: url.protocol, host: url.host },
    {
      onUpdate: (update) => updates.push(update),
      onState: (state) => states.push(state),
      onRefused: (reason) => refusals.push(reason),
    },
    // `ws` speaks the browser's WebSocket interface (addEventListener, readyState); its origin header is
    // the review server's own, as a page it served sends.
    class extends WebSocket {
      constructor(address: string) {
        super(address, { origin: review.url });
      }
    } as unknown as typeof globalThis.WebSocket,
  );
  return { connection, updates, states, refusals };
}

describe('page connection (against the review server and the sandbox)', () => {
  it('receives the session, moves the clock, and hears a fault the sandbox refuses', async () => {
    const page = connectPage();
    await vi.waitFor(() => expect(page.states.at(-1)).toBe('live'));
    await vi.waitFor(() => expect(page.updates[0]?.type).toBe('session'));
    expect(page.states[0]).toBe('connecting');
    // The server says what a fault can be put on, and which faults: the page offers those, knowing none itself.
    await vi.waitFor(() =>
      expect(page.updates).toContainEqual({
        type: 'sandbox',
        faultRoutes: ['otp.request', 'otp.verify', 'redeem.list', 'redeem.use', 'noti.list', 'noti.read'],
        faultKinds: expect.any(Array),
      }),
    );
    const offered = page.updates.find((update) => update.type === 'sandbox')?.faultKinds ?? [];
    expect(offered.map((offer) => offer.kind)).toEqual(['rate_limited', 'status', 'drop']);
    const [rateLimited, , drop] = offered;
    if (rateLimited === undefined || drop === undefined) throw new Error('no faults offered');

    expect(page.connection?.send({ type: 'clock.advance', ms: 60_000 })).toBe(true);
    await vi.waitFor(() => expect(page.updates).toContainEqual({ type: 'clock', offsetMs: 60_000 }));

    expect(page.connection?.send(faultCommand('otp.request', rateLimited))).toBe(true);
    expect(page.connection?.send(faultCommand('no.such.route', drop))).toBe(true);
    await vi.waitFor(() => expect(page.refusals).toHaveLength(1));
    expect(page.refusals[0]).toMatch(/no\.such\.route|route/i);
    page.connection?.send({ type: 'reset' });
    page.connection?.close();
  });

  it('connects again after the server restarts and is sent the session again', async () => {
    const page = connectPage();
    await vi.waitFor(() => expect(page.states.at(-1)).toBe('live'));
    const port = review.port;
    await review.close();
    await vi.waitFor(() => expect(page.states.at(-1)).toBe('lost'));
    review = await startReviewServer({ port, sandboxUrl: sandbox.url });
    await vi.waitFor(() => expect(page.states.at(-1)).toBe('live'), { timeout: 10_000 });
    await vi.waitFor(() =>
      expect(page.updates.filter((update) => update.type === 'session')).toHaveLength(2),
    );
    page.connection?.close();
  });

  it('has no connection when the page came from a file', () => {
    const states: ConnectionState[] = [];
    const connection = connectToServer(
      { protocol: 'file:', host: '' },
      { onUpdate: () => {}, onState: (state) => states.push(state), onRefused: () => {} },
    );
    expect(connection).toBeUndefined();
    expect(states).toEqual(['file']);
  });
});
