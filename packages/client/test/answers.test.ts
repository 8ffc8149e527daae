import { describe, expect, it } from 'vitest';
import { notificationsResource } from '../src/notifications';
import type { LoyaltyClientOptions } from '../src/options';
import { otpResource } from '../src/otp';
import { redemptionsResource } from '../src/redemptions';
import type { Call } from '../src/transport';

const settings: LoyaltyClientOptions = {
  baseURL: 'https://loyalty.example',
  subscriptionKey: 'key',
  appId: 'app',
  deviceAppId: 'device',
  uuid: 'device-uuid',
};
const zone = 'Asia/Bangkok';

/** A transport that answers every call with `body` and records the calls (the sandbox never answers so). */
function answering(body: unknown) {
  const calls: Call[] = [];
  const send = async (call: Call) => {
    calls.push(call);
    return body;
  };
  return { send, calls };
}

describe('answers of an unexpected shape', () => {
  it.each([[undefined], [[]], [{ refcode: 'ABC' }], [{ expiredate: 1 }], [{ refcode: '', expiredate: 1 }]])(
    'O2: otp.request answered %j is a success (the SMS was sent and paid for)',
    async (body) => {
      const sent = await otpResource(answering(body).send, settings).request({ contactNumber: '0812345678' });
      expect(sent.expiresAt).toBeGreaterThan(Date.now() + 170_000);
      expect(sent.raw).toBe(body);
    },
  );

  it('N5: a list answered with no array is empty; redemptions.use answered with an array is a parse error', async () => {
    expect(await redemptionsResource(answering({}).send, settings, zone).list()).toEqual([]);
    expect(await notificationsResource(answering('text').send, zone, () => Date.now()).list()).toEqual([]);
    await expect(redemptionsResource(answering([]).send, settings, zone).use('key')).rejects.toMatchObject({
      kind: 'parse',
      operation: 'redemptions.use',
    });
  });
});

describe('what the resources send', () => {
  it('T1/T3: otp.request sends app_id, uuid and the contact in the query; verify sends a form with the trimmed refcode and the code', async () => {
    const transport = answering({ refcode: 'ABC', expiredate: 1_800_000_000, token: 't' });
    const otp = otpResource(transport.send, settings);
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
    const redemptions = redemptionsResource(transport.send, settings, zone);
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
    await redemptionsResource(use.send, settings, zone).use('a+b');
    expect(use.calls[0]).toEqual({
      operation: 'redemptions.use',
      method: 'POST',
      path: '/api/redeem/a%2Bb/use',
      form: { app_id: 'app' },
    });
  });
});
