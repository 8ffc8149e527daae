import type { LoyaltyPort } from '@loyalty-flows/core';
import { createOtpMachine } from '@loyalty-flows/core/otp';
import { getOtpView, LoyaltyProvider, useFlowView, useOtp } from '@loyalty-flows/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useMachine } from '@xstate/react';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CountRow, saveCounts } from '../src/results';

/**
 * Renders during a 60 s cooldown: a component showing only the status and one showing the countdown,
 * with our hook (each picks what it shows) against `useMachine` reading the whole snapshot.
 */

const contact = { contactNumber: '0812345678' };
const client: LoyaltyPort = {
  otp: {
    request: async () => ({ refCode: 'ABC123', expiresAt: Date.now() + 180_000 }),
    verify: async () => ({}),
  },
  redemptions: { list: async () => [], use: async () => ({}) },
  notifications: { list: async () => [], read: async () => undefined },
};
const wholeMachine = createOtpMachine({ client });
const renders = { status: 0, countdown: 0 };
const rows: CountRow[] = [];

type OtpActor = ReturnType<typeof useOtp>['actorRef'];

function OursStatus({ actorRef }: { actorRef: OtpActor }) {
  const status = useFlowView(actorRef, getOtpView, (view) => view.status);
  renders.status += 1;
  return <p>{status}</p>;
}

function OursCountdown({ actorRef }: { actorRef: OtpActor }) {
  const seconds = useFlowView(actorRef, getOtpView, (view) => Math.ceil(view.resendInMs / 1000));
  renders.countdown += 1;
  return <p>{seconds}</p>;
}

function Ours() {
  const otp = useOtp({ contact }, () => null);
  return (
    <>
      <button type="button" onClick={() => otp.request()}>
        send
      </button>
      <OursStatus actorRef={otp.actorRef} />
      <OursCountdown actorRef={otp.actorRef} />
    </>
  );
}

function WholeSnapshot() {
  const [snapshot, send] = useMachine(wholeMachine, { input: { contact } });
  const view = getOtpView(snapshot);
  return (
    <>
      <button type="button" onClick={() => send({ type: 'OTP.REQUEST' })}>
        send
      </button>
      <WholeStatus status={view.status} />
      <WholeCountdown seconds={Math.ceil(view.resendInMs / 1000)} />
    </>
  );
}

// Plain components, as a reader of the whole snapshot passes the view down: they render when it does.
function WholeStatus({ status }: { status: string }) {
  renders.status += 1;
  return <p>{status}</p>;
}

function WholeCountdown({ seconds }: { seconds: number }) {
  renders.countdown += 1;
  return <p>{seconds}</p>;
}

async function cooldownRenders(ui: React.ReactNode) {
  render(<LoyaltyProvider client={client}>{ui}</LoyaltyProvider>);
  await act(async () => {
    fireEvent.click(screen.getByRole('button'));
    await vi.advanceTimersByTimeAsync(10);
  });
  const before = { ...renders };
  await act(async () => {
    await vi.advanceTimersByTimeAsync(60_000);
  });
  cleanup();
  return { status: renders.status - before.status, countdown: renders.countdown - before.countdown };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
afterAll(() => saveCounts('renders', rows));

// The provider rendered again with equal settings: ours keeps its value, so no hook renders again;
// the baseline is a context whose value is a new object on every render, as a plain provider gives.
const providerRenders = { ours: 0, baseline: 0 };
const PlainContext = createContext<{ client: LoyaltyPort } | null>(null);

function OursBelowProvider() {
  useOtp({ contact });
  providerRenders.ours += 1;
  return null;
}

function BaselineBelowProvider() {
  useContext(PlainContext);
  providerRenders.baseline += 1;
  return null;
}

function RendersAgain({ children }: { children: ReactNode }) {
  const [times, setTimes] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setTimes(times + 1)}>
        again
      </button>
      <LoyaltyProvider client={client}>
        <PlainContext.Provider value={{ client }}>{children}</PlainContext.Provider>
      </LoyaltyProvider>
    </>
  );
}

describe('renders during a 60 s cooldown', () => {
  it('status-only and countdown components', async () => {
    const ours = await cooldownRenders(<Ours />);
    const whole = await cooldownRenders(<WholeSnapshot />);
    rows.push({ scenario: 'status-only component', ours: ours.status, baseline: whole.status });
    rows.push({ scenario: 'countdown component', ours: ours.countdown, baseline: whole.countdown });
    expect(ours.status).toBeLessThanOrEqual(1);
    expect(whole.status).toBeGreaterThanOrEqual(59);
  });
});

describe('renders when the provider renders again', () => {
  it('ten provider renders with equal settings', async () => {
    render(
      <RendersAgain>
        <OursBelowProvider />
        <BaselineBelowProvider />
      </RendersAgain>,
    );
    const before = { ...providerRenders };
    for (let time = 0; time < 10; time += 1) {
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'again' }));
      });
    }
    const ours = providerRenders.ours - before.ours;
    const baseline = providerRenders.baseline - before.baseline;
    rows.push({ scenario: 'hook under a provider rendered again 10×', ours, baseline });
    expect(ours).toBe(0);
    expect(baseline).toBe(10);
  });
});
