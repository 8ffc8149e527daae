import { describe, expect, it } from 'vitest';
import { form, lastCode, useSandbox } from './sandbox-http';

/** Issue 18: one contact identity however the phone is spelled (the domain package's rule). */
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

describe('wrong codes of one phone', () => {
  it('shares the budget between the spellings of one phone', async () => {
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
    'refuses %s inside the cooldown of 0812345678 and sends no second code',
    async (spelling) => {
      expect((await requestCode('0812345678')).status).toBe(200);
      const second = await requestCode(spelling);
      expect(second.status).toBe(429);
      expect(await outboxSize()).toBe(1);
    },
  );
});
