import { afterAll, afterEach, beforeAll, beforeEach, expect, it, jest } from '@jest/globals';
import { createLoyaltyClient } from '@loyalty-flows/client';
import { startSandbox, type TestSandbox } from '@loyalty-flows/test-utils';
import AsyncStorage from '@react-native-async-storage/async-storage';
import NetInfo, { type NetInfoState } from '@react-native-community/netinfo';
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react-native';
import { AppState, type AppStateStatus } from 'react-native';
import { appStateVisibility, asyncStorage, netInfoConnectivity } from '../src/recipes';
import { FlowsApp } from './flows-screen';

// Each wait is for the sandbox over loopback; in npm test two cores are shared with the other suites, so a
// page can take longer than RNTL's default second to arrive.
configure({ asyncUtilTimeout: 10_000 });

/**
 * The React hooks in React Native's jest preset (its globals: a `window` without events, no
 * `document`), with the official AsyncStorage and NetInfo mocks and the preset's AppState mock,
 * against the real sandbox over loopback.
 */

const contactNumber = '0812345678';
let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
  // Answers arrive over a real socket, between the test's steps, not inside an act() scope: React's act
  // environment is for tests that drive every update themselves. RNTL's act() and waitFor() still set it
  // while they run (and this suite's own steps use them), so React warns about nothing that is expected.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.reset();
  await AsyncStorage.clear();
  jest.mocked(NetInfo.addEventListener).mockClear();
  jest.mocked(AppState.addEventListener).mockClear();
});
// The hooks stop their actors a tick after unmounting: let that happen before the sandbox resets.
afterEach(() => new Promise((resolve) => setTimeout(resolve, 20)));

const client = () => createLoyaltyClient({ baseURL: sandbox.url, ...sandbox.credentials });

function renderApp(notifications?: { pollIntervalMs: number }) {
  return render(
    <FlowsApp
      contactNumber={contactNumber}
      notifications={notifications}
      client={client()}
      storage={asyncStorage}
      connectivity={netInfoConnectivity()}
      visibility={appStateVisibility}
    />,
  );
}

const text = (testID: string) => screen.getByTestId(testID).props.children as unknown;

/** What the NetInfo mock's last subscriber hears: how a test plays the device's connection. */
async function netInfoReports(isConnected: boolean) {
  const listener = jest.mocked(NetInfo.addEventListener).mock.calls.at(-1)?.[0];
  await act(() => listener?.({ isConnected } as NetInfoState));
}

/** What the AppState mock's last subscriber hears: how a test sends the app to the background. */
async function appStateReports(state: AppStateStatus) {
  const listener = jest.mocked(AppState.addEventListener).mock.calls.at(-1)?.[1];
  await act(() => listener?.(state));
}

const pause = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

it('runs the three hooks: the history and the inbox load; request → the code from the outbox → verified', async () => {
  await renderApp();
  await waitFor(() => expect(text('history-state')).toMatch(/^(ready|end)$/));
  expect(Number(text('history-count'))).toBeGreaterThan(0);
  await waitFor(() => expect(text('inbox-state')).toBe('ready'));

  await fireEvent.press(screen.getByTestId('otp-request'));
  await waitFor(() => expect(text('otp-status')).toBe('cooldown'));
  const code = await sandbox.lastCode(contactNumber);
  await fireEvent.changeText(screen.getByTestId('otp-code'), code);
  await waitFor(() => expect(text('otp-status')).toBe('verified'));
  expect(await sandbox.outbox(contactNumber)).toHaveLength(1);
  expect(await sandbox.requests('otp.verify')).toHaveLength(1);
});

it('an app restarted inside the cooldown sends no SMS (AsyncStorage keeps the deadlines)', async () => {
  const first = await renderApp();
  await fireEvent.press(screen.getByTestId('otp-request'));
  await waitFor(() => expect(text('otp-status')).toBe('cooldown'));
  await first.unmount();
  await pause(20);

  // A new start of the app on the same AsyncStorage; Send pressed as soon as the screen shows, twice.
  // (The race of a press before the restore arrives is core's test/environment.test.ts.)
  await renderApp();
  await fireEvent.press(screen.getByTestId('otp-request'));
  await waitFor(() => expect(text('otp-status')).toBe('cooldown'));
  await fireEvent.press(screen.getByTestId('otp-request'));
  await pause(100);
  expect(await sandbox.outbox(contactNumber)).toHaveLength(1);
  expect(await sandbox.requests('otp.request')).toHaveLength(1);
  // The restored code is the one the service sent.
  await fireEvent.changeText(screen.getByTestId('otp-code'), await sandbox.lastCode(contactNumber));
  await waitFor(() => expect(text('otp-status')).toBe('verified'));
});

it('the badge and the inbox share one actor: one list request, and a read shows in both at once', async () => {
  await renderApp({ pollIntervalMs: 60_000 });
  await waitFor(() => expect(text('inbox-state')).toBe('ready'));
  expect(await sandbox.requests('noti.list')).toHaveLength(1);
  const before = Number(text('badge-count'));
  const [first] = (await client().notifications.list({ mode: 'new', top: 1 })).map((item) => item.id);
  await fireEvent.press(screen.getByTestId(`inbox-item-${first}`));
  expect(Number(text('badge-count'))).toBe(before - 1);
});

it('offline (NetInfo) reads wait; back online they go in one request, once', async () => {
  await renderApp();
  await waitFor(() => expect(text('inbox-state')).toBe('ready'));
  const unread = (await client().notifications.list({ mode: 'new', top: 100 }))
    .slice(0, 2)
    .map((item) => item.id);
  await netInfoReports(false);
  for (const id of unread) await fireEvent.press(screen.getByTestId(`inbox-item-${id}`));
  await pause(300);
  expect(text('inbox-pending')).toBe(2);
  expect(await sandbox.requests('noti.read')).toHaveLength(0);

  await netInfoReports(true);
  await waitFor(() => expect(text('inbox-pending')).toBe(0));
  await pause(300);
  expect(await sandbox.requests('noti.read')).toHaveLength(1);
  const left = (await client().notifications.list({ mode: 'new', top: 100 })).map((item) => item.id);
  for (const id of unread) expect(left).not.toContain(id);
});

it('the background (AppState) pauses polling; active again refreshes and polls', async () => {
  await renderApp();
  await waitFor(() => expect(text('inbox-state')).toBe('ready'));
  const polled = async () => (await sandbox.requests('noti.list')).length;
  // Polling is every 100 ms; waits are bounded by counts, not by time, so two busy cores only slow them.
  await waitFor(async () => expect(await polled()).toBeGreaterThanOrEqual(3));

  await appStateReports('background');
  await pause(150); // a list already on the wire when the app went to the background lands first
  const atBackground = await polled();
  await pause(500);
  expect(await polled()).toBe(atBackground);

  await appStateReports('active');
  await waitFor(async () => expect(await polled()).toBeGreaterThanOrEqual(atBackground + 3));
});
