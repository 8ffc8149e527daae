import { createLoyaltyClient } from '@loyalty-flows/client';
import type { LoyaltyPort } from '@loyalty-flows/core';
import { countingPort, createDevRoutesClient } from '@loyalty-flows/test-utils';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { LoyaltyProvider, type NotificationsFlowOptions, th, useNotifications, useUnreadCount } from '../src';
import { modes, renderWith } from './render-with';

/** A nav badge: the count, `+` while unloaded pages may hold more. */
function Badge() {
  const { count, complete } = useUnreadCount();
  return <p>badge {`${count}${complete ? '' : '+'}`}</p>;
}

/** The inbox page: every item a button that reads it. */
function Page() {
  const inbox = useNotifications();
  return (
    <div>
      <p>page {inbox.view.items.length} items</p>
      {inbox.view.items.map((item) => (
        <button type="button" key={item.id} onClick={() => inbox.read(item.id)}>
          {item.text}
        </button>
      ))}
      <button type="button" onClick={() => inbox.reset()}>
        sign out
      </button>
    </div>
  );
}

const notifications = { pollIntervalMs: 10_000, batchWindowMs: 50 };

/** The badge and the page under one provider. */
const renderBadgeAndPage = (
  client: LoyaltyPort,
  strict: boolean,
  options: NotificationsFlowOptions = notifications,
) =>
  renderWith(
    <>
      <Badge />
      <Page />
    </>,
    client,
    strict,
    { notifications: options },
  );

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

async function flush(ms = 10) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** List requests in a minute on fake timers, with the given consumers mounted. */
async function listsInAMinute(ui: ReactNode, client: LoyaltyPort, strict: boolean) {
  renderWith(ui, client, strict, { notifications });
  await flush();
  await flush(60_000);
  cleanup();
}

describe.each(modes)('one inbox per provider (%s)', (_mode, strict) => {
  it('a badge and the page: one list request on mount, and as many per minute as one consumer', async () => {
    vi.useFakeTimers();
    const two = countingPort();
    renderBadgeAndPage(two.client, strict);
    await flush();
    expect(two.calls.notificationsList).toBe(1);
    cleanup();
    const one = countingPort();
    await listsInAMinute(<Page />, one.client, strict);
    const both = countingPort();
    await listsInAMinute(
      <>
        <Badge />
        <Page />
      </>,
      both.client,
      strict,
    );
    // One on mount and one per 10 s interval.
    expect(one.calls.notificationsList).toBeGreaterThanOrEqual(6);
    expect(both.calls.notificationsList).toBe(one.calls.notificationsList);
  });

  it('a read on the page shows in the badge at once and is sent once; the last unmount stops it', async () => {
    vi.useFakeTimers();
    const { client, calls } = countingPort();
    const view = renderBadgeAndPage(client, strict);
    await flush();
    expect(screen.getByText(/^badge/).textContent).toMatch(/^badge 2\+?$/);
    fireEvent.click(screen.getByRole('button', { name: 'Hello' }));
    expect(screen.getByText(/^badge/).textContent).toMatch(/^badge 1\+?$/);
    await flush(60);
    expect(calls.read).toEqual([['n-1']]);
    view.unmount();
    await flush(60_000);
    expect(calls.notificationsList).toBe(1);
  });

  it('a language switch keeps the inbox: no new list request, the same actor', async () => {
    vi.useFakeTimers();
    const { client, calls } = countingPort();
    const ui = (messages?: typeof th) => {
      const tree = (
        <LoyaltyProvider client={client} messages={messages} notifications={notifications}>
          <Badge />
          <Page />
        </LoyaltyProvider>
      );
      return strict ? <StrictMode>{tree}</StrictMode> : tree;
    };
    const view = render(ui());
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Hello' }));
    view.rerender(ui(th));
    await flush(60);
    expect(calls.notificationsList).toBe(1);
    expect(calls.read).toEqual([['n-1']]);
    expect(screen.getByText(/^badge/).textContent).toMatch(/^badge 1\+?$/);
  });

  it('sign-out (reset) forgets the inbox and loads it afresh for both consumers', async () => {
    vi.useFakeTimers();
    const { client, calls } = countingPort();
    renderBadgeAndPage(client, strict);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Hello' }));
    fireEvent.click(screen.getByRole('button', { name: 'sign out' }));
    await flush();
    expect(calls.notificationsList).toBe(2);
    await flush(60);
    // The read waiting when the user signed out is not sent for the next one.
    expect(calls.read).toEqual([]);
    expect(screen.getByText(/^badge/).textContent).toMatch(/^badge 2\+?$/);
  });

  it('against the sandbox: the badge and the page load with one request and share a read', async () => {
    const sandbox = inject('loyaltySandbox');
    const dev = createDevRoutesClient(sandbox.url);
    await dev.reset();
    const client = createLoyaltyClient({ baseURL: sandbox.url, ...sandbox.credentials });
    renderBadgeAndPage(client, strict, { batchWindowMs: 10 });
    await screen.findByText(/^page [1-9]\d* items$/, undefined, { timeout: 10_000 });
    expect(await dev.requests('noti.list')).toHaveLength(1);
    const before = Number(/\d+/.exec(screen.getByText(/^badge/).textContent ?? '')?.[0]);
    const first = screen.getAllByRole('button')[0];
    if (!first) throw new Error('the sandbox listed no notification');
    fireEvent.click(first);
    expect(screen.getByText(/^badge/).textContent).toContain(`badge ${before - 1}`);
    await waitFor(async () => expect(await dev.requests('noti.read')).toHaveLength(1), { timeout: 10_000 });
  });
});
