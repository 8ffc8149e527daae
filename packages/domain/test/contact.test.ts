import { describe, expect, it } from 'vitest';
import { canonicalContact, isSameContact } from '../src/index';

describe('canonicalContact', () => {
  it.each([
    '0812345678',
    '081-234-5678',
    '081 234 5678',
    '(081) 234-5678',
    '+66812345678',
    '+66 81 234 5678',
    '+660812345678',
    '+66 081 234 5678',
    '๐๘๑๒๓๔๕๖๗๘',
    '０８１２３４５６７８',
    ' 0812345678 ',
  ])('%s is +66812345678', (spelling) => {
    expect(canonicalContact({ contactNumber: spelling })).toBe('+66812345678');
  });

  it('keeps another E.164 number, without its spaces', () => {
    expect(canonicalContact({ contactNumber: '+44 20 7946 0958' })).toBe('+442079460958');
  });

  it.each(['', '12345', '081234567', '08123456789', '+0812345678', '+66', 'abc', '+66-81-234-567x'])(
    'refuses %j',
    (spelling) => {
      expect(canonicalContact({ contactNumber: spelling })).toBeUndefined();
    },
  );

  it('trims and lower-cases an address, refuses what is no address', () => {
    expect(canonicalContact({ email: '  Ann@Example.COM ' })).toBe('ann@example.com');
    expect(canonicalContact({ email: 'ann@example' })).toBeUndefined();
    expect(canonicalContact({ email: 'a b@example.com' })).toBeUndefined();
    expect(canonicalContact({ email: 'a,b@example.com' })).toBeUndefined();
    expect(canonicalContact({ email: `${'a'.repeat(250)}@example.com` })).toBeUndefined();
  });
});

describe('isSameContact', () => {
  it('O8: 0812345678 and +660812345678 are one contact', () => {
    expect(isSameContact({ contactNumber: '0812345678' }, { contactNumber: '+660812345678' })).toBe(true);
    expect(isSameContact({ email: 'A@x.io' }, { email: 'a@x.io ' })).toBe(true);
  });

  it('tells different people apart, and an invalid spelling from a valid one', () => {
    expect(isSameContact({ contactNumber: '0812345678' }, { contactNumber: '0812345679' })).toBe(false);
    expect(isSameContact({ contactNumber: '0812345678' }, { email: '0812345678@x.io' })).toBe(false);
    expect(isSameContact({ contactNumber: '12' }, { contactNumber: '0812345678' })).toBe(false);
    expect(isSameContact({ contactNumber: '12' }, { contactNumber: '12' })).toBe(true);
    expect(isSameContact({ contactNumber: '12' }, { contactNumber: '13' })).toBe(false);
  });
});
