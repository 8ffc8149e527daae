import type { LoyaltyPort } from '@loyalty-flows/core';
import { countingPort } from '@loyalty-flows/test-utils';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoyaltyProvider, th, useOtp } from '../src';
import { modes, renderWith } from './render-with';

function PhoneForm() {
  const [phone, setPhone] = useState('0812345678');
  const otp = useOtp({ contact: { contactNumber: phone } });
  return (
    <>
      <button type="button" onClick={() => setPhone('0899999999')}>
        change number
      </button>
      <button type="button" onClick={() => otp.request()}>
        send
      </button>
      <p>to {otp.view.maskedContact}</p>
    </>
  );
}

function WrongCode() {
  const otp = useOtp({ contact: { contactNumber: '0812345678' } });
  return (
    <>
      <button type="button" onClick={() => otp.verify('12345')}>
        verify
      </button>
      <p role="alert">{otp.view.error?.message}</p>
    </>
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

describe.each(modes)('live options (%s)', (_mode, strict) => {
  it('sends the code to the number typed after the first render', async () => {
    const { client, calls, contacts } = countingPort();
    renderWith(<PhoneForm />, client, strict);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'change number' }));
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByText(/to /).textContent).toContain('9999');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'send' }));
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(calls.request).toBe(1);
    expect(contacts).toEqual([{ contactNumber: '0899999999' }]);
  });
});

describe.each(modes)('the provider’s language (%s)', (_mode, strict) => {
  it('describes errors in the messages the provider was given', async () => {
    const { client } = countingPort();
    renderWith(<WrongCode />, client, strict, { messages: th });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'verify' }));
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(Object.values(th)).toContain(screen.getByRole('alert').textContent);
  });
});

/** How many times `Counted` rendered. */
const renders = { count: 0 };

function Counted() {
  renders.count += 1;
  const otp = useOtp({ contact: { contactNumber: '0812345678' } });
  return <p>{otp.view.status}</p>;
}

/** Renders the provider again on each press, with equal settings and the same children. */
function Host({ client, children }: { client: LoyaltyPort; children: ReactNode }) {
  const [times, setTimes] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setTimes(times + 1)}>
        render again {times}
      </button>
      <LoyaltyProvider client={client} messages={th}>
        {children}
      </LoyaltyProvider>
    </>
  );
}

describe('the provider’s value', () => {
  it('stays the same when the provider renders again with equal settings: no hook renders again', async () => {
    const { client } = countingPort();
    render(
      <Host client={client}>
        <Counted />
      </Host>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    const settled = renders.count;
    for (let time = 0; time < 5; time += 1) {
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: /render again/ }));
        await vi.advanceTimersByTimeAsync(10);
      });
    }
    expect(screen.getByRole('button', { name: /render again/ }).textContent).toBe('render again 5');
    expect(renders.count).toBe(settled);
  });
});
