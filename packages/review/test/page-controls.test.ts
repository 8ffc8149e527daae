import { describe, expect, it } from 'vitest';
import { advanceCommand, FAULT_KINDS, faultCommand } from '../src/page/controls';

describe('controls', () => {
  it('moves the clock by whole or part minutes, and refuses what is not a forward move within a day', () => {
    expect(advanceCommand(3)).toEqual({ type: 'clock.advance', ms: 180_000 });
    expect(advanceCommand(0.5)).toEqual({ type: 'clock.advance', ms: 30_000 });
    for (const minutes of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, 24 * 60 + 1]) {
      expect(advanceCommand(minutes)).toBeUndefined();
    }
  });

  it('sends each fault with what the sandbox needs for it', () => {
    expect(FAULT_KINDS.map((kind) => faultCommand('otp.request', kind))).toEqual([
      {
        type: 'fault',
        route: 'otp.request',
        kind: 'rate_limited',
        status: 429,
        retryAfterSeconds: 60,
        times: 1,
      },
      { type: 'fault', route: 'otp.request', kind: 'status', status: 503, times: 1 },
      { type: 'fault', route: 'otp.request', kind: 'drop', times: 1 },
    ]);
    expect(faultCommand('noti.list', 'drop', 0)).toEqual({
      type: 'fault',
      route: 'noti.list',
      kind: 'drop',
      times: 0,
    });
  });
});
