import { describe, expect, it } from 'vitest';
import { LoyaltyError } from '../src/index';
import { clientAnswering, rawReply } from './answering-fetch';

describe('errors in the answer', () => {
  it('E1: an error body with a status keeps its id and code', async () => {
    const reply = new Response(
      JSON.stringify({ error: { id: 1409, code: 409, message: 'expired', type: 'x' } }),
      {
        status: 409,
      },
    );
    const { client } = clientAnswering(() => reply);
    await expect(client.redemptions.use('k_1')).rejects.toMatchObject({
      kind: 'code_expired',
      id: 1409,
      code: 409,
    });
  });

  it('E2: an error object inside a 200 is an error', async () => {
    const { client } = clientAnswering(() => ({
      error: { id: 1905, code: 409, message: 'dead', type: 'x' },
    }));
    await expect(client.redemptions.list()).rejects.toMatchObject({
      kind: 'session_expired',
      status: 200,
      code: 409,
    });
  });

  it('E3: { success: false, code } in a 200 keeps its code, and the kind follows the code', async () => {
    const cases: [number, string][] = [
      [409, 'conflict'],
      [401, 'unauthorized'],
      [404, 'not_found'],
      [429, 'rate_limited'],
      [503, 'gateway'],
    ];
    for (const [code, kind] of cases) {
      const { client } = clientAnswering(() => ({ success: false, code, message: 'nope' }));
      const error = await client.notifications.list().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(LoyaltyError);
      expect(error).toMatchObject({ kind, code, status: 200 });
      expect(String(error)).not.toContain('nope');
    }
    const { client } = clientAnswering(() => ({ success: false }));
    await expect(client.notifications.list()).rejects.toMatchObject({ kind: 'server' });
  });

  it('E4: a gateway answer names its status in statusCode', async () => {
    const { client } = clientAnswering(
      () => new Response(JSON.stringify({ statusCode: 401, message: 'key' }), { status: 401 }),
    );
    await expect(client.notifications.list()).rejects.toMatchObject({ kind: 'unauthorized', code: 401 });
  });

  it('E7: 409 / 2076 ends the session and calls onUnauthorized', async () => {
    const kinds: string[] = [];
    const reply = () => new Response(JSON.stringify({ error: { id: 2076, code: 409 } }), { status: 409 });
    const { client } = clientAnswering(reply, { onUnauthorized: (error) => kinds.push(error.kind) });
    await expect(client.notifications.list()).rejects.toMatchObject({ kind: 'session_expired' });
    expect(kinds).toEqual(['session_expired']);
  });

  it('T5: a 2xx without a JSON body is a success (read answers 200 with no body)', async () => {
    for (const body of ['', 'OK', '<html></html>']) {
      const { client, seen } = clientAnswering(() => rawReply(body));
      await expect(client.notifications.read(['n-1', 'n-2'])).resolves.toBeUndefined();
      expect(seen[0]?.body).toBe('ids=n-1%2Cn-2');
    }
  });

  it('T5: a use answer that is not an object is still a parse error (nothing to show)', async () => {
    const { client } = clientAnswering(() => rawReply('OK'));
    await expect(client.redemptions.use('k_1')).rejects.toMatchObject({ kind: 'parse' });
  });
});
