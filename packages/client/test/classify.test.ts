import { FetchError } from 'ofetch';
import { describe, expect, it } from 'vitest';
import { errorOf, tokenErrorOf, transportErrorOf } from '../src/classify';

const now = 1_000_000;

describe('errorOf', () => {
  it.each([
    [400, 'invalid_input'],
    [422, 'invalid_input'],
    [401, 'unauthorized'],
    [403, 'unauthorized'],
    [404, 'not_found'],
    [408, 'timeout'],
    [409, 'conflict'],
    [429, 'rate_limited'],
    [500, 'server'],
    [502, 'gateway'],
    [503, 'gateway'],
    [504, 'gateway'],
    [418, 'conflict'],
  ])('reads HTTP %i as %s', (status, kind) => {
    expect(errorOf('op', { status, retryAfter: null, body: undefined }, now)).toMatchObject({ kind, status });
  });

  it.each([
    [1905, 'session_expired'],
    [2076, 'session_expired'],
    [2091, 'wrong_code'],
    [2078, 'conflict'],
  ])('reads the service id %i as %s, whatever the status', (id, kind) => {
    const error = errorOf('op', { status: 409, retryAfter: null, body: { error: { id, code: 409 } } }, now);
    expect(error).toMatchObject({ kind, id, code: 409, status: 409 });
  });

  it.each([
    ['otp.verify', 'code_expired'],
    ['otp.request', 'invalid_input'],
    ['redemptions.use', 'conflict'],
  ])('E8: reads the id 2092 per operation: on %s it is %s', (operation, kind) => {
    const error = errorOf(
      operation,
      { status: 409, retryAfter: null, body: { error: { id: 2092, code: 409 } } },
      now,
    );
    expect(error).toMatchObject({ kind, id: 2092 });
  });

  it('is no error for a 2xx without an error object, also when the body is empty', () => {
    expect(errorOf('op', { status: 200, retryAfter: null, body: { success: true } }, now)).toBeUndefined();
    expect(errorOf('op', { status: 204, retryAfter: null, body: undefined }, now)).toBeUndefined();
    expect(errorOf('op', { status: 399, retryAfter: null, body: [] }, now)).toBeUndefined();
  });

  it('takes the status of an error in a 200 from its code, and success: false as a server error', () => {
    const inBody = errorOf(
      'op',
      { status: 200, retryAfter: null, body: { error: { id: 7, code: 404 } } },
      now,
    );
    expect(inBody).toMatchObject({ kind: 'not_found', status: 200, code: 404, id: 7 });
    expect(errorOf('op', { status: 200, retryAfter: null, body: { success: false } }, now)).toMatchObject({
      kind: 'server',
      status: 200,
    });
    expect(errorOf('op', { status: 400, retryAfter: null, body: undefined }, now)?.id).toBeUndefined();
  });

  it('sets retryAt from Retry-After seconds or date, only when rate limited', () => {
    expect(errorOf('op', { status: 429, retryAfter: '30', body: undefined }, now)?.retryAt).toBe(
      now + 30_000,
    );
    const date = 'Wed, 21 Oct 2026 07:28:00 GMT';
    expect(errorOf('op', { status: 429, retryAfter: date, body: undefined }, now)?.retryAt).toBe(
      Date.parse(date),
    );
    expect(errorOf('op', { status: 429, retryAfter: 'soon', body: undefined }, now)?.retryAt).toBeUndefined();
    expect(errorOf('op', { status: 429, retryAfter: null, body: undefined }, now)?.retryAt).toBeUndefined();
    expect(errorOf('op', { status: 503, retryAfter: '30', body: undefined }, now)?.retryAt).toBeUndefined();
  });
});

describe('transportErrorOf', () => {
  it('tells a timeout from a network failure by the cause of the failed fetch; anything else is unknown', () => {
    const timedOut = new DOMException('The operation timed out.', 'TimeoutError');
    expect(transportErrorOf('op', new FetchError('x', { cause: timedOut })).kind).toBe('timeout');
    expect(transportErrorOf('op', new FetchError('x', { cause: new TypeError('fetch failed') })).kind).toBe(
      'network',
    );
    expect(transportErrorOf('op', new FetchError('x')).kind).toBe('network');
    expect(transportErrorOf('op', new TypeError('Cannot read properties of undefined')).kind).toBe('unknown');
    expect(transportErrorOf('op', undefined).kind).toBe('unknown');
  });
});

describe('tokenErrorOf', () => {
  it('is unauthorized for an auth failure, unknown otherwise, and never carries the thrown text', () => {
    for (const thrown of [
      { status: 401 },
      { status: 403 },
      { kind: 'unauthorized' },
      { kind: 'session_expired' },
    ]) {
      expect(tokenErrorOf('op', Object.assign(new Error('token-xyz'), thrown))).toMatchObject({
        kind: 'unauthorized',
      });
    }
    for (const thrown of [new Error('token-xyz'), 'token-xyz', undefined, null, { status: 500 }]) {
      const error = tokenErrorOf('op', thrown);
      expect(error.kind).toBe('unknown');
      expect(error.message).not.toContain('token-xyz');
    }
  });
});
