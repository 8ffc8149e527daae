import { LoyaltyProvider, useNotifications, useUnreadCount } from '@loyalty-flows/react';
import { countingPort } from '@loyalty-flows/test-utils';
import { act, cleanup, render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { type CountRow, saveCounts } from '../src/results';

/*
 * Inbox list requests in one minute (a 10 s poll, fake timers, StrictMode), with one consumer and with
 * two (a nav badge and the inbox page): ours share the app's one inbox; the comparison gives each
 * consumer its own actor, as the hooks did before (one provider each).
 */

const notifications = { pollIntervalMs: 10_000 };
const rows: CountRow[] = [];

afterAll(() => {
  saveCounts('inbox-requests', rows);
});

function Badge() {
  return <p>{useUnreadCount().count}</p>;
}

function Page() {
  return <p>{useNotifications().view.items.length}</p>;
}

/** List requests in a minute with `consumers` under the given providers. */
async function listsInAMinute(tree: (client: ReturnType<typeof countingPort>['client']) => ReactNode) {
  vi.useFakeTimers();
  const { client, calls } = countingPort();
  render(<StrictMode>{tree(client)}</StrictMode>);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(60_000);
  });
  cleanup();
  vi.useRealTimers();
  return calls.notificationsList;
}

const shared = (consumers: ReactNode) => (client: ReturnType<typeof countingPort>['client']) => (
  <LoyaltyProvider client={client} notifications={notifications}>
    {consumers}
  </LoyaltyProvider>
);
const apart = (consumers: ReactNode[]) => (client: ReturnType<typeof countingPort>['client']) =>
  consumers.map((consumer, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
    <LoyaltyProvider key={index} client={client} notifications={notifications}>
      {consumer}
    </LoyaltyProvider>
  ));

describe('inbox list requests per minute', () => {
  it('one consumer and two: the same with one inbox per app', async () => {
    const one = await listsInAMinute(shared(<Page />));
    const two = await listsInAMinute(
      shared(
        <>
          <Badge />
          <Page />
        </>,
      ),
    );
    const twoApart = await listsInAMinute(apart([<Badge key="badge" />, <Page key="page" />]));
    rows.push({ scenario: 'one consumer (the inbox page)', ours: one, baseline: one });
    rows.push({ scenario: 'two consumers (a badge and the page)', ours: two, baseline: twoApart });
    expect(two).toBe(one);
    expect(twoApart).toBe(2 * one);
  });
});
