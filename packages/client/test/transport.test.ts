import type { SandboxFault } from '@loyalty-flows/test-utils';
import { describe, expect, it } from 'vitest';
import { LoyaltyError } from '../src/index';
import { rejectionOf, useClientAndSandbox } from './client-under-test';

const under = useClientAndSandbox();

describe('headers', () => {
  it('T2: sends the section-5 headers on every request, reading the token per request', async () => {
    const { sandbox, clientFor } = under;
    const seen: Headers[] = [];
    let token = sandbox.credentials.token;
    const client = clientFor({
      token: undefined,
      getToken: async () => token,
      fetch: (input, init) => {
        seen.push(new Headers(init?.headers));
        return fetch(input, init);
      },
    });
    await client.notifications.list();
    token = 'refreshed-token';
    const error = await rejectionOf(client.notifications.list());
    expect(error.kind).toBe('unauthorized');
    expect(seen.map((headers) => headers.get('Authorization'))).toEqual([
      `token ${sandbox.credentials.token}`,
      'token refreshed-token',
    ]);
    expect(seen[0]?.get('Ocp-Apim-Subscription-Key')).toBe(sandbox.credentials.subscriptionKey);
    expect(seen[0]?.get('App-Id')).toBe(sandbox.credentials.appId);
    expect(seen[0]?.get('Ocp-Apim-Trace')).toBe('1');
    expect(seen[0]?.get('Content-Type')).toBe('application/x-www-form-urlencoded; charset=utf-8');
  });

  it('E7: calls onUnauthorized for a refused token and for a dead session (409/1905)', async () => {
    const { sandbox, clientFor } = under;
    const calls: string[] = [];
    const client = clientFor({ token: 'not-a-token', onUnauthorized: (error) => calls.push(error.kind) });
    await rejectionOf(client.notifications.list());
    const valid = clientFor({ onUnauthorized: (error) => calls.push(error.kind) });
    await sandbox.injectFault({ route: 'redeem.list', kind: 'status', status: 409, errorId: 1905 });
    expect(await rejectionOf(valid.redemptions.list())).toMatchObject({ kind: 'session_expired', id: 1905 });
    expect(calls).toEqual(['unauthorized', 'session_expired']);
  });

  it('E4: answers a wrong subscription key (gateway shape) with unauthorized', async () => {
    const error = await rejectionOf(under.clientFor({ subscriptionKey: 'wrong-key' }).notifications.list());
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, code: 401 });
  });
});

describe('faults', () => {
  const cases: [string, Omit<SandboxFault, 'route'>, Record<string, unknown>][] = [
    ['a 500', { kind: 'status', status: 500, times: 2 }, { kind: 'server', status: 500 }],
    ['a gateway 502', { kind: 'gateway', times: 2 }, { kind: 'gateway', status: 502 }],
    [
      'a 429 from the gateway',
      { kind: 'rate_limited', retryAfterSeconds: 9 },
      { kind: 'rate_limited', status: 429 },
    ],
    [
      'an error in a 200',
      { kind: 'error_in_200', status: 409 },
      { kind: 'conflict', status: 200, code: 409 },
    ],
    ['success: false in a 200', { kind: 'success_false' }, { kind: 'server', status: 200 }],
    ['a dropped connection', { kind: 'drop', times: 2 }, { kind: 'network' }],
  ];

  it.each(cases)('turns %s into a LoyaltyError of the right kind', async (_label, fault, expected) => {
    const { client, sandbox } = under;
    await sandbox.injectFault({ route: 'noti.list', ...fault });
    const error = await rejectionOf(client.notifications.list());
    expect(error).toBeInstanceOf(LoyaltyError);
    expect(error).toMatchObject(expected);
  });

  it('T5/N5: malformed JSON in a 200 is an empty list, and a parse error for use (nothing to show)', async () => {
    const { client, sandbox } = under;
    await sandbox.injectFault({ route: 'noti.list', kind: 'malformed_json' });
    expect(await client.notifications.list()).toEqual([]);
    // The fault garbles the route's own answer: the entry must exist for the use to succeed first.
    const [entry] = await client.redemptions.list({ top: 1 });
    if (entry === undefined) throw new Error('the seed has no redemption');
    await sandbox.injectFault({ route: 'redeem.use', kind: 'malformed_json' });
    expect(await rejectionOf(client.redemptions.use(entry.redeemKey))).toMatchObject({ kind: 'parse' });
  });

  it('sets retryAt from Retry-After', async () => {
    const { client, sandbox } = under;
    await sandbox.injectFault({ route: 'noti.list', kind: 'rate_limited', retryAfterSeconds: 9 });
    const before = Date.now();
    const error = await rejectionOf(client.notifications.list());
    expect(error.retryAt).toBeGreaterThanOrEqual(before + 9000);
    expect(error.retryAt).toBeLessThanOrEqual(Date.now() + 9000);
  });

  it('times out with timeout after timeoutMs', async () => {
    const { sandbox, clientFor } = under;
    await sandbox.injectFault({ route: 'noti.read', kind: 'latency', latencyMs: 1000 });
    const error = await rejectionOf(clientFor({ timeoutMs: 100 }).notifications.read(['x']));
    expect(error.kind).toBe('timeout');
  });

  it('retries a GET once after a transient failure, and succeeds', async () => {
    const { client, sandbox } = under;
    await sandbox.injectFault({ route: 'noti.list', kind: 'status', status: 503 });
    expect(await client.notifications.list({ top: 1 })).toHaveLength(1);
    expect(await sandbox.requests('noti.list')).toHaveLength(2);
  });

  it('never retries a POST: one failed OTP request is one request and no SMS', async () => {
    const { client, sandbox } = under;
    await sandbox.injectFault({ route: 'otp.request', kind: 'status', status: 503 });
    expect(await rejectionOf(client.otp.request({ contactNumber: '0812345678' }))).toMatchObject({
      kind: 'gateway',
    });
    expect(await sandbox.requests('otp.request')).toHaveLength(1);
    expect(await sandbox.outbox()).toEqual([]);
  });
});

describe('secrets', () => {
  it('keeps token, subscription key, code and serial out of error messages, stacks and JSON', async () => {
    const { sandbox, clientFor } = under;
    const secrets = { token: 'secret-token-123', key: 'secret-key-456' };
    const errors: unknown[] = [];
    errors.push(await rejectionOf(clientFor({ token: secrets.token }).notifications.list()));
    errors.push(await rejectionOf(clientFor({ subscriptionKey: secrets.key }).redemptions.list()));
    const client = clientFor();
    const { refCode } = await client.otp.request({ contactNumber: '0812345678' });
    const code = await sandbox.lastCode('0812345678');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    errors.push(await rejectionOf(client.otp.verify({ otp: wrong, refCode, contactNumber: '0812345678' })));
    errors.push(await rejectionOf(client.otp.verify({ otp: '12345', refCode, contactNumber: '0812345678' })));
    const serialKey = (await client.redemptions.list({ top: 100 })).find(
      (entry) => entry.status === 'expired',
    );
    errors.push(await rejectionOf(client.redemptions.use(serialKey?.redeemKey ?? 'x')));

    for (const error of errors) {
      const visible = `${String(error)}\n${(error as Error).stack}\n${JSON.stringify(error)}`;
      for (const secret of [secrets.token, secrets.key, sandbox.credentials.token, wrong, '12345']) {
        expect(visible).not.toContain(secret);
      }
      if (serialKey?.serial) expect(visible).not.toContain(serialKey.serial);
    }
  });
});
