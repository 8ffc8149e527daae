import { describe, expect, it } from 'vitest';
import { describeError, en, formatMessage, type MessageKey } from '../src';
import { toFlowError } from '../src/shared/errors';
import { th } from '../src/shared/messages-th';

describe('the message table', () => {
  it('ships a Thai text for every English key, none left in English', () => {
    expect(Object.keys(th).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as MessageKey[]) {
      expect(th[key], key).not.toBe(en[key]);
      expect(th[key], key).toMatch(/[\u0E00-\u0E7F]/);
    }
  });

  it('keeps the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const key of Object.keys(en) as MessageKey[]) {
      expect(placeholders(th[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('fills placeholders, keeps unknown ones, and lets an app override one entry', () => {
    expect(formatMessage(undefined, 'otp.resendIn', { time: '00:42' })).toBe('Resend code in 00:42');
    expect(formatMessage(th, 'otp.resendIn', { time: '00:42' })).toBe('ส่งรหัสอีกครั้งได้ใน 00:42');
    expect(formatMessage(undefined, 'otp.resendIn')).toBe('Resend code in {time}');
    const mine = { ...th, 'otp.resendIn': 'อีก {seconds} วิ' };
    expect(formatMessage(mine, 'otp.resendIn', { seconds: 5 })).toBe('อีก 5 วิ');
    expect(formatMessage({ 'otp.resendIn': 'later' }, 'error.network')).toBe(en['error.network']);
  });

  it('words the attempts left for any number, the last one too', () => {
    expect([1, 4].map((attempts) => formatMessage(undefined, 'otp.attemptsLeft', { attempts }))).toEqual([
      'Tries left: 1.',
      'Tries left: 4.',
    ]);
    expect(formatMessage(th, 'otp.attemptsLeft', { attempts: 1 })).toBe('กรอกรหัสได้อีก 1 ครั้ง');
  });
});

describe('errors as data', () => {
  it('keeps kind, status and retry time of a classified error, and nothing else', () => {
    const thrown = { kind: 'rate_limited', status: 429, retryAt: 5_000, message: 'token abc123', id: 7 };
    expect(toFlowError(thrown)).toEqual({ kind: 'rate_limited', status: 429, retryAt: 5_000 });
  });

  it('calls whatever is not a classified error unknown (a bug, a thrown string, an unknown kind)', () => {
    for (const thrown of [
      new TypeError('x is undefined'),
      'boom',
      null,
      { kind: 'toString' },
      { kind: 'teapot' },
    ]) {
      expect(toFlowError(thrown)).toEqual({ kind: 'unknown' });
    }
  });

  it('is described in the language asked for, with the params an app writes its own words with', () => {
    const view = describeError({ kind: 'wrong_code' }, { messages: th }, { attempts: 3 });
    expect(view).toEqual({ kind: 'wrong_code', params: { attempts: 3 }, message: th['error.wrong_code'] });
    expect(describeError({ kind: 'unknown' }).message).toBe(en['error.unknown']);
  });
});
