import { describe, expect, it } from 'vitest';
import { readDeadlines, writeDeadlines } from '../src/otp/otp-persistence';
import { memoryStorage } from './otp.fixtures';

const phone = { contactNumber: '0812345678' };
const key = 'loyalty-flows:otp:+66812345678';

describe('the stored OTP deadlines', () => {
  it('are written under the contact key and read back, by any spelling of the number', () => {
    const storage = memoryStorage();
    const deadlines = { refCode: 'REF123', expiresAt: 3_000, resendAvailableAt: 2_000, lockedUntil: 4_000 };
    writeDeadlines(storage, { contactNumber: '081-234-5678' }, deadlines);
    expect(JSON.parse(storage.entries.get(key) ?? 'null')).toEqual(deadlines);
    expect(readDeadlines(storage, phone)).toEqual(deadlines);
  });

  it('keep only well-formed fields of whatever another tab left there', () => {
    const storage = memoryStorage();
    storage.setItem(
      key,
      JSON.stringify({ refCode: 7, expiresAt: '3000', resendAvailableAt: null, lockedUntil: 5 }),
    );
    expect(readDeadlines(storage, phone)).toEqual({ lockedUntil: 5 });
    storage.setItem(key, JSON.stringify({ expiresAt: Number.POSITIVE_INFINITY, resendAvailableAt: 9 }));
    expect(readDeadlines(storage, phone)).toEqual({ resendAvailableAt: 9 });
    storage.setItem(key, '{not json');
    expect(readDeadlines(storage, phone)).toEqual({});
  });

  it('are removed when no deadline is left, and kept when one is', () => {
    const storage = memoryStorage();
    writeDeadlines(storage, phone, { resendAvailableAt: 2_000 });
    expect(storage.entries.has(key)).toBe(true);
    writeDeadlines(storage, phone, {});
    expect(storage.entries.has(key)).toBe(false);
  });

  it('read as empty without storage, and a full or blocked storage loses nothing but the write', () => {
    expect(readDeadlines(undefined, phone)).toEqual({});
    expect(() => writeDeadlines(undefined, phone, { expiresAt: 1 })).not.toThrow();
    const full = {
      ...memoryStorage(),
      setItem() {
        throw new Error('quota');
      },
      getItem() {
        throw new Error('blocked');
      },
    };
    expect(() => writeDeadlines(full, phone, { expiresAt: 1 })).not.toThrow();
    expect(readDeadlines(full, phone)).toEqual({});
  });
});
