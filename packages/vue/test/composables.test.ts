import { createRedactingInspector } from '@loyalty-flows/core/inspect';
import { countingPort } from '@loyalty-flows/test-utils';
import { flushPromises, mount } from '@vue/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp, defineComponent, effectScope, h } from 'vue';
import {
  createLoyalty,
  getOtpView,
  type NotificationsView,
  useFlowView,
  useNotifications,
  useOtp,
  useRedemptions,
} from '../src';
import { mountWith } from './mount-with';

const contact = { contactNumber: '0812345678' };
const updates = { status: 0, countdown: 0 };

/** One OTP flow; one child shows only the status, another only the countdown. */
const OtpScreen = defineComponent(() => {
  const otp = useOtp({ contact }, () => null);
  const status = useFlowView(otp.actorRef, getOtpView, (view) => view.status);
  const seconds = useFlowView(otp.actorRef, getOtpView, (view) => Math.ceil(view.resendInMs / 1000));
  const Status = defineComponent(() => () => {
    updates.status += 1;
    return h('p', `status ${status.value}`);
  });
  const Countdown = defineComponent(() => () => {
    updates.countdown += 1;
    return h('p', `resend in ${seconds.value}`);
  });
  return () => [h('button', { onClick: () => otp.request() }, 'send'), h(Status), h(Countdown)];
});

const History = defineComponent(() => {
  const { view, open, confirm } = useRedemptions();
  return () =>
    h('ul', [
      ...view.value.entries.map((entry) => h('button', { onClick: () => open(entry.id) }, entry.name)),
      view.value.opened?.state === 'confirming'
        ? h('button', { class: 'confirm', onClick: confirm }, view.value.opened.question)
        : null,
      view.value.opened?.state === 'open'
        ? h('p', `opened ${view.value.entries.find((entry) => entry.id === view.value.opened?.id)?.name}`)
        : null,
    ]);
});

const Inbox = defineComponent(() => {
  const { view, read } = useNotifications();
  return () =>
    h('div', [
      h('p', `unread ${view.value.unreadCount}`),
      ...view.value.items.map((item) =>
        h('button', { class: item.id, onClick: () => read(item.id) }, item.text),
      ),
    ]);
});

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  updates.status = 0;
  updates.countdown = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useOtp', () => {
  it('sends nothing on mount and one request for ten clicks', async () => {
    const { client, calls } = countingPort();
    const wrapper = mountWith(OtpScreen, client);
    await flushPromises();
    expect(calls.request).toBe(0);
    for (let click = 0; click < 10; click += 1) await wrapper.get('button').trigger('click');
    await flushPromises();
    expect(calls.request).toBe(1);
    expect(wrapper.text()).toContain('status cooldown');
    wrapper.unmount();
  });

  it('shows the cooldown when the plugin is given a clock (now), which views do not take as an instant', async () => {
    const { client } = countingPort();
    const wrapper = mountWith(OtpScreen, client, { now: () => Date.now() });
    await wrapper.get('button').trigger('click');
    await flushPromises();
    expect(wrapper.text()).toContain('status cooldown');
    wrapper.unmount();
  });

  it('updates a status-only component once in a 60 s cooldown, the countdown once a second', async () => {
    const { client } = countingPort();
    const wrapper = mountWith(OtpScreen, client);
    await wrapper.get('button').trigger('click');
    await flushPromises();
    const before = { ...updates };
    await vi.advanceTimersByTimeAsync(60_000);
    await flushPromises();
    expect(updates.status - before.status).toBe(1);
    expect(updates.countdown - before.countdown).toBeGreaterThanOrEqual(59);
    expect(updates.countdown - before.countdown).toBeLessThanOrEqual(61);
    expect(wrapper.text()).toContain('resend in 0');
    wrapper.unmount();
  });
});

describe('useRedemptions and useNotifications', () => {
  it('loads the history once, asks before using a voucher and uses it once when confirmed', async () => {
    const { client, calls } = countingPort();
    const wrapper = mountWith(History, client);
    await flushPromises();
    expect(calls.list).toBe(1);
    await wrapper.get('button').trigger('click');
    await wrapper.get('button').trigger('click');
    await flushPromises();
    expect(calls.use).toBe(0);
    expect(wrapper.get('.confirm').text()).toBe('Use this reward now?');
    await wrapper.get('.confirm').trigger('click');
    await flushPromises();
    expect(calls.use).toBe(1);
    expect(wrapper.text()).toContain('opened Free coffee');
    wrapper.unmount();
  });

  it('shows reads at once and sends them in one batch', async () => {
    const { client, calls } = countingPort();
    const wrapper = mountWith(Inbox, client, { notifications: { batchWindowMs: 50 } });
    await flushPromises();
    expect(wrapper.text()).toContain('unread 2');
    await wrapper.get('.n-1').trigger('click');
    await wrapper.get('.n-2').trigger('click');
    expect(wrapper.text()).toContain('unread 0');
    await vi.advanceTimersByTimeAsync(60);
    expect(calls.read).toEqual([['n-1', 'n-2']]);
    wrapper.unmount();
  });

  it('flushes reads made offline when the browser is online again, and stops on unmount', async () => {
    const { client, calls } = countingPort();
    const wrapper = mountWith(Inbox, client, { notifications: { batchWindowMs: 50 } });
    await flushPromises();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    await wrapper.get('.n-1').trigger('click');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls.read).toEqual([]);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await flushPromises();
    expect(calls.read).toEqual([['n-1']]);
    await wrapper.get('.n-2').trigger('click');
    wrapper.unmount();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls.read).toEqual([['n-1']]);
    onLine.mockRestore();
  });

  it('says what is missing without the plugin', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => mount(History)).toThrow('app.use(createLoyalty');
  });
});

describe('lifecycle and plugin settings', () => {
  it('stops the actor and the browser listeners when the component unmounts', async () => {
    const { client, calls } = countingPort();
    let inbox: ReturnType<typeof useNotifications<NotificationsView>> | undefined;
    const wrapper = mountWith(
      defineComponent(() => {
        inbox = useNotifications();
        return () => h('p', inbox?.view.value.unreadCount);
      }),
      client,
      { notifications: { batchWindowMs: 50 } },
    );
    await flushPromises();
    expect(calls.notificationsList).toBe(1);
    expect(inbox?.actorRef.value.getSnapshot().status).toBe('active');
    const removeListener = vi.spyOn(window, 'removeEventListener');
    wrapper.unmount();
    // The app's inbox stops a timer turn after its last consumer left.
    await vi.advanceTimersByTimeAsync(1);
    expect(inbox?.actorRef.value.getSnapshot().status).toBe('stopped');
    expect(removeListener.mock.calls.map(([type]) => type)).toEqual(
      expect.arrayContaining(['online', 'offline']),
    );
    removeListener.mockRestore();
  });

  it('runs in a bare effect scope (a store) and stops when the scope is disposed', async () => {
    const { client, calls } = countingPort();
    const app = createApp({}).use(createLoyalty({ client }));
    const scope = effectScope();
    const history = app.runWithContext(() => scope.run(() => useRedemptions()));
    await flushPromises();
    expect(calls.list).toBe(1);
    expect(history?.view.value.entries.map((entry) => entry.name)).toEqual(['Free coffee']);
    scope.stop();
    expect(history?.actorRef.getSnapshot().status).toBe('stopped');
  });

  it('keeps the resend cooldown across a remount (a reload) without asking for a new code', async () => {
    const { client, calls } = countingPort();
    const first = mountWith(OtpScreen, client);
    await first.get('button').trigger('click');
    await flushPromises();
    await vi.advanceTimersByTimeAsync(10_000);
    first.unmount();
    const second = mountWith(OtpScreen, client);
    await flushPromises();
    expect(calls.request).toBe(1);
    expect(second.text()).toContain('status cooldown');
    expect(second.text()).toMatch(/resend in (49|50)/);
    second.unmount();
  });

  /** An inspection event as text; objects met again (state nodes link to their parents) are cut. */
  function asText(event: object): string {
    const visited = new WeakSet<object>();
    return JSON.stringify(event, (_key, value: unknown) => {
      if (typeof value !== 'object' || value === null) return value;
      if (visited.has(value)) return '[seen]';
      visited.add(value);
      return value;
    });
  }

  it('uses the storage and the inspector given to the plugin, which sees no whole contact number', async () => {
    const { client } = countingPort();
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    };
    const inspected: string[] = [];
    const wrapper = mount(OtpScreen, {
      global: {
        plugins: [
          createLoyalty({
            client,
            storage,
            inspect: createRedactingInspector((event) => inspected.push(asText(event))),
          }),
        ],
      },
    });
    await wrapper.get('button').trigger('click');
    await flushPromises();
    // One record for the contact, under a key that does not spell the number out.
    expect([...stored.keys()]).toHaveLength(1);
    expect([...stored.keys()][0]).toMatch(/^loyalty-flows:otp:/);
    expect([...stored.keys()][0]).not.toMatch(/812345678/);
    expect(localStorage.length).toBe(0);
    const seen = inspected.join('\n');
    expect(seen).toContain('"type":"@xstate.event"');
    expect(seen).toContain('******5678');
    expect(seen).not.toContain('0812345678');
    wrapper.unmount();
  });
});
