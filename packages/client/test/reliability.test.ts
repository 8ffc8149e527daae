import { describe, expect, it } from 'vitest';
import { LoyaltyError } from '../src/index';
import { clientAnswering } from './answering-fetch';
import { rejectionOf, useClientAndSandbox } from './client-under-test';

const under = useClientAndSandbox();

describe('issue 18: requests the client could have refused', () => {
  it.each(['.', '..'])(
    'U2: refuses the redeem key %j before sending (the URL parser would resolve it)',
    async (key) => {
      const { client, sandbox } = under;
      const error = await rejectionOf(client.redemptions.use(key));
      expect(error).toBeInstanceOf(LoyaltyError);
      expect(error).toMatchObject({ kind: 'invalid_input', field: 'redeemKey' });
      expect(await sandbox.requests()).toEqual([]);
    },
  );

  it.each(['', '   ', 'a\u0000b', 'a\nb'])('U2: refuses the redeem key %j before sending', async (key) => {
    const { client, seen } = clientAnswering(() => ({}));
    await expect(client.redemptions.use(key)).rejects.toMatchObject({
      kind: 'invalid_input',
      field: 'redeemKey',
    });
    expect(seen).toEqual([]);
  });

  it('U2: a key holding / ? # % . stays one encoded path segment', async () => {
    const { client, seen } = clientAnswering(() => ({ Serial: 'S' }));
    await client.redemptions.use('a/b?c#d%2e.');
    expect(seen[0]?.url.pathname).toBe('/api/redeem/a%2Fb%3Fc%23d%252e./use');
  });
});

describe('issue 18: getToken failures', () => {
  const secret = 'secret-refresh-token-abc123';

  it('a getToken that throws becomes a typed LoyaltyError without the thrown text, and sends nothing', async () => {
    const { client, seen } = clientAnswering(() => [], {
      token: undefined,
      getToken: () => {
        throw new Error(`refresh failed for ${secret}`);
      },
    });
    const error = await rejectionOf(client.notifications.list());
    expect(error).toBeInstanceOf(LoyaltyError);
    expect(error).toMatchObject({ kind: 'unknown', operation: 'notifications.list' });
    expect(`${String(error)} ${error.stack} ${JSON.stringify(error)}`).not.toContain(secret);
    expect(seen).toEqual([]);
  });

  it('a getToken that rejects with an auth failure (401) is unauthorized and calls onUnauthorized', async () => {
    const kinds: string[] = [];
    const { client } = clientAnswering(() => [], {
      token: undefined,
      getToken: async () => Promise.reject(Object.assign(new Error(secret), { status: 401 })),
      onUnauthorized: (error) => kinds.push(error.kind),
    });
    const error = await rejectionOf(client.redemptions.list());
    expect(error).toMatchObject({ kind: 'unauthorized', operation: 'redemptions.list' });
    expect(String(error)).not.toContain(secret);
    expect(kinds).toEqual(['unauthorized']);
  });
});

describe('issue 18: errors the client classifies', () => {
  it('a failure that is neither an answer nor a network error is unknown, not network', async () => {
    const { client } = clientAnswering(() => [], {
      fetch: (async () => undefined) as unknown as typeof fetch,
    });
    expect(await rejectionOf(client.notifications.list())).toMatchObject({ kind: 'unknown' });
  });

  it('a refused connection is still network', async () => {
    const { client } = clientAnswering(() => [], {
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    expect(await rejectionOf(client.otp.request({ contactNumber: '0812345678' }))).toMatchObject({
      kind: 'network',
    });
  });
});

describe('issue 18: the list retry after a timeout', () => {
  it('really sends a second request, which the sandbox sees', async () => {
    const { sandbox, clientFor } = under;
    await sandbox.injectFault({ route: 'noti.list', kind: 'latency', latencyMs: 2000, times: 1 });
    const client = clientFor({ timeoutMs: 400 });
    expect(await client.notifications.list({ top: 2 })).toHaveLength(2);
    expect(await sandbox.requests('noti.list')).toHaveLength(2);
  });

  it('gives each attempt its own timeout: two slow answers are a timeout after two requests', async () => {
    const { sandbox, clientFor } = under;
    await sandbox.injectFault({ route: 'redeem.list', kind: 'latency', latencyMs: 2000, times: 2 });
    const error = await rejectionOf(clientFor({ timeoutMs: 300 }).redemptions.list());
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(await sandbox.requests('redeem.list')).toHaveLength(2);
  });
});
