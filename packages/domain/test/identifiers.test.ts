import { describe, expect, it } from 'vitest';
import { isSafePathSegment, isSendableNotificationId } from '../src/index';

describe('isSafePathSegment', () => {
  it.each(['CAMP1_SERIAL9', 'a.b', '...', 'a-b_c~d', 'คูปอง1', 'a/b', 'a?b#c', '%2e%2e', 'a b', '.a'])(
    'accepts %j',
    (key) => {
      expect(isSafePathSegment(key)).toBe(true);
    },
  );

  it.each(['', '   ', '.', '..', 'a\nb', 'a\u0000b', 'a\u007fb', 'a\u0085b'])('refuses %j', (key) => {
    expect(isSafePathSegment(key)).toBe(false);
  });

  it('refuses what is not a string', () => {
    expect(isSafePathSegment(undefined as unknown as string)).toBe(false);
  });
});

describe('isSendableNotificationId', () => {
  it('N6: a comma or an empty id cannot be sent', () => {
    expect(isSendableNotificationId('n-1')).toBe(true);
    expect(isSendableNotificationId('a,b')).toBe(false);
    expect(isSendableNotificationId('')).toBe(false);
    expect(isSendableNotificationId('  ')).toBe(false);
    expect(isSendableNotificationId(1 as unknown as string)).toBe(false);
  });
});
