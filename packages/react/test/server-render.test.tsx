import { countingPort } from '@loyalty-flows/test-utils';
// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoyaltyProvider, useNotifications, useOtp, useRedemptions } from '../src';

function Everything() {
  const otp = useOtp({ contact: { contactNumber: '0812345678' } });
  const history = useRedemptions();
  const inbox = useNotifications();
  return <p>{`otp ${otp.view.status}, history ${history.view.listState}, inbox ${inbox.view.listState}`}</p>;
}

describe('on a server (no window, no document, no localStorage)', () => {
  it('imports and renders every hook without touching the browser or the service', () => {
    expect(typeof window).toBe('undefined');
    const { client, calls } = countingPort();
    const html = renderToString(
      <LoyaltyProvider client={client}>
        <Everything />
      </LoyaltyProvider>,
    );
    expect(html).toBe('<p>otp idle, history loading, inbox loading</p>');
    expect(calls).toEqual({ request: 0, verify: 0, list: 0, use: 0, notificationsList: 0, read: [] });
  });
});
