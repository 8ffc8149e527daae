import { describe, expect, it } from 'vitest';
import { createClock } from '../src/kit/clock';
import { createOtpStore, type OtpRules } from '../src/otp/otp-store';

const rules: OtpRules = {
  channel: 'sms',
  otpLifetimeMs: 180_000,
  resendCooldownMs: 60_000,
  maxWrongCodes: 5,
  wrongCodeWindowMs: 600_000,
  lockMs: 300_000,
};

function contact(index: number) {
  const display = `08${String(index).padStart(8, '0')}`;
  return { display, key: `+66${display.slice(1)}` };
}

describe('OTP state memory', () => {
  it('forgets contacts whose code, cooldown, lock and wrong codes have all run out', () => {
    const clock = createClock(() => 1_700_000_000_000);
    const store = createOtpStore(rules, clock, () => {});
    for (let index = 0; index < 1000; index += 1) store.request(contact(index));
    expect(store.size()).toBe(1000);

    // Past every code's lifetime and cooldown: the next request sweeps them away.
    clock.advance(rules.otpLifetimeMs);
    store.request(contact(5000));
    expect(store.size()).toBe(1);
  });

  it('keeps a locked contact until its lock and its counted wrong codes run out', () => {
    const clock = createClock(() => 1_700_000_000_000);
    const sent: { code: string; refCode: string }[] = [];
    const store = createOtpStore(rules, clock, (message) => sent.push(message));
    const locked = contact(1);
    store.request(locked);
    const [{ code, refCode }] = sent as [{ code: string; refCode: string }];
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < rules.maxWrongCodes; attempt += 1) store.verify(locked, refCode, wrong);
    expect(store.request(locked)).toMatchObject({ kind: 'locked' });

    // A sweep just before the lock ends keeps it; once it has ended a new code goes out.
    clock.advance(rules.lockMs - 1);
    store.request(contact(2));
    expect(store.request(locked)).toMatchObject({ kind: 'locked' });
    clock.advance(1);
    expect(store.request(locked)).toMatchObject({ kind: 'sent' });
  });

  it('never keeps more than maxTrackedContacts, forgetting the least recently seen first', () => {
    const clock = createClock(() => 1_700_000_000_000);
    const store = createOtpStore({ ...rules, maxTrackedContacts: 100 }, clock, () => {});
    for (let index = 0; index < 250; index += 1) store.request(contact(index));
    expect(store.size()).toBeLessThanOrEqual(101);
    // The newest contact is still in its cooldown; the oldest was forgotten.
    expect(store.request(contact(249))).toMatchObject({ kind: 'cooldown' });
    expect(store.request(contact(0))).toMatchObject({ kind: 'sent' });
  });

  it('keeps nothing for a verify of a contact it never sent a code to', () => {
    const store = createOtpStore(rules, createClock(), () => {});
    expect(store.verify(contact(7), 'ABCDEF', '123456')).toEqual({ kind: 'expired' });
    expect(store.size()).toBe(0);
  });
});
