import { describe, expect, it } from 'vitest';
import { formatHash, parseHash } from '../src/page/router';

describe('hash links', () => {
  it('reads an actor name or key with an optional step', () => {
    expect(parseHash('#otp/step-12')).toEqual({ actor: 'otp', seq: 12 });
    expect(parseHash('#otp')).toEqual({ actor: 'otp' });
    expect(parseHash('#react-app/k3f9/x:0/step-7')).toEqual({ actor: 'react-app/k3f9/x:0', seq: 7 });
    expect(parseHash('')).toBeUndefined();
    expect(parseHash('#')).toBeUndefined();
    expect(parseHash('#/step-3')).toBeUndefined();
    expect(parseHash('#50%off')).toEqual({ actor: '50%off' });
  });

  it('writes links that read back the same', () => {
    for (const route of [
      { actor: 'react-app/k3f9/x:0', seq: 12 },
      { actor: 'otp' },
      { actor: 'vue app/#tab/x:1', seq: 1 },
    ]) {
      expect(parseHash(formatHash(route))).toEqual(route);
    }
    expect(formatHash({ actor: 'react-app/k3f9/x:0', seq: 12 })).toBe('#react-app/k3f9/x:0/step-12');
  });
});
