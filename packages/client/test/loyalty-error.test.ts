import { describe, expect, it } from 'vitest';
import { LoyaltyError } from '../src/index';

describe('LoyaltyError', () => {
  it('names the operation, the kind and the status in its message, and keeps the details', () => {
    const error = new LoyaltyError('otp.verify', 'wrong_code', { status: 409, id: 2091, code: 409 });
    expect(error.message).toBe('otp.verify failed: wrong_code (HTTP 409)');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('LoyaltyError');
    expect(error).toMatchObject({
      operation: 'otp.verify',
      kind: 'wrong_code',
      status: 409,
      id: 2091,
      code: 409,
    });
    expect(error.retryAt).toBeUndefined();
    expect(error.field).toBeUndefined();
  });

  it('names the refused field instead of a status for bad input', () => {
    const error = new LoyaltyError('redemptions.use', 'invalid_input', { field: 'redeemKey' });
    expect(error.message).toBe('redemptions.use failed: invalid_input (redeemKey)');
    expect(error.field).toBe('redeemKey');
    expect(error.status).toBeUndefined();
  });

  it('says only the operation and kind when nothing else is known', () => {
    const error = new LoyaltyError('notifications.list', 'network');
    expect(error.message).toBe('notifications.list failed: network');
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      name: 'LoyaltyError',
      operation: 'notifications.list',
      kind: 'network',
    });
  });

  it('keeps retryAt for a refusal to retry yet', () => {
    expect(new LoyaltyError('otp.request', 'rate_limited', { status: 429, retryAt: 123 }).retryAt).toBe(123);
  });
});
