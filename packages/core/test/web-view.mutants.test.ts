import { describe, expect, it } from 'vitest';
import { safeWebViewUrl } from '../src/shared/web-view-policy';

describe('web-view policy without an allow-list (any host)', () => {
  it('still refuses plain http off loopback and any address carrying a user name or password', () => {
    expect(safeWebViewUrl('http://rewards.example.com/pass', {})).toBeUndefined();
    expect(safeWebViewUrl('https://trusted.example.com@evil.example.net/', {})).toBeUndefined();
    expect(safeWebViewUrl('https://:secret@rewards.example.com/', {})).toBeUndefined();
    expect(safeWebViewUrl(undefined, {})).toBeUndefined();
    expect(safeWebViewUrl('http://127.0.0.1:8787/page', {})).toBe('http://127.0.0.1:8787/page');
    expect(safeWebViewUrl('https://rewards.example.com/pass', {})).toBe('https://rewards.example.com/pass');
  });
});
