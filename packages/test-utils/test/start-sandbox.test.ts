import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { form, startSandbox } from '../src/index';

const sandbox = await startSandbox();
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

const phone = '0812345678';

function requestCode(contact = phone): Promise<Response> {
  return fetch(`${sandbox.url}/api/auth/otp?contact_number=${encodeURIComponent(contact)}`, {
    headers: sandbox.headers(),
  });
}

async function verify(code: string, refcode: string): Promise<Response> {
  return fetch(`${sandbox.url}/api/auth/svc_authen`, {
    method: 'POST',
    headers: sandbox.headers(),
    body: form({ otp: code, refcode, contact_number: phone }),
  });
}

describe('startSandbox', () => {
  it('serves on a loopback port and gives the section-5 headers for its credentials', async () => {
    expect(sandbox.url).toBe(`http://127.0.0.1:${sandbox.port}`);
    expect(sandbox.port).toBeGreaterThan(0);
    expect(sandbox.headers()).toEqual({
      'Ocp-Apim-Subscription-Key': sandbox.credentials.subscriptionKey,
      'App-Id': sandbox.credentials.appId,
      Authorization: `token ${sandbox.credentials.token}`,
      'Ocp-Apim-Trace': '1',
      'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8',
    });
    expect((await fetch(`${sandbox.url}/api/noti/`, { headers: sandbox.headers() })).status).toBe(200);
  });

  it('lastCode gives the newest code sent to a contact, and throws when none was sent', async () => {
    await requestCode();
    await sandbox.advanceClock(60_000);
    const { refcode } = (await (await requestCode()).json()) as { refcode: string };
    const outbox = await sandbox.outbox(phone);
    expect(outbox).toHaveLength(2);
    expect(await sandbox.lastCode(phone)).toBe(outbox[1]?.code);
    expect(outbox[1]?.refCode).toBe(refcode);
    await expect(sandbox.lastCode('0899999999')).rejects.toThrow('no code');
  });

  it('advanceClock moves the sandbox clock: a code past its lifetime is refused', async () => {
    const { refcode } = (await (await requestCode()).json()) as { refcode: string };
    const code = await sandbox.lastCode(phone);
    await sandbox.advanceClock(180_000);
    const response = await verify(code, refcode);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { id: 2092 } });
  });

  it('now and setClock read and set the sandbox clock; the wire writes it as Bangkok wall-clock time', async () => {
    const instant = Date.UTC(2026, 0, 15, 2, 0, 0);
    await sandbox.setClock(instant);
    expect(Math.abs((await sandbox.now()) - instant)).toBeLessThan(1000);
    const [entry] = (await (
      await fetch(`${sandbox.url}/api/redeem/?top=1`, { headers: sandbox.headers() })
    ).json()) as { CurrentDate: number }[];
    expect(Math.abs((entry?.CurrentDate ?? 0) - Date.UTC(2026, 0, 15, 9) / 1000)).toBeLessThanOrEqual(1);
  });

  it('injects and clears faults, and counts requests per route', async () => {
    await sandbox.injectFault({ route: 'noti.list', kind: 'status', status: 503, times: 0 });
    const list = () => fetch(`${sandbox.url}/api/noti/`, { headers: sandbox.headers() });
    expect((await list()).status).toBe(503);
    expect((await list()).status).toBe(503);
    await sandbox.clearFaults();
    expect((await list()).status).toBe(200);
    await requestCode();
    expect(await sandbox.requests('noti.list')).toHaveLength(3);
    expect((await sandbox.requests()).map((record) => record.route)).toEqual([
      'noti.list',
      'noti.list',
      'noti.list',
      'otp.request',
    ]);
  });

  it('rejects with the sandbox explanation when a developer route refuses', async () => {
    // @ts-expect-error a route the sandbox does not have
    await expect(sandbox.injectFault({ route: 'noti.delete', kind: 'drop' })).rejects.toThrow(/400.*route/);
  });

  it('reset empties the outbox and the request log', async () => {
    await requestCode();
    await sandbox.reset();
    expect(await sandbox.outbox()).toEqual([]);
    expect(await sandbox.requests()).toEqual([]);
  });
});
