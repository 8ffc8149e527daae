import { describe, expect, it } from 'vitest';
import { form, lastCode, useSandbox } from './sandbox-http';

const sandbox = useSandbox();
const phone = '0812345678';

async function requestCode(contact = phone) {
  return sandbox.call(
    `/api/auth/otp?app_id=sandbox-app&uuid=device-1&contact_number=${encodeURIComponent(contact)}`,
  );
}

async function verify(fields: Record<string, string>, path = '/api/auth/svc_authen') {
  return sandbox.call(path, { method: 'POST', body: form(fields) });
}

describe('GET /api/auth/otp', () => {
  it('sends one code to the outbox and answers its refcode and expiry in epoch seconds', async () => {
    const before = Date.now();
    const response = await requestCode();
    expect(response.status).toBe(200);
    const body = (await response.json()) as { refcode: string; expiredate: number };
    expect(body.refcode).toMatch(/^[A-Z0-9]{4,6}$/);
    expect(body.expiredate).toBeGreaterThanOrEqual(Math.floor((before + 180_000) / 1000));
    expect(body.expiredate).toBeLessThan(1e12);

    const sent = await lastCode(sandbox, phone);
    expect(sent.code).toMatch(/^\d{6}$/);
    expect(sent.refCode).toBe(body.refcode);
    // The outbox finds a code under any spelling of the contact, and only there.
    expect(await lastCode(sandbox, '+66812345678')).toEqual(sent);
    await expect(lastCode(sandbox, '0899999999')).rejects.toThrow('no code');
  });

  it('refuses a second code inside the cooldown with 429, Retry-After and sends nothing', async () => {
    await requestCode();
    await sandbox.dev('clock', { method: 'POST', json: { advanceMs: 20_000 } });
    const refused = await requestCode('+66812345678');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('40');
    // The OTP 429s carry no id at all.
    const { error } = (await refused.json()) as { error: Record<string, unknown> };
    expect(error).toMatchObject({ code: 429 });
    expect(error).not.toHaveProperty('id');
    const outbox = (await (await sandbox.dev('outbox')).json()) as unknown[];
    expect(outbox).toHaveLength(1);
  });

  it('sends again once the cooldown has passed, and the new code voids the old one', async () => {
    await requestCode();
    const first = await lastCode(sandbox, phone);
    await sandbox.dev('clock', { method: 'POST', json: { advanceMs: 60_000 } });
    expect((await requestCode()).status).toBe(200);
    const second = await lastCode(sandbox, phone);
    expect(second.refCode).not.toBe(first.refCode);
    const stale = await verify({ otp: first.code, refcode: first.refCode, contact_number: phone });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ error: { id: 2092 } });
  });

  it.each([
    ['an empty contact', ''],
    ['a short number', '08123'],
    ['letters', 'abcdefghij'],
    ['an e-mail on the SMS channel', 'someone@example.com'],
  ])(
    'O8/E8: refuses %s with 409/2092 (invalid contact on the request) and sends nothing',
    async (_label, contact) => {
      const response = await requestCode(contact);
      expect(response.status).toBe(409);
      const body = (await response.json()) as { error: { id: number; code: number; type: string } };
      expect(body.error).toMatchObject({ id: 2092, code: 409, type: 'InvalidContact' });
      expect((await (await sandbox.dev('outbox')).json()) as unknown[]).toHaveLength(0);
    },
  );
});

describe('POST /api/auth/svc_authen', () => {
  it('O6/E8: verifies a code once with a token, and refuses it the second time with 409/2092 (expired on verify)', async () => {
    await requestCode();
    const { code, refCode } = await lastCode(sandbox, phone);
    const first = await verify({ otp: code, refcode: refCode, contact_number: phone });
    expect(first.status).toBe(200);
    const body = (await first.json()) as { token: string; success: boolean };
    expect(body.success).toBe(true);
    expect(body.token.length).toBeGreaterThan(10);

    const again = await verify({ otp: code, refcode: refCode, contact_number: phone });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: { id: 2092, code: 409, message: expect.any(String), type: 'OtpExpired' },
    });
  });

  it('issues a token that the other routes accept', async () => {
    await requestCode();
    const { code, refCode } = await lastCode(sandbox, phone);
    const { token } = (await (
      await verify({ otp: code, refcode: refCode, contact_number: phone })
    ).json()) as {
      token: string;
    };
    const list = await sandbox.call('/api/noti/?top=1', { headers: { Authorization: `token ${token}` } });
    expect(list.status).toBe(200);
  });

  it('O5/T1: answers the public alias bzbs_authen the same way, with a multipart body', async () => {
    await requestCode();
    const { code, refCode } = await lastCode(sandbox, phone);
    const multipart = new FormData();
    multipart.set('otp', code);
    multipart.set('refcode', refCode);
    multipart.set('contact_number', phone);
    const { running } = sandbox;
    const response = await fetch(`${running.url}/api/auth/bzbs_authen`, {
      method: 'POST',
      headers: {
        'Ocp-Apim-Subscription-Key': running.credentials.subscriptionKey,
        'App-Id': running.credentials.appId,
        Authorization: `token ${running.credentials.token}`,
      },
      body: multipart,
    });
    expect(response.status).toBe(200);
  });

  it('E8: refuses an expired code on verify with 409/2092', async () => {
    await requestCode();
    const { code, refCode } = await lastCode(sandbox, phone);
    await sandbox.dev('clock', { method: 'POST', json: { advanceMs: 180_000 } });
    const response = await verify({ otp: code, refcode: refCode, contact_number: phone });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { id: 2092, code: 409 } });
  });

  it('E5/E6/A1: answers 409/2091 for a wrong code, locks with 429 on the fifth, and never echoes the code', async () => {
    await requestCode();
    const { code, refCode } = await lastCode(sandbox, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await verify({ otp: wrong, refcode: refCode, contact_number: phone });
      expect(response.status).toBe(409);
      const text = await response.text();
      expect(JSON.parse(text)).toMatchObject({ error: { id: 2091 } });
      expect(text).not.toContain(wrong);
    }
    const locked = await verify({ otp: wrong, refcode: refCode, contact_number: phone });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).toBe('300');
    // The lock also refuses the right code and new requests until it ends.
    expect((await verify({ otp: code, refcode: refCode, contact_number: phone })).status).toBe(429);
    expect((await requestCode()).status).toBe(429);
    await sandbox.dev('clock', { method: 'POST', json: { advanceMs: 300_000 } });
    expect((await requestCode()).status).toBe(200);
  });

  it.each([
    ['a five-digit code', { otp: '12345', refcode: 'ABCDEF', contact_number: phone }],
    ['letters in the code', { otp: '12a456', refcode: 'ABCDEF', contact_number: phone }],
    ['no refcode', { otp: '123456', contact_number: phone }],
    ['no contact', { otp: '123456', refcode: 'ABCDEF' }],
  ])('refuses %s with 400', async (_label, fields) => {
    const response = await verify(fields as Record<string, string>);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { id: 1400, code: 400, type: 'InvalidInput' } });
  });
});

describe('e-mail channel', () => {
  const mail = useSandbox({ channel: 'email' });

  it('sends codes to an e-mail address given as email', async () => {
    const response = await mail.call('/api/auth/otp?email=Someone%40Example.com');
    expect(response.status).toBe(200);
    const outbox = (await (await mail.dev('outbox')).json()) as { channel: string; to: string }[];
    expect(outbox).toEqual([expect.objectContaining({ channel: 'email', to: 'Someone@Example.com' })]);
  });

  it('O8: refuses a phone number with 409/2092', async () => {
    const response = await mail.call('/api/auth/otp?contact_number=0812345678');
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { id: 2092 } });
  });
});

describe('an OTP answer without expiredate (otpExpireDate: false)', () => {
  const bare = useSandbox({ otpExpireDate: false });

  it('O2: answers only the refcode, and the code still lives for the configured lifetime', async () => {
    const response = await bare.call(`/api/auth/otp?contact_number=${phone}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['refcode']);
    const { code, refCode } = await lastCode(bare, phone);
    expect(refCode).toBe(body.refcode);
    await bare.dev('clock', { method: 'POST', json: { advanceMs: 179_000 } });
    const verified = await bare.call('/api/auth/svc_authen', {
      method: 'POST',
      body: form({ otp: code, refcode: refCode, contact_number: phone }),
    });
    expect(verified.status).toBe(200);
  });
});
