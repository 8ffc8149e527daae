import { describe, expect, it } from 'vitest';
import { phone, rejectionOf, useClientAndSandbox } from './client-under-test';

const under = useClientAndSandbox();

/** An hour ahead of the real clock: what a reviewer's "advance clock" gives the app. */
const aheadMs = 3_600_000;
const ahead = () => Date.now() + aheadMs;

describe('the now option', () => {
  it('dates a Retry-After from the given clock, not Date.now', async () => {
    await under.sandbox.injectFault({ route: 'noti.list', kind: 'rate_limited', retryAfterSeconds: 7 });
    const before = ahead();
    const error = await rejectionOf(under.clientFor({ now: ahead }).notifications.list());
    expect(error).toMatchObject({ kind: 'rate_limited', status: 429 });
    expect(error.retryAt).toBeGreaterThanOrEqual(before + 7_000);
    expect(error.retryAt).toBeLessThanOrEqual(ahead() + 7_000);
  });

  it('counts a code without a stated expiry from the given clock', async () => {
    const before = ahead();
    // The sandbox states an expiry on its own (real) clock, already past on the moved clock.
    const { expiresAt } = await under.clientFor({ now: ahead, otpLifetimeMs: 60_000 }).otp.request({
      contactNumber: phone,
    });
    expect(expiresAt).toBeGreaterThanOrEqual(before + 60_000);
    expect(expiresAt).toBeLessThanOrEqual(ahead() + 60_000);
  });

  it('uses Date.now when no clock is given', async () => {
    await under.sandbox.injectFault({ route: 'noti.list', kind: 'rate_limited', retryAfterSeconds: 7 });
    const error = await rejectionOf(under.client.notifications.list());
    expect(error.retryAt).toBeLessThanOrEqual(Date.now() + 7_000);
    expect(error.retryAt).toBeGreaterThan(Date.now() + 5_000);
  });
});
