import { describe, expect, it } from 'vitest';
import * as full from '../src/shared/developer-texts';
import * as short from '../src/shared/developer-texts.production';

// The default build ships the short texts in place of the full ones (tsdown.config.ts): the same
// names, and words that still say what to do.
describe('developer texts', () => {
  it('the default build has a text for every one the development build has, and no other', () => {
    expect(Object.keys(short).sort()).toEqual(Object.keys(full).sort());
  });

  it('a machine without a client names the factory that builds it, in both builds', () => {
    expect(full.noClientText('createOtpMachine')).toMatch(
      /no client provided.*createOtpMachine\(\{ client \}\)/,
    );
    expect(short.noClientText('createOtpMachine')).toBe('createOtpMachine({ client })');
  });
});
