import { createLoyaltyClient } from '@loyalty-flows/client';
import { otpAtSandbox } from '@loyalty-flows/test-utils';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { LoyaltyProvider, type OtpFlowOptions, useOtp } from '../src';
import { modes } from './render-with';

/*
 * `useOtp({ contact, onVerified })` against the real sandbox: the token reaches the callback the
 * component rendered with last, once per verification, and never the view.
 */

/** What the service answered to the verify, as `onVerified` gets it. */
type OtpVerifyResult = Parameters<NonNullable<OtpFlowOptions['onVerified']>>[0];

const contact = { contactNumber: '0812345678' };
const otp = otpAtSandbox(inject('loyaltySandbox'), contact.contactNumber);

function SignIn({ onVerified }: { onVerified: (result: OtpVerifyResult) => void }) {
  const flow = useOtp({ contact, onVerified });
  return (
    <>
      <p>status {flow.view.status}</p>
      <pre>{JSON.stringify(flow.view)}</pre>
      <button type="button" onClick={() => flow.request()}>
        send
      </button>
      <button type="button" onClick={async () => flow.verify(await otp.lastCode())}>
        verify
      </button>
    </>
  );
}

beforeEach(async () => {
  localStorage.clear();
  await otp.dev.reset();
});
afterEach(cleanup);

describe.each(modes)('useOtp’s onVerified (%s)', (_mode, strict) => {
  it('calls the callback of the last render once, with the token, which the view never holds', async () => {
    const client = otp.track(createLoyaltyClient({ baseURL: otp.url, ...otp.credentials }));
    const first = vi.fn<(result: OtpVerifyResult) => void>();
    const last = vi.fn<(result: OtpVerifyResult) => void>();
    const app = (onVerified: (result: OtpVerifyResult) => void) => {
      const tree = (
        <LoyaltyProvider client={client}>
          <SignIn onVerified={onVerified} />
        </LoyaltyProvider>
      );
      return strict ? <StrictMode>{tree}</StrictMode> : tree;
    };
    const view = render(app(first));
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await screen.findByText('status cooldown', undefined, { timeout: 10_000 });
    await act(otp.settled);
    view.rerender(app(last));
    fireEvent.click(screen.getByRole('button', { name: 'verify' }));
    await screen.findByText('status verified', undefined, { timeout: 10_000 });
    expect(first).not.toHaveBeenCalled();
    expect(last).toHaveBeenCalledTimes(1);
    const [[result]] = last.mock.calls as [[OtpVerifyResult]];
    expect(result.token).toEqual(expect.any(String));
    expect(document.body.textContent).not.toContain(result.token);
    // Rendering again calls nothing again.
    view.rerender(app(last));
    expect(last).toHaveBeenCalledTimes(1);
  });
});
