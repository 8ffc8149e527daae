import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { contractHeaders } from '../src/index';
import { form, lastCode, useSandbox } from './sandbox-http';

/**
 * Issue 18, sandbox part: requests a hostile or careless client can send. Each test here failed on
 * the sandbox before its fix.
 */
const sandbox = useSandbox();
const phone = '0812345678';

function requestCode(contact = phone) {
  return sandbox.call(`/api/auth/otp?contact_number=${encodeURIComponent(contact)}`);
}

function verify(fields: Record<string, string>) {
  return sandbox.call('/api/auth/svc_authen', { method: 'POST', body: form(fields) });
}

async function outboxSize(): Promise<number> {
  return ((await (await sandbox.dev('outbox')).json()) as unknown[]).length;
}

describe('HEAD /api/auth/otp', () => {
  it('sends no code: 405 with Allow: GET', async () => {
    const response = await sandbox.call(`/api/auth/otp?contact_number=${phone}`, { method: 'HEAD' });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET');
    expect(await outboxSize()).toBe(0);
    // …and leaves no cooldown behind: the real request still sends.
    expect((await requestCode()).status).toBe(200);
    expect(await outboxSize()).toBe(1);
  });
});

describe('sortBy names of Object.prototype', () => {
  it.each(['__proto__', 'hasOwnProperty', 'constructor', 'toString', 'valueOf', '__defineGetter__'])(
    'refuses sortBy=%s with 400 in the service shape',
    async (sortBy) => {
      const response = await sandbox.call(`/api/noti/?sortBy=${sortBy}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 400, id: 1400 } });
    },
  );
});

describe('App-Id', () => {
  it('T2/E4: answers a missing App-Id with the gateway 401', async () => {
    const response = await sandbox.call('/api/noti/', { headers: { 'App-Id': '' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ statusCode: 401, message: expect.stringContaining('App-Id') });
  });

  it('answers a wrong App-Id with the gateway 401 without echoing it, and sends no code', async () => {
    const response = await sandbox.call(`/api/auth/otp?contact_number=${phone}`, {
      headers: { 'App-Id': 'someone-elses-app' },
    });
    expect(response.status).toBe(401);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ statusCode: 401 });
    expect(text).not.toContain('someone-elses-app');
    expect(await outboxSize()).toBe(0);
  });
});

describe('request body size', () => {
  it('answers a body over 16 kB with 413 (in the gateway shape)', async () => {
    const response = await sandbox.call('/api/noti/read', {
      method: 'POST',
      body: form({ ids: 'x'.repeat(17 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ statusCode: 413 });
  });

  it('answers a declared 200 MB body at once, before the body is sent', async () => {
    const { url, credentials } = sandbox.running;
    const answer = await new Promise<{ status: number; connection: string | undefined }>(
      (resolve, reject) => {
        const outgoing = httpRequest(`${url}/api/noti/read`, {
          method: 'POST',
          headers: { ...contractHeaders(credentials), 'Content-Length': String(200 * 1024 * 1024) },
        });
        outgoing.on('response', (response) => {
          response.resume();
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection });
          outgoing.destroy();
        });
        outgoing.on('error', reject);
        // Only the first kilobyte is ever written.
        outgoing.write('ids=');
        outgoing.write('a'.repeat(1024));
      },
    );
    expect(answer).toEqual({ status: 413, connection: 'close' });
  });

  it('stops reading a streamed body without a length once it runs 32 MiB past the limit', async () => {
    const { url, credentials } = sandbox.running;
    const chunk = new Uint8Array(64 * 1024).fill(97);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        // 64 MiB if read to the end; the sandbox stops reading after about 32 MiB.
        if (pulled > 1024) controller.close();
        else controller.enqueue(pulled === 1 ? new TextEncoder().encode('ids=') : chunk);
      },
    });
    const status = await fetch(`${url}/api/noti/read`, {
      method: 'POST',
      headers: contractHeaders(credentials),
      body,
      duplex: 'half',
    } as RequestInit).then(
      (response) => response.status,
      () => 'failed',
    );
    // Past the drain the connection is closed under the writer: the 413 may or may not be read.
    expect([413, 'failed']).toContain(status);
    expect(pulled).toBeLessThan(1024);
  });

  it('still takes an ordinary read body', async () => {
    expect(
      (await sandbox.call('/api/noti/read', { method: 'POST', body: form({ ids: 'a,b' }) })).status,
    ).toBe(200);
  });
});

describe('wrong codes are counted per contact, over a window', () => {
  it('keeps counting across new codes: four wrong, a new code, one more wrong → 429 and a lock', async () => {
    await requestCode();
    const first = await lastCode(sandbox, phone);
    const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await verify({
        otp: wrongFor(first.code),
        refcode: first.refCode,
        contact_number: phone,
      });
      expect(response.status).toBe(409);
    }
    await sandbox.dev('clock', { method: 'POST', json: { advanceMs: 60_000 } });
    expect((await requestCode()).status).toBe(200);
    const second = await lastCode(sandbox, phone);
    const locked = await verify({
      otp: wrongFor(second.code),
      refcode: second.refCode,
      contact_number: phone,
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('Retry-After'))).toBe(300);
    // Locked: even the right code and a new request are refused.
    expect((await verify({ otp: second.code, refcode: second.refCode, contact_number: phone })).status).toBe(
      429,
    );
    expect((await requestCode()).status).toBe(429);
  });

  it('forgets wrong codes older than the window (10 minutes)', async () => {
    await requestCode();
    const first = await lastCode(sandbox, phone);
    const wrong = first.code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await verify({ otp: wrong, refcode: first.refCode, contact_number: phone });
    }
    await sandbox.dev('clock', { method: 'POST', json: { advanceMs: 600_000 } });
    await requestCode();
    const second = await lastCode(sandbox, phone);
    const wrongAgain = second.code === '000000' ? '111111' : '000000';
    const response = await verify({ otp: wrongAgain, refcode: second.refCode, contact_number: phone });
    expect(response.status).toBe(409);
  });
});

describe('wrong codes of one phone', () => {
  it('O8: shares the wrong-code budget between the spellings of one phone', async () => {
    await requestCode();
    const first = await lastCode(sandbox, phone);
    const wrong = first.code === '000000' ? '111111' : '000000';
    for (const contact of ['0812345678', '+66812345678', '081-234-5678', '+66 81 234 5678']) {
      const response = await verify({ otp: wrong, refcode: first.refCode, contact_number: contact });
      expect(response.status).toBe(409);
    }
    const locked = await verify({ otp: wrong, refcode: first.refCode, contact_number: '+660812345678' });
    expect(locked.status).toBe(429);
  });
});

describe('one contact however it is spelled', () => {
  it.each(['+660812345678', '+66812345678', '081-234-5678', '+66 81 234 5678'])(
    'O8: refuses %s inside the cooldown of 0812345678 and sends no second code',
    async (spelling) => {
      expect((await requestCode('0812345678')).status).toBe(200);
      const second = await requestCode(spelling);
      expect(second.status).toBe(429);
      expect(await outboxSize()).toBe(1);
    },
  );
});
