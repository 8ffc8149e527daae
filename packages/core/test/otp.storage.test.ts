import { describe, expect, it } from 'vitest';
import { mergeDeadlines, otpKey, readRecord, writeRecord } from '../src/otp/otp.storage';
import { createWriteQueue } from '../src/shared/flow-storage';
import { memoryStorage } from './otp.fixtures';

const phone = { contactNumber: '0812345678' };

describe('the stored OTP record', () => {
  it('has one key per person, whatever the spelling, and the key does not show the number', () => {
    const key = otpKey(phone);
    for (const contactNumber of ['081-234-5678', '+66812345678', '+660812345678'])
      expect(otpKey({ contactNumber })).toBe(key);
    expect(otpKey({ contactNumber: '0812345679' })).not.toBe(key);
    expect(key).toMatch(/^loyalty-flows:otp:[0-9a-z]+$/);
    expect(key).not.toMatch(/812|345|678/);
  });

  it('keeps only well-formed fields of whatever another tab left there', () => {
    const storage = memoryStorage();
    const key = otpKey(phone);
    storage.setItem(
      key,
      JSON.stringify({ refCode: 7, expiresAt: '3000', resendAvailableAt: null, lockedUntil: 5 }),
    );
    expect(readRecord(storage, key)).toEqual({ lockedUntil: 5 });
    storage.setItem(key, JSON.stringify({ expiresAt: Number.POSITIVE_INFINITY, resendAvailableAt: 9 }));
    expect(readRecord(storage, key)).toEqual({ resendAvailableAt: 9 });
    storage.setItem(key, '{not json');
    expect(readRecord(storage, key)).toEqual({});
  });

  it('is removed when no field is left, and a full or blocked storage loses nothing but the write', () => {
    const storage = memoryStorage();
    writeRecord(storage, 'k', () => ({ resendAvailableAt: 2_000 }), createWriteQueue());
    expect(storage.entries.get('k')).toBe('{"resendAvailableAt":2000}');
    writeRecord(storage, 'k', () => ({}), createWriteQueue());
    expect(storage.entries.has('k')).toBe(false);
    const blocked = {
      ...memoryStorage(),
      setItem() {
        throw new Error('quota');
      },
      getItem(): string | null {
        throw new Error('blocked');
      },
    };
    expect(() => writeRecord(blocked, 'k', () => ({ expiresAt: 1 }), createWriteQueue())).not.toThrow();
    expect(readRecord(blocked, 'k')).toEqual({});
  });
});

describe('the merge rule (issue 18: a stale tab never shortens another tab cooldown)', () => {
  const stored = { refCode: 'NEW222', expiresAt: 300, resendAvailableAt: 200, lockedUntil: 100 };

  it('keeps the later cooldown and lock, field by field', () => {
    const stale = { refCode: 'OLD111', expiresAt: 180, resendAvailableAt: 60, lockedUntil: 400 };
    expect(mergeDeadlines(stored, stale)).toEqual({
      refCode: 'NEW222',
      expiresAt: 300,
      resendAvailableAt: 200,
      lockedUntil: 400,
    });
  });

  it('takes a newer code with its reference, and keeps the stored code when none comes', () => {
    expect(mergeDeadlines(stored, { refCode: 'NEXT33', expiresAt: 500 })).toMatchObject({
      refCode: 'NEXT33',
      expiresAt: 500,
    });
    expect(mergeDeadlines(stored, {})).toEqual(stored);
    expect(mergeDeadlines({}, { expiresAt: 500 })).toMatchObject({ refCode: undefined, expiresAt: 500 });
  });

  it('forgets the stored code only when it is the one spent here (or older), and records the spending', () => {
    expect(mergeDeadlines(stored, {}, 300)).toEqual({
      ...stored,
      refCode: undefined,
      expiresAt: undefined,
      spent: 300,
    });
    expect(mergeDeadlines(stored, {}, 180)).toEqual({ ...stored, spent: 180 });
  });

  it('keeps the record of a spent code: an older code never comes back, a newer one is taken', () => {
    const spent = mergeDeadlines(stored, {}, 300);
    expect(mergeDeadlines(spent, { refCode: 'OLD', expiresAt: 250 })).toMatchObject({
      refCode: undefined,
      expiresAt: undefined,
      spent: 300,
    });
    expect(mergeDeadlines(spent, { refCode: 'NEW', expiresAt: 400 })).toMatchObject({
      refCode: 'NEW',
      expiresAt: 400,
      spent: 300,
    });
  });
});
