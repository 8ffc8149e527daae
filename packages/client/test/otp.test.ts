import { startSandbox } from '@loyalty-flows/test-utils';
import { describe, expect, it } from 'vitest';
import { createLoyaltyClient, LoyaltyError } from '../src/index';
import { phone, rejectionOf, useClientAndSandbox } from './client-under-test';

const under = useClientAndSandbox();

describe('client.otp', () => {
  it('requests a code and verifies it once, then the code is dead', async () => {
    const { client, sandbox } = under;
    const before = Date.now();
    const sent = await client.otp.request({ contactNumber: phone });
    expect(sent.refCode).toMatch(/^[A-Z0-9]{6}$/);
    expect(sent.expiresAt).toBeGreaterThanOrEqual(before + 179_000);
    expect(sent.expiresAt).toBeLessThan(before + 182_000);
    expect(sent.raw).toMatchObject({ refcode: sent.refCode });

    const code = await sandbox.lastCode(phone);
    const verified = await client.otp.verify({ otp: code, refCode: sent.refCode, contactNumber: phone });
    expect(verified.token).toEqual(expect.any(String));

    const again = await rejectionOf(
      client.otp.verify({ otp: code, refCode: sent.refCode, contactNumber: phone }),
    );
    expect(again).toBeInstanceOf(LoyaltyError);
    expect(again).toMatchObject({ kind: 'code_expired', status: 409, id: 2092 });
  });

  it('accepts a code typed in full-width or Thai digits, with spaces around it', async () => {
    const { client, sandbox } = under;
    const { refCode } = await client.otp.request({ contactNumber: phone });
    const code = await sandbox.lastCode(phone);
    const thai = [...code].map((digit) => String.fromCharCode(0x0e50 + Number(digit))).join('');
    expect(
      (await client.otp.verify({ otp: ` ${thai} `, refCode, contactNumber: phone })).token,
    ).toBeDefined();
  });

  it('turns the resend cooldown into rate_limited with retryAt from Retry-After', async () => {
    const { client } = under;
    await client.otp.request({ contactNumber: phone });
    const before = Date.now();
    const error = await rejectionOf(client.otp.request({ contactNumber: phone }));
    expect(error).toMatchObject({ kind: 'rate_limited', status: 429 });
    expect(error.retryAt).toBeGreaterThanOrEqual(before + 59_000);
    expect(error.retryAt).toBeLessThanOrEqual(Date.now() + 60_000);
  });

  it('E5/E6: answers wrong_code, then locked with retryAt after the fifth wrong code', async () => {
    const { client, sandbox } = under;
    const { refCode } = await client.otp.request({ contactNumber: phone });
    const code = await sandbox.lastCode(phone);
    const wrong = code === '999999' ? '000000' : '999999';
    for (let attempt = 1; attempt < 5; attempt += 1) {
      const error = await rejectionOf(client.otp.verify({ otp: wrong, refCode, contactNumber: phone }));
      expect(error).toMatchObject({ kind: 'wrong_code', id: 2091 });
    }
    const locked = await rejectionOf(client.otp.verify({ otp: wrong, refCode, contactNumber: phone }));
    expect(locked).toMatchObject({ kind: 'locked', status: 429 });
    expect(locked.retryAt).toBeGreaterThan(Date.now() + 290_000);
  });

  it('answers code_expired once the lifetime has passed on the sandbox clock', async () => {
    const { client, sandbox } = under;
    const { refCode } = await client.otp.request({ contactNumber: phone });
    const code = await sandbox.lastCode(phone);
    await sandbox.advanceClock(181_000);
    const error = await rejectionOf(client.otp.verify({ otp: code, refCode, contactNumber: phone }));
    expect(error.kind).toBe('code_expired');
  });

  it('O5: takes another verify path (the public bzbs_authen alias)', async () => {
    const { sandbox, clientFor } = under;
    const client = clientFor({ verifyPath: '/api/auth/bzbs_authen' });
    const { refCode } = await client.otp.request({ contactNumber: phone });
    await client.otp.verify({ otp: await sandbox.lastCode(phone), refCode, contactNumber: phone });
    expect((await sandbox.requests('otp.verify'))[0]?.path).toBe('/api/auth/bzbs_authen');
  });

  it('sends codes by e-mail', async () => {
    const mail = await startSandbox({ channel: 'email' });
    try {
      const client = createLoyaltyClient({ baseURL: mail.url, ...mail.credentials });
      await client.otp.request({ email: 'someone@example.com' });
      expect(await mail.lastCode('someone@example.com')).toMatch(/^\d{6}$/);
    } finally {
      await mail.close();
    }
  });
});

describe('bad input is refused before the network', () => {
  const refusals: [
    string,
    (client: ReturnType<typeof useClientAndSandbox>['client']) => Promise<unknown>,
    string,
  ][] = [
    ['a five-digit code', (c) => c.otp.verify({ otp: '12345', refCode: 'ABC', contactNumber: phone }), 'otp'],
    [
      'a seven-digit code',
      (c) => c.otp.verify({ otp: '1234567', refCode: 'ABC', contactNumber: phone }),
      'otp',
    ],
    [
      'letters in the code',
      (c) => c.otp.verify({ otp: '12a456', refCode: 'ABC', contactNumber: phone }),
      'otp',
    ],
    ['an empty contact', (c) => c.otp.request({ contactNumber: '' }), 'contactNumber'],
    ['a short contact', (c) => c.otp.request({ contactNumber: '08123' }), 'contactNumber'],
    ['a malformed e-mail', (c) => c.otp.request({ email: 'someone@' }), 'email'],
    ['an empty redeem key', (c) => c.redemptions.use('  '), 'redeemKey'],
    ['a negative skip', (c) => c.redemptions.list({ skip: -1 }), 'skip'],
    ['a page of 0', (c) => c.notifications.list({ top: 0 }), 'top'],
    ['an empty notification id', (c) => c.notifications.read(['a', '']), 'ids'],
    ['a notification id with a comma', (c) => c.notifications.read(['a,b']), 'ids'],
  ];

  it.each(refusals)(
    'refuses %s with invalid_input naming the field, and sends nothing',
    async (_label, call, field) => {
      const { client, sandbox } = under;
      const error = await rejectionOf(call(client));
      expect(error).toBeInstanceOf(LoyaltyError);
      expect(error).toMatchObject({ kind: 'invalid_input', field });
      expect(await sandbox.requests()).toEqual([]);
    },
  );
});
