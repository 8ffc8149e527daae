import { describe, expect, it } from 'vitest';
import { contractHeaders, createSandbox } from '../src/index';

describe('createSandbox in-process', () => {
  it('answers app.request() with the configured credentials and options', async () => {
    const { app, credentials } = createSandbox({ appId: 'my-app', resendCooldownMs: 0 });
    expect(credentials.appId).toBe('my-app');
    const headers = contractHeaders(credentials);
    for (let index = 0; index < 2; index += 1) {
      const response = await app.request('/api/auth/otp?contact_number=0812345678', { headers });
      expect(response.status).toBe(200);
    }
    const outbox = (await (await app.request('/__sandbox/outbox')).json()) as unknown[];
    expect(outbox).toHaveLength(2);
  });

  it.each([
    [{ otpLifetimeMs: -1 }],
    [{ maxWrongCodes: 0 }],
    [{ token: 'has space' }],
    [{ channel: 'fax' as 'sms' }],
  ])('refuses the option %j', (options) => {
    expect(() => createSandbox(options)).toThrow();
  });
});
