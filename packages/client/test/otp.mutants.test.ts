import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientAnswering } from './answering-fetch';
import { phone, rejectionOf, useClientAndSandbox } from './client-under-test';

const under = useClientAndSandbox();

afterEach(() => {
  vi.useRealTimers();
});

describe('OTP against the sandbox', () => {
  it('O8: an E.164 +66 number that is no Thai mobile (ten digits after 66) is sent whole, and gets its code', async () => {
    const { client, sandbox } = under;
    const sent = await client.otp.request({ contactNumber: '+66 1234 567 890' });
    expect(sent.refCode).toEqual(expect.any(String));
    expect(await sandbox.outbox('+661234567890')).toHaveLength(1);
  });

  it('O6: a verify 2xx whose body is not JSON resolves without a token instead of throwing', async () => {
    const { client, sandbox } = under;
    const { refCode } = await client.otp.request({ contactNumber: phone });
    const otp = await sandbox.lastCode(phone);
    await sandbox.injectFault({ route: 'otp.verify', kind: 'malformed_json' });
    const verified = await client.otp.verify({ otp, refCode, contactNumber: phone });
    expect(verified.token).toBeUndefined();
    expect(await sandbox.requests('otp.verify')).toHaveLength(1);
  });

  it('E7: onUnauthorized is called only when the session ends, not for a wrong code, a throttle or an outage', async () => {
    const { sandbox, clientFor } = under;
    const calls: string[] = [];
    const client = clientFor({ onUnauthorized: (error) => calls.push(error.kind) });
    const { refCode } = await client.otp.request({ contactNumber: phone });
    const wrong = String((Number(await sandbox.lastCode(phone)) + 1) % 1_000_000).padStart(6, '0');
    expect(await rejectionOf(client.otp.verify({ otp: wrong, refCode, contactNumber: phone }))).toMatchObject(
      {
        kind: 'wrong_code',
      },
    );
    await sandbox.injectFault({ route: 'noti.list', kind: 'rate_limited', retryAfterSeconds: 5 });
    expect(await rejectionOf(client.notifications.list())).toMatchObject({ kind: 'rate_limited' });
    await sandbox.injectFault({ route: 'noti.read', kind: 'status', status: 503 });
    expect(await rejectionOf(client.notifications.read(['n-1']))).toMatchObject({ kind: 'gateway' });
    await sandbox.injectFault({ route: 'redeem.use', kind: 'status', status: 409, errorId: 1409 });
    expect(await rejectionOf(client.redemptions.use('k_1'))).toMatchObject({ kind: 'code_expired' });
    expect(calls).toEqual([]);
    await sandbox.injectFault({ route: 'noti.list', kind: 'status', status: 409, errorId: 2076 });
    expect(await rejectionOf(client.notifications.list())).toMatchObject({ kind: 'session_expired' });
    expect(calls).toEqual(['session_expired']);
  });
});

describe('OTP expiry at the boundary', () => {
  it('O2: an expiredate equal to the arrival is already over, so the configured lifetime applies', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T03:00:00Z'));
    const arrival = Date.now();
    const { client } = clientAnswering(() => ({ refcode: 'A1', expiredate: arrival }), {
      otpLifetimeMs: 120_000,
    });
    const sent = await client.otp.request({ contactNumber: phone });
    expect(sent.expiresAt).toBe(arrival + 120_000);
  });
});
