import { describe, expect, it } from 'vitest';
import { useSandbox } from './sandbox-http';

const sandbox = useSandbox({ subscriptionKey: 'key-under-test', token: 'token-under-test' });

describe('section-5 headers', () => {
  it('E4/T2: answers a missing subscription key with 401 in the gateway shape', async () => {
    const response = await sandbox.call('/api/noti/', { headers: { 'Ocp-Apim-Subscription-Key': '' } });
    expect(response.status).toBe(401);
    const body = (await response.json()) as { statusCode: number; message: string };
    expect(body.statusCode).toBe(401);
    expect(body.message).toContain('missing subscription key');
  });

  it('E4: answers a wrong subscription key with 401 in the gateway shape, without echoing it', async () => {
    const response = await sandbox.call('/api/noti/', {
      headers: { 'Ocp-Apim-Subscription-Key': 'guessed-key' },
    });
    expect(response.status).toBe(401);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ statusCode: 401 });
    expect(text).not.toContain('guessed-key');
  });

  it.each([
    ['no Authorization', ''],
    ['the Bearer scheme', 'Bearer token-under-test'],
    ['an unknown token', 'token forged-token'],
  ])('T2/A2: answers %s with 401 in the service shape', async (_label, authorization) => {
    const response = await sandbox.call('/api/redeem/', { headers: { Authorization: authorization } });
    expect(response.status).toBe(401);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ error: { code: 401, id: 1401 } });
    expect(text).not.toContain('forged-token');
  });

  it('lets a request with the configured credentials through', async () => {
    expect((await sandbox.call('/api/noti/')).status).toBe(200);
  });

  it('answers an unknown path with the gateway 404', async () => {
    const response = await sandbox.call('/api/campaign/');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ statusCode: 404, message: 'Resource not found' });
  });
});
