import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InspectionEvent } from 'xstate';
import {
  browserOtpStorage,
  createFlowActor,
  followBrowserState,
  type LoyaltyPort,
  notificationsCommands,
  notificationsFlow,
  otpCommands,
  otpFlow,
  redemptionCommands,
  redemptionFlow,
} from '../src';
import { fakeOtpPort, memoryStorage } from './otp.fixtures';

/** An actor stand-in that records what it is sent. */
function recorder() {
  const sent: unknown[] = [];
  return { sent, actor: { send: (event: unknown) => sent.push(event) } };
}

const client = { otp: {}, redemptions: {}, notifications: {} } as unknown as LoyaltyPort;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('commands', () => {
  it('send the OTP events', () => {
    const { sent, actor } = recorder();
    const commands = otpCommands(actor);
    commands.request();
    commands.request({ email: 'somchai@example.com' });
    commands.resend();
    commands.verify('123456');
    commands.reset();
    expect(sent).toEqual([
      { type: 'OTP.REQUEST', contact: undefined },
      { type: 'OTP.REQUEST', contact: { email: 'somchai@example.com' } },
      { type: 'OTP.RESEND' },
      { type: 'OTP.VERIFY', code: '123456' },
      { type: 'OTP.RESET' },
    ]);
  });

  it('send the redemption events', () => {
    const { sent, actor } = recorder();
    const commands = redemptionCommands(actor);
    commands.open('20008_A');
    commands.close();
    commands.retry();
    commands.loadMore();
    commands.refresh();
    expect(sent).toEqual([
      { type: 'REDEMPTION.OPEN', redeemKey: '20008_A' },
      { type: 'REDEMPTION.CLOSE' },
      { type: 'REDEMPTION.RETRY' },
      { type: 'HISTORY.LOAD_MORE' },
      { type: 'HISTORY.REFRESH' },
    ]);
  });

  it('send the notification events', () => {
    const { sent, actor } = recorder();
    const commands = notificationsCommands(actor);
    commands.read('a', 'b');
    commands.readAll();
    commands.setMode('new');
    commands.loadMore();
    commands.refresh();
    expect(sent).toEqual([
      { type: 'NOTIFICATION.READ', ids: ['a', 'b'] },
      { type: 'NOTIFICATIONS.READ_ALL' },
      { type: 'NOTIFICATIONS.SET_MODE', mode: 'new' },
      { type: 'NOTIFICATIONS.LOAD_MORE' },
      { type: 'NOTIFICATIONS.REFRESH' },
    ]);
  });
});

describe('flow inputs', () => {
  const contact = { contactNumber: '0812345678' };

  it("OTP: the provider's storage, else the browser's; the component's options; always the provider's client", () => {
    const storage = memoryStorage();
    const local = memoryStorage();
    vi.stubGlobal('localStorage', local);
    const other = { ...client };
    expect(otpFlow.input({ client, storage }, { contact })).toEqual({ storage, contact, client });
    expect(otpFlow.input({ client }, { contact })).toEqual({ storage: local, contact, client });
    const options = { contact, client: other } as unknown as Parameters<typeof otpFlow.input>[1];
    expect(otpFlow.input({ client }, options).client).toBe(client);
  });

  it('redemption and notifications: the options with the provider client', () => {
    expect(redemptionFlow.input({ client }, { pageSize: 5 })).toEqual({ pageSize: 5, client });
    expect(notificationsFlow.input({ client }, { mode: 'new' })).toEqual({ mode: 'new', client });
    expect(notificationsFlow.follow).toBe(followBrowserState);
  });

  it('finds no browser storage on a server, nor when the browser blocks it', () => {
    expect(browserOtpStorage()).toBeUndefined();
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new Error('blocked');
      },
    });
    expect(browserOtpStorage()).toBeUndefined();
    Reflect.deleteProperty(globalThis, 'localStorage');
  });
});

describe('followBrowserState', () => {
  it('tells the actor about the connection and the visibility until stopped', () => {
    const page = Object.assign(new EventTarget(), { hidden: false });
    const connection = { onLine: true };
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('document', page);
    vi.stubGlobal('navigator', connection);
    const { sent, actor } = recorder();
    const stop = followBrowserState(actor);
    connection.onLine = false;
    window.dispatchEvent(new Event('offline'));
    connection.onLine = true;
    window.dispatchEvent(new Event('online'));
    page.hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    page.hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
    stop();
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sent).toEqual([
      { type: 'NOTIFICATIONS.OFFLINE' },
      { type: 'NOTIFICATIONS.ONLINE' },
      { type: 'NOTIFICATIONS.HIDDEN' },
      { type: 'NOTIFICATIONS.VISIBLE' },
    ]);
  });
});

describe('createFlowActor', () => {
  it('builds the input from the settings and the options, and redacts what the inspector sees', () => {
    const port = fakeOtpPort();
    const seen: InspectionEvent[] = [];
    const actor = createFlowActor(
      otpFlow,
      {
        client: { ...client, ...port.client },
        storage: memoryStorage(),
        inspect: (event) => seen.push(event),
      },
      { contact: { contactNumber: '0812345678' } },
    );
    actor.start();
    actor.send({ type: 'OTP.REQUEST' });
    expect(port.requests).toHaveLength(1);
    const contacts = seen.flatMap((event) =>
      event.type === '@xstate.snapshot'
        ? [(event.snapshot as { context?: { contact?: unknown } }).context?.contact]
        : [],
    );
    expect(contacts.filter(Boolean)).toContainEqual({ contactNumber: '******5678' });
    expect(JSON.stringify(contacts)).not.toContain('0812345678');
    actor.stop();
  });

  it('runs without an inspector', () => {
    const port = fakeOtpPort();
    const actor = createFlowActor(
      otpFlow,
      { client: { ...client, ...port.client } },
      { contact: { contactNumber: '0812345678' } },
    );
    expect(actor.start().getSnapshot().value).toBe('idle');
    actor.stop();
  });
});
