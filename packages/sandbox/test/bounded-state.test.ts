import { describe, expect, it } from 'vitest';
import { createBoundedMap } from '../src/kit/bounded-map';
import { createSessions } from '../src/state/sessions';
import { createUserStore } from '../src/state/user-store';

describe('state a client can grow stays bounded', () => {
  it('a bounded map forgets the least recently used entry first', () => {
    const map = createBoundedMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1);
    map.set('c', 3);
    expect(map.size).toBe(2);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.get('c')).toBe(3);
  });

  it('keeps at most the newest issued tokens; the demo token always works', () => {
    const sessions = createSessions('demo-token', 3);
    const tokens = ['+66811111111', '+66822222222', '+66833333333', '+66844444444'].map((user) =>
      sessions.issue(user),
    );
    expect(sessions.userOf(tokens[0] ?? '')).toBeUndefined();
    expect(sessions.userOf(tokens[3] ?? '')).toBe('+66844444444');
    expect(sessions.userOf('demo-token')).toBe('+66812345678');
  });

  it('keeps the data of at most `limit` users; a forgotten user is seeded afresh', () => {
    const users = createUserStore(2);
    const now = Date.UTC(2026, 0, 1);
    const first = users.dataOf('+66811111111', now);
    expect(users.dataOf('+66811111111', now)).toBe(first);
    users.dataOf('+66822222222', now);
    users.dataOf('+66833333333', now);
    expect(users.dataOf('+66811111111', now)).not.toBe(first);
  });
});
