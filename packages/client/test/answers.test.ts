import { describe, expect, it } from 'vitest';
import { notificationsResource } from '../src/notifications';
import { otpResource } from '../src/otp';
import { redemptionsResource } from '../src/redemptions';
import type { Call } from '../src/transport';

/** A transport that answers every call with `body` and records the calls (the sandbox never answers so). */
function answering(body: unknown) {
  const calls: Call[] = [];
  const send = async (call: Call) => {
    calls.push(call);
    return body;
  };
  return { send, calls };
}

describe('answers of an unexpected shape are parse errors', () => {
  it.each([[undefined], [[]], [{ refcode: 'ABC' }], [{ expiredate: 1 }], [{ refcode: '', expiredate: 1 }]])(
    'otp.request answered %j',
    async (body) => {
      await expect(
        otpResource(answering(body).send, 'app', '/verify').request({ contactNumber: '0812345678' }),
      ).rejects.toMatchObject({
        kind: 'parse',
        operation: 'otp.request',
      });
    },
  );

  it('redemptions.list answered with an object, redemptions.use with an array', async () => {
    await expect(redemptionsResource(answering({}).send, 'app', 'device').list()).rejects.toMatchObject({
      kind: 'parse',
      operation: 'redemptions.list',
    });
    await expect(redemptionsResource(answering([]).send, 'app', 'device').use('key')).rejects.toMatchObject({
      kind: 'parse',
      operation: 'redemptions.use',
    });
    await expect(notificationsResource(answering('text').send).list()).rejects.toMatchObject({
      kind: 'parse',
    });
  });
});

describe('what the resources send', () => {
  it('otp.request sends app_id, uuid and the contact; verify sends the trimmed refcode and the code', async () => {
    const transport = answering({ refcode: 'ABC', expiredate: 1_800_000_000, token: 't' });
    const otp = otpResource(transport.send, 'app', '/api/auth/svc_authen', 'device-uuid');
    expect(await otp.request({ contactNumber: '081-234-5678' })).toMatchObject({
      refCode: 'ABC',
      expiresAt: 1.8e12,
    });
    expect(await otp.verify({ otp: '123456', refCode: ' ABC ', email: 'a@example.com' })).toMatchObject({
      token: 't',
    });
    expect(transport.calls).toEqual([
      {
        operation: 'otp.request',
        method: 'GET',
        path: '/api/auth/otp',
        query: { app_id: 'app', uuid: 'device-uuid', contact_number: '0812345678' },
      },
      {
        operation: 'otp.verify',
        method: 'POST',
        path: '/api/auth/svc_authen',
        form: { otp: '123456', refcode: 'ABC', email: 'a@example.com' },
      },
    ]);
  });

  it('lists retry, uses never; the list sends its query and the app ids', async () => {
    const transport = answering([]);
    const redemptions = redemptionsResource(transport.send, 'app', 'device');
    await redemptions.list({ skip: 25, top: 100, config: 'purchase', byConfig: true });
    expect(transport.calls[0]).toEqual({
      operation: 'redemptions.list',
      method: 'GET',
      path: '/api/redeem/',
      retryable: true,
      query: {
        skip: 25,
        top: 100,
        config: 'purchase',
        byConfig: true,
        device_app_id: 'device',
        app_id: 'app',
      },
    });
    await expect(redemptions.list({ top: 101 })).rejects.toMatchObject({
      kind: 'invalid_input',
      field: 'top',
    });
    const use = answering({ Serial: 'S' });
    await redemptionsResource(use.send, 'app', 'device').use('a/b');
    expect(use.calls[0]).toEqual({
      operation: 'redemptions.use',
      method: 'POST',
      path: '/api/redeem/a%2Fb/use',
      form: { app_id: 'app' },
    });
  });
});
