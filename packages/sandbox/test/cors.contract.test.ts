import { describe, expect, it } from 'vitest';
import { contractHeaders, createSandbox, type SandboxOptions } from '../src/index';

const contractHeaderNames = [
  'ocp-apim-subscription-key',
  'app-id',
  'authorization',
  'ocp-apim-trace',
  'content-type',
];

function preflight(options: SandboxOptions, origin: string, path = '/api/auth/otp') {
  const { app } = createSandbox(options);
  return app.request(path, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': contractHeaderNames.join(','),
    },
  });
}

describe('CORS preflight', () => {
  it.each(['http://127.0.0.1:5173', 'http://localhost:3000', 'https://localhost', 'http://[::1]:8080'])(
    'answers a preflight from the loopback origin %s by default',
    async (origin) => {
      const response = await preflight({}, origin);
      expect(response.status).toBe(204);
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe(origin);
      const allowed = (response.headers.get('Access-Control-Allow-Headers') ?? '').toLowerCase().split(',');
      for (const name of contractHeaderNames) expect(allowed).toContain(name);
      expect(response.headers.get('Access-Control-Allow-Methods')).toContain('POST');
      expect(response.headers.get('Vary')).toContain('Origin');
    },
  );

  it('answers the preflight of a path no route has, before any credential check', async () => {
    const response = await preflight({}, 'http://127.0.0.1:5173', '/api/redeem/a%2Fb/use');
    expect(response.status).toBe(204);
  });

  it.each([
    'http://example.com',
    'http://127.0.0.1.example.com:5173',
    'http://localhost.evil.net',
    'file://',
    'null',
  ])('allows no other origin by default: %s', async (origin) => {
    const response = await preflight({}, origin);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('allows exactly the configured origins', async () => {
    const options = { corsOrigins: ['http://192.168.1.20:5173'] };
    const listed = await preflight(options, 'http://192.168.1.20:5173');
    expect(listed.headers.get('Access-Control-Allow-Origin')).toBe('http://192.168.1.20:5173');
    const loopback = await preflight(options, 'http://127.0.0.1:5173');
    expect(loopback.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it("allows any origin with '*', and refuses an option that is no origin", async () => {
    const anyOrigin = await preflight({ corsOrigins: '*' }, 'http://example.com');
    expect(anyOrigin.headers.get('Access-Control-Allow-Origin')).toBe('http://example.com');
    expect(() => createSandbox({ corsOrigins: ['http://127.0.0.1:5173/'] })).toThrow(/not an origin/);
  });
});

describe('CORS on answers', () => {
  const { app, credentials } = createSandbox({ resendCooldownMs: 60_000 });
  const origin = 'http://localhost:5173';

  it('lets the page read a success', async () => {
    const response = await app.request('/api/noti/?top=1', {
      headers: { ...contractHeaders(credentials), Origin: origin },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(origin);
  });

  it('lets the page read a refusal and its Retry-After', async () => {
    const headers = { ...contractHeaders(credentials), Origin: origin };
    await app.request('/api/auth/otp?contact_number=0812345678', { headers });
    const refused = await app.request('/api/auth/otp?contact_number=0812345678', { headers });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBe(origin);
    expect(refused.headers.get('Access-Control-Expose-Headers')).toContain('Retry-After');

    const unauthorized = await app.request('/api/noti/', { headers: { Origin: origin } });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get('Access-Control-Allow-Origin')).toBe(origin);
  });

  it('lets the page read an error thrown inside a route', async () => {
    const response = await app.request('/api/noti/?top=abc', {
      headers: { ...contractHeaders(credentials), Origin: origin },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(origin);
  });
});
