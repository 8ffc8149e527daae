import { countingPort } from '@loyalty-flows/test-utils';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getOtpView, LoyaltyProvider, useFlowView, useOtp } from '../src';
import { modes } from './render-with';

type OtpActor = ReturnType<typeof useOtp>['actorRef'];

function Countdown({ actorRef }: { actorRef: OtpActor }) {
  const seconds = useFlowView(actorRef, getOtpView, (view) => Math.ceil(view.resendInMs / 1000));
  return <span>resend in {seconds}</span>;
}

function OtpStatus() {
  const otp = useOtp({ contact: { contactNumber: '0812345678' } });
  return (
    <p>
      <button type="button" onClick={() => otp.request()}>
        send
      </button>
      status {otp.view.status}, <Countdown actorRef={otp.actorRef} />
    </p>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe.each(modes)('hydrating server markup (%s)', (_mode, strict) => {
  it('renders first what the server rendered, then the cooldown kept in localStorage, sending nothing', async () => {
    const { client, calls } = countingPort();
    const tree = (
      <LoyaltyProvider client={client}>
        <OtpStatus />
      </LoyaltyProvider>
    );
    const app = strict ? <StrictMode>{tree}</StrictMode> : tree;
    // The server knows nothing of this browser's storage.
    const serverHtml = renderToString(app);
    expect(serverHtml).toContain('status <!-- -->idle');

    // An earlier visit in this browser sent a code: its cooldown is in localStorage.
    const earlier = render(app);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'send' }));
      await vi.advanceTimersByTimeAsync(10);
    });
    earlier.unmount();
    expect(calls.request).toBe(1);

    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const hydrationErrors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, app, { onRecoverableError: (error) => hydrationErrors.push(error) });
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(hydrationErrors).toEqual([]);
    expect(container.textContent).toMatch(/status cooldown, resend in (59|60)/);
    expect(calls.request).toBe(1);
    container.remove();
  });
});
