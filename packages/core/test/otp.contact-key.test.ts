import { describe, expect, it } from 'vitest';
import { contactKey, isSameContact } from '../src/otp/contact-key';

describe('contact identity', () => {
  it.each([
    '0812345678',
    '081-234-5678',
    '081 234 5678',
    '(081) 234-5678',
    '+66812345678',
    '+66 81 234 5678',
  ])('reads %j as the same number', (contactNumber) => {
    expect(contactKey({ contactNumber })).toBe('+66812345678');
  });

  it('reads an address in any letter case, with spaces around it, as the same address', () => {
    expect(isSameContact({ email: ' Someone@Example.com ' }, { email: 'someone@example.com' })).toBe(true);
  });

  it('tells different people apart, and a number from an address', () => {
    expect(isSameContact({ contactNumber: '0812345678' }, { contactNumber: '0812345679' })).toBe(false);
    expect(isSameContact({ contactNumber: '0812345678' }, { email: '0812345678' })).toBe(false);
  });
});
