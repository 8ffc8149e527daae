import { describe, expect, it } from 'vitest';
import { secretsIn } from '../src';

describe('secretsIn', () => {
  it('finds a secret standing as itself: quoted, after a word or an underscore, at either end', () => {
    expect(secretsIn('{"otp":"918273"}', ['918273'])).toEqual(['918273']);
    expect(secretsIn('code 918273 sent', ['918273'])).toEqual(['918273']);
    expect(secretsIn('campaign-7_SER1234', ['SER1234'])).toEqual(['SER1234']);
    expect(secretsIn('918273', ['918273'])).toEqual(['918273']);
    expect(secretsIn('token a.b+c', ['a.b+c'])).toEqual(['a.b+c']);
  });

  it('does not find the digits of a code inside a longer number, nor a word inside a longer word', () => {
    expect(secretsIn('{"now":1795591827396}', ['918273'])).toEqual([]);
    expect(secretsIn('tokens', ['token'])).toEqual([]);
    expect(secretsIn('[redacted]', ['918273', 'session-token-abc'])).toEqual([]);
  });

  it('names only the secrets found', () => {
    expect(secretsIn('"token":"abc123" at 1700000918273', ['918273', 'abc123'])).toEqual(['abc123']);
  });
});
