import { describe, expect, it } from 'vitest';
import { clientAnswering, rawReply } from './answering-fetch';

const contact = { contactNumber: '0812345678' };

function errorReply(status: number, id?: number): Response {
  const body =
    id === undefined ? '' : JSON.stringify({ error: { id, code: status, message: 'no', type: 'x' } });
  return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
}

describe('OTP request answers', () => {
  it('O1: refcode and expiredate; a numeric refcode is read as text', async () => {
    const expiredate = Math.floor(Date.now() / 1000) + 300;
    const sent = await clientAnswering(() => ({ refcode: 4821, expiredate })).client.otp.request(contact);
    expect(sent).toMatchObject({ refCode: '4821', expiresAt: expiredate * 1000 });
  });

  it('O2: an answer without expiredate succeeds; the code lives the configured lifetime from arrival', async () => {
    const before = Date.now();
    const sent = await clientAnswering(() => ({ refcode: 'QX7P' })).client.otp.request(contact);
    expect(sent.refCode).toBe('QX7P');
    expect(sent.expiresAt).toBeGreaterThanOrEqual(before + 180_000);
    expect(sent.expiresAt).toBeLessThanOrEqual(Date.now() + 180_000);
    const shorter = clientAnswering(() => ({ refcode: 'QX7P' }), { otpLifetimeMs: 120_000 }).client;
    expect((await shorter.otp.request(contact)).expiresAt).toBeLessThanOrEqual(Date.now() + 120_000);
  });

  it('O2: an answer without refcode, or with no body at all, succeeds without a refCode', async () => {
    const expiredate = Math.floor(Date.now() / 1000) + 300;
    expect(
      (await clientAnswering(() => ({ expiredate })).client.otp.request(contact)).refCode,
    ).toBeUndefined();
    for (const body of ['', 'sent', '[]', '{"success":true}']) {
      const sent = await clientAnswering(() => rawReply(body)).client.otp.request(contact);
      expect(sent.refCode).toBeUndefined();
      expect(sent.expiresAt).toBeGreaterThan(Date.now() + 170_000);
    }
  });

  it('O2: an expiredate that is not after the arrival is replaced by the configured lifetime', async () => {
    const sent = await clientAnswering(() => ({ refcode: 'A1', expiredate: 0 })).client.otp.request(contact);
    expect(sent.expiresAt).toBeGreaterThan(Date.now() + 170_000);
  });

  it('O3: expiredate above 1e12 is milliseconds, otherwise seconds', async () => {
    const ms = Date.now() + 200_000;
    expect(
      (await clientAnswering(() => ({ refcode: 'A', expiredate: ms })).client.otp.request(contact)).expiresAt,
    ).toBe(ms);
    const seconds = Math.floor(ms / 1000);
    expect(
      (
        await clientAnswering(() => ({ refcode: 'A', expiredate: String(seconds) })).client.otp.request(
          contact,
        )
      ).expiresAt,
    ).toBe(seconds * 1000);
  });

  it('E8: 409 / 2092 on the OTP request is an invalid contact, not an expired code', async () => {
    const { client } = clientAnswering(() => errorReply(409, 2092));
    await expect(client.otp.request(contact)).rejects.toMatchObject({
      kind: 'invalid_input',
      id: 2092,
      status: 409,
    });
  });

  it('E8: 409 / 2092 on verify is an expired code; 2091 a wrong one', async () => {
    const expired = clientAnswering(() => errorReply(409, 2092)).client;
    await expect(expired.otp.verify({ otp: '123456', refCode: 'A', ...contact })).rejects.toMatchObject({
      kind: 'code_expired',
      id: 2092,
    });
    const wrong = clientAnswering(() => errorReply(409, 2091)).client;
    await expect(wrong.otp.verify({ otp: '123456', refCode: 'A', ...contact })).rejects.toMatchObject({
      kind: 'wrong_code',
    });
  });

  it('E6: 429 without an id is rate_limited on request and locked on verify', async () => {
    const { client } = clientAnswering(
      () => new Response('', { status: 429, headers: { 'Retry-After': '60' } }),
    );
    await expect(client.otp.request(contact)).rejects.toMatchObject({ kind: 'rate_limited' });
    await expect(client.otp.verify({ otp: '123456', refCode: 'A', ...contact })).rejects.toMatchObject({
      kind: 'locked',
    });
  });
});

describe('OTP verify', () => {
  it('O6: the answer carries the token (one SDK adds success: true)', async () => {
    const { client } = clientAnswering(() => ({ token: 'session-1', success: true }));
    expect((await client.otp.verify({ otp: '123456', refCode: 'QX7P', ...contact })).token).toBe('session-1');
  });

  it('O2: without a refCode no refcode field is sent', async () => {
    const { client, seen } = clientAnswering(() => ({ token: 't' }));
    await client.otp.verify({ otp: '123 456', ...contact });
    await client.otp.verify({ otp: '123456', refCode: ' ', ...contact });
    expect(seen.map((request) => request.body)).toEqual([
      'otp=123456&contact_number=0812345678',
      'otp=123456&contact_number=0812345678',
    ]);
  });

  it('O8: every spelling of a Thai number goes on the wire as one spelling', async () => {
    const { client, seen } = clientAnswering(() => ({ refcode: 'A' }));
    for (const contactNumber of [
      '0812345678',
      '+66812345678',
      '+660812345678',
      '+66 81 234 5678',
      '081-234-5678',
    ]) {
      await client.otp.request({ contactNumber });
    }
    expect(new Set(seen.map((request) => request.url.searchParams.get('contact_number')))).toEqual(
      new Set(['0812345678']),
    );
  });
});

describe('headers', () => {
  it('T2: the section-5 headers, with the lower-case token scheme', async () => {
    const { client, seen } = clientAnswering(() => []);
    await client.notifications.list();
    const headers = seen[0]?.headers;
    expect(headers?.get('Authorization')).toBe('token token-1');
    expect(headers?.get('Ocp-Apim-Subscription-Key')).toBe('key');
    expect(headers?.get('App-Id')).toBe('app');
    expect(headers?.get('Ocp-Apim-Trace')).toBe('1');
  });

  it('O7: no Authorization header without a token, or with an empty one', async () => {
    for (const options of [{ token: undefined }, { token: '' }, { token: undefined, getToken: () => '' }]) {
      const { client, seen } = clientAnswering(() => ({ refcode: 'A' }), options);
      await client.otp.request(contact);
      expect(seen[0]?.headers.has('Authorization')).toBe(false);
    }
  });
});
