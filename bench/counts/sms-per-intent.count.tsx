import { createLoyaltyClient } from '@loyalty-flows/client';
import { LoyaltyProvider } from '@loyalty-flows/react';
import { contractHeaders, createDevRoutesClient } from '@loyalty-flows/test-utils';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { NaiveOtp } from '../src/naive-otp';
import { OurOtp } from '../src/our-otp';
import { type CountRow, saveCounts } from '../src/results';

/*
 * SMS per intent: each scenario is one user intent ("send me a code"), played against a real sandbox
 * whose own cooldown is off, so the outbox shows what each client alone would have cost.
 */

const phone = '0812345678';
const { url, credentials } = inject('cooldownFreeSandbox');
const sandbox = createDevRoutesClient(url);
const rows: CountRow[] = [];

afterAll(() => {
  saveCounts('sms-per-intent', rows);
});

type Screen = 'ours' | 'naive';

function screenOf(kind: Screen): ReactNode {
  if (kind === 'naive') return <NaiveOtp url={url} headers={contractHeaders(credentials)} phone={phone} />;
  const client = createLoyaltyClient({ baseURL: url, ...credentials });
  return (
    <LoyaltyProvider client={client} storage={localStorage}>
      <OurOtp phone={phone} />
    </LoyaltyProvider>
  );
}

async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 150));
  });
}

const scenarios: Record<string, (kind: Screen) => Promise<void>> = {
  'ten rapid taps on send': async (kind) => {
    render(screenOf(kind));
    const button = screen.getByRole('button');
    for (let tap = 0; tap < 10; tap += 1) fireEvent.click(button);
    await settle();
  },
  'StrictMode double mount': async (kind) => {
    render(<StrictMode>{screenOf(kind)}</StrictMode>);
    await settle();
  },
  'reload during the cooldown': async (kind) => {
    const first = render(screenOf(kind));
    await settle();
    first.unmount();
    render(screenOf(kind));
    await settle();
  },
  'two tabs open at once': async (kind) => {
    render(
      <>
        {screenOf(kind)}
        {screenOf(kind)}
      </>,
    );
    await settle();
  },
};

describe('SMS per intent', () => {
  for (const [scenario, play] of Object.entries(scenarios)) {
    it(scenario, async () => {
      const sent: Record<Screen, number> = { ours: 0, naive: 0 };
      for (const kind of ['ours', 'naive'] as const) {
        await sandbox.reset();
        localStorage.clear();
        await play(kind);
        sent[kind] = (await sandbox.outbox(phone)).length;
        cleanup();
      }
      rows.push({ scenario, ours: sent.ours, baseline: sent.naive });
      expect(sent.ours).toBe(1);
    });
  }
});
