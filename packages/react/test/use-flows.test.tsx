import { countingPort } from '@loyalty-flows/test-utils';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotifications, useOtp, useRedemptions } from '../src';
import { modes, renderWith } from './render-with';

function History() {
  const history = useRedemptions();
  return (
    <ul>
      {history.view.entries.map((entry) => (
        <li key={entry.id}>
          <button type="button" onClick={() => history.open(entry.id)}>
            {entry.name}
          </button>
        </li>
      ))}
      {history.view.opened?.state === 'confirming' ? (
        <button type="button" onClick={history.confirm}>
          {history.view.opened.question}
        </button>
      ) : null}
      {history.view.opened?.state === 'open' ? (
        <p>opened {history.view.entries.find((entry) => entry.id === history.view.opened?.id)?.name}</p>
      ) : null}
    </ul>
  );
}

function Inbox() {
  const inbox = useNotifications();
  return (
    <div>
      <p>unread {inbox.view.unreadCount}</p>
      {inbox.view.items.map((item) => (
        <button type="button" key={item.id} onClick={() => inbox.read(item.id)}>
          {item.text}
        </button>
      ))}
    </div>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  // Unsent reads survive in localStorage (as they should across a reload); each test starts afresh.
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function flush(ms = 10) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe.each(modes)('useRedemptions and useNotifications (%s)', (_mode, strict) => {
  it('loads the history once on mount, asks before using a voucher and uses it once when confirmed', async () => {
    const { client, calls } = countingPort();
    renderWith(<History />, client, strict);
    await flush();
    expect(calls.list).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Free coffee' }));
    fireEvent.click(screen.getByRole('button', { name: 'Free coffee' }));
    await flush();
    expect(calls.use).toBe(0);
    const confirm = screen.getByRole('button', { name: 'Use this reward now?' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await flush();
    expect(calls.use).toBe(1);
    expect(screen.getByText('opened Free coffee')).toBeDefined();
  });

  it('loads notifications once, shows a read at once and batches the reads', async () => {
    const { client, calls } = countingPort();
    renderWith(<Inbox />, client, strict, { notifications: { batchWindowMs: 50 } });
    await flush();
    expect(calls.notificationsList).toBe(1);
    expect(screen.getByText('unread 2')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Hello' }));
    fireEvent.click(screen.getByRole('button', { name: 'Again' }));
    expect(screen.getByText('unread 0')).toBeDefined();
    await flush(60);
    expect(calls.read).toEqual([['n-1', 'n-2']]);
  });

  it('wires offline/online: reads wait offline and flush on reconnect', async () => {
    const { client, calls } = countingPort();
    renderWith(<Inbox />, client, strict, { notifications: { batchWindowMs: 50 } });
    await flush();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    fireEvent.click(screen.getByRole('button', { name: 'Hello' }));
    await flush(1_000);
    expect(calls.read).toEqual([]);
    onLine.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(calls.read).toEqual([['n-1']]);
    onLine.mockRestore();
  });

  it('stops the actor on unmount: nothing is sent afterwards', async () => {
    const { client, calls } = countingPort();
    const view = renderWith(<Inbox />, client, strict, { notifications: { batchWindowMs: 50 } });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Hello' }));
    view.unmount();
    await flush(1_000);
    expect(calls.read).toEqual([]);
  });
});

function Bare() {
  useOtp({ contact: { contactNumber: '0812345678' } });
  return null;
}

describe('without the provider', () => {
  it('throws an error that says what is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Bare />)).toThrow('inside <LoyaltyProvider');
  });
});
