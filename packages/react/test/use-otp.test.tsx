import { createRedactingInspector } from '@loyalty-flows/core/inspect';
import { countingPort } from '@loyalty-flows/test-utils';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { getOtpView, LoyaltyProvider, useFlowView, useOtp } from '../src';
import { modes, renderWith } from './render-with';

const contact = { contactNumber: '0812345678' };
const renders = { status: 0, countdown: 0 };

type OtpActor = ReturnType<typeof useOtp>['actorRef'];

function StatusOnly({ actorRef }: { actorRef: OtpActor }) {
  const status = useFlowView(actorRef, getOtpView, (view) => view.status);
  renders.status += 1;
  return <p>status {status}</p>;
}

function Countdown({ actorRef }: { actorRef: OtpActor }) {
  const seconds = useFlowView(actorRef, getOtpView, (view) => Math.ceil(view.resendInMs / 1000));
  renders.countdown += 1;
  return <p>resend in {seconds}</p>;
}

/** One flow; the parent picks nothing from the view, the children pick what they show. */
function OtpScreen() {
  const otp = useOtp({ contact }, () => null);
  return (
    <>
      <button type="button" onClick={() => otp.request()}>
        send
      </button>
      <StatusOnly actorRef={otp.actorRef} />
      <Countdown actorRef={otp.actorRef} />
    </>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  renders.status = 0;
  renders.countdown = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe.each(modes)('useOtp (%s)', (_mode, strict) => {
  it('sends nothing on mount, and one request for ten clicks', async () => {
    const { client, calls } = countingPort();
    renderWith(<OtpScreen />, client, strict);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(calls.request).toBe(0);
    const button = screen.getByRole('button', { name: 'send' });
    await act(async () => {
      for (let click = 0; click < 10; click += 1) fireEvent.click(button);
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(calls.request).toBe(1);
    expect(screen.getByText('status cooldown')).toBeDefined();
  });

  it('re-renders a status-only component once in a 60 s cooldown (when it ends), the countdown once a second', async () => {
    const { client } = countingPort();
    renderWith(<OtpScreen />, client, strict);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'send' }));
      await vi.advanceTimersByTimeAsync(10);
    });
    const before = { ...renders };
    // A second at a time, each in its own act: React 18's act renders once for all a scope's updates.
    for (let second = 0; second < 60; second += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_000);
      });
    }
    // StrictMode renders twice each time.
    const perRender = strict ? 2 : 1;
    expect(renders.status - before.status).toBe(perRender);
    expect(screen.getByText('status sent')).toBeDefined();
    expect((renders.countdown - before.countdown) / perRender).toBeGreaterThanOrEqual(59);
    expect((renders.countdown - before.countdown) / perRender).toBeLessThanOrEqual(61);
    expect(screen.getByText('resend in 0')).toBeDefined();
  });

  it('shows the cooldown when the provider is given a clock (now), which views do not take as an instant', async () => {
    const { client } = countingPort();
    renderWith(<OtpScreen />, client, strict, { now: () => Date.now() });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'send' }));
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByText('status cooldown')).toBeDefined();
  });

  it('keeps the cooldown across a remount through localStorage', async () => {
    const { client, calls } = countingPort();
    const first = renderWith(<OtpScreen />, client, strict);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'send' }));
      await vi.advanceTimersByTimeAsync(5_000);
    });
    first.unmount();
    renderWith(<OtpScreen />, client, strict);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'send' }));
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(calls.request).toBe(1);
    expect(screen.getByText('resend in 55')).toBeDefined();
  });
});

describe("the provider's inspector", () => {
  it('receives the events redacted: the contact number keeps only its last four digits', async () => {
    const { client, calls } = countingPort();
    const contactsSeen = new Set<string>();
    const inspect = createRedactingInspector((event: InspectionEvent) => {
      const context =
        event.type === '@xstate.snapshot' ? (event.snapshot as { context?: object }).context : undefined;
      if (context && 'contact' in context) contactsSeen.add(JSON.stringify(context.contact));
    });
    render(
      <LoyaltyProvider client={client} inspect={inspect}>
        <OtpScreen />
      </LoyaltyProvider>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'send' }));
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(calls.request).toBe(1);
    expect([...contactsSeen]).toEqual(['{"contactNumber":"******5678"}']);
  });
});
