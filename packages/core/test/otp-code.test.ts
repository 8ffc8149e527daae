import { describe, expect, it } from 'vitest';
import { normalizeOtpCode } from '../src';

describe('normalizeOtpCode', () => {
  it('keeps six ASCII digits and trims space around them', () => {
    expect(normalizeOtpCode(' 123456\n')).toBe('123456');
  });

  it('turns full-width and Thai digits into ASCII', () => {
    expect(normalizeOtpCode('１２３４５６')).toBe('123456');
    expect(normalizeOtpCode('๑๒๓๔๕๖')).toBe('123456');
  });

  it('drops spaces and dashes inside, as codes are read out in groups', () => {
    expect(normalizeOtpCode('123 456')).toBe('123456');
    expect(normalizeOtpCode('123-456')).toBe('123456');
  });

  it.each(['12345', '1234567', 'abcdef', ''])('refuses %j', (code) => {
    expect(normalizeOtpCode(code)).toBeUndefined();
  });
});
