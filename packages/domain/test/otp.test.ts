import { describe, expect, it } from 'vitest';
import { normalizeOtpCode, otpDefaults } from '../src/index';

describe('normalizeOtpCode', () => {
  it.each([
    ['123456', '123456'],
    [' 123456 ', '123456'],
    ['123 456', '123456'],
    ['123-456', '123456'],
    ['๑๒๓๔๕๖', '123456'],
    ['๐๙๘๗๖๕', '098765'],
    ['１２３４５６', '123456'],
    ['０９８７６５', '098765'],
  ])('%j is %j', (typed, code) => {
    expect(normalizeOtpCode(typed)).toBe(code);
  });

  it.each(['', '12345', '1234567', '12345a', '12.456', '１２３４５', '١٢٣٤٥٦'])('refuses %j', (typed) => {
    expect(normalizeOtpCode(typed)).toBeUndefined();
  });
});

describe('otpDefaults', () => {
  it('O1/A1: 180 s lifetime, 60 s cooldown, 5 attempts, 300 s lock', () => {
    expect(otpDefaults).toEqual({
      lifetimeMs: 180_000,
      resendCooldownMs: 60_000,
      maxAttempts: 5,
      lockMs: 300_000,
    });
  });
});
