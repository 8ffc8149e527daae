import { createLoyaltyClient } from '@loyalty-flows/client';
import type { LoyaltyPort } from '@loyalty-flows/core';
import { countingPort, createDevRoutesClient } from '@loyalty-flows/test-utils';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { createSSRApp, defineComponent, h } from 'vue';
import { renderToString } from 'vue/server-renderer';
import { createLoyalty, useNotifications, useUnreadCount } from '../src';
import { mountWith } from './mount-with';

/** A nav badge: the count, `+` while unloaded pages may hold more. */
const Badge = defineComponent(() => {
  const unread = useUnreadCount();
  return () => h('p', { class: 'badge' }, `badge ${unread.value.count}${unread.value.complete ? '' : '+'}`);
});

/** The inbox page: every item a button that reads it, and a sign-out. */
const Page = defineComponent(() => {
  const inbox = useNotifications();
  return () =>
    h('div', [
      h('p', `page ${inbox.view.value.items.length} items`),
      ...inbox.view.value.items.map((item) =>
        h('button', { class: `item ${item.id}`, onClick: () => inbox.read(item.id) }, item.text),
      ),
      h('button', { class: 'sign-out', onClick: () => inbox.reset() }, 'sign out'),
    ]);
});

const BadgeAndPage = defineComponent(() => () => [h(Badge), h(Page)]);
const notifications = { pollIntervalMs: 10_000, batchWindowMs: 50 };

let wrapper: VueWrapper | undefined;
afterEach(() => {
  wrapper?.unmount();
  wrapper = undefined;
  vi.useRealTimers();
  localStorage.clear();
});

/** List requests in a minute on fake timers, with the given consumers mounted. */
async function listsInAMinute(component: ReturnType<typeof defineComponent>, client: LoyaltyPort) {
  const mounted = mountWith(component, client, { notifications });
  await flushPromises();
  await vi.advanceTimersByTimeAsync(60_000);
  mounted.unmount();
}

describe('one inbox per app', () => {
  it('a badge and the page: one list request on mount, and as many per minute as one consumer', async () => {
    vi.useFakeTimers();
    const two = countingPort();
    wrapper = mountWith(BadgeAndPage, two.client, { notifications });
    await flushPromises();
    expect(two.calls.notificationsList).toBe(1);
    const one = countingPort();
    await listsInAMinute(Page, one.client);
    const both = countingPort();
    await listsInAMinute(BadgeAndPage, both.client);
    expect(one.calls.notificationsList).toBeGreaterThanOrEqual(6);
    expect(both.calls.notificationsList).toBe(one.calls.notificationsList);
  });

  it('a read on the page shows in the badge at once and is sent once; the last unmount stops it', async () => {
    vi.useFakeTimers();
    const { client, calls } = countingPort();
    const mounted = mountWith(BadgeAndPage, client, { notifications });
    await flushPromises();
    expect(mounted.get('.badge').text()).toMatch(/^badge 2\+?$/);
    await mounted.get('.n-1').trigger('click');
    expect(mounted.get('.badge').text()).toMatch(/^badge 1\+?$/);
    await vi.advanceTimersByTimeAsync(60);
    expect(calls.read).toEqual([['n-1']]);
    mounted.unmount();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.notificationsList).toBe(1);
  });

  it('sign-out (reset) forgets the inbox and loads it afresh for both consumers', async () => {
    vi.useFakeTimers();
    const { client, calls } = countingPort();
    wrapper = mountWith(BadgeAndPage, client, { notifications });
    await flushPromises();
    await wrapper.get('.n-1').trigger('click');
    await wrapper.get('.sign-out').trigger('click');
    await flushPromises();
    expect(calls.notificationsList).toBe(2);
    await vi.advanceTimersByTimeAsync(60);
    expect(calls.read).toEqual([]);
    expect(wrapper.get('.badge').text()).toMatch(/^badge 2\+?$/);
  });

  it('server rendering: one inbox per app, none started, nothing sent', async () => {
    const { client, calls } = countingPort();
    const plugin = createLoyalty({ client, notifications });
    const html = await Promise.all([1, 2].map(() => renderToString(createSSRApp(BadgeAndPage).use(plugin))));
    expect(html).toEqual([html[0], html[0]]);
    expect(html[0]).toContain('page 0 items');
    expect(calls.notificationsList).toBe(0);
  });

  it('one plugin installed in two apps: two inboxes, a read in one does not reach the other', async () => {
    vi.useFakeTimers();
    const { client, calls } = countingPort();
    const plugin = createLoyalty({ client, notifications });
    const first = mount(BadgeAndPage, { global: { plugins: [plugin] } });
    const second = mount(BadgeAndPage, { global: { plugins: [plugin] } });
    await flushPromises();
    expect(calls.notificationsList).toBe(2);
    await first.get('.n-1').trigger('click');
    expect(first.get('.badge').text()).toMatch(/^badge 1\+?$/);
    expect(second.get('.badge').text()).toMatch(/^badge 2\+?$/);
    first.unmount();
    second.unmount();
  });

  it('against the sandbox: the badge and the page load with one request and share a read', async () => {
    const sandbox = inject('loyaltySandbox');
    const dev = createDevRoutesClient(sandbox.url);
    await dev.reset();
    const client = createLoyaltyClient({ baseURL: sandbox.url, ...sandbox.credentials });
    wrapper = mount(BadgeAndPage, {
      global: { plugins: [createLoyalty({ client, notifications: { batchWindowMs: 10 } })] },
    });
    await vi.waitFor(() => expect(wrapper?.text()).toMatch(/page [1-9]\d* items/), { timeout: 10_000 });
    expect(await dev.requests('noti.list')).toHaveLength(1);
    const before = Number(/\d+/.exec(wrapper.get('.badge').text())?.[0]);
    await wrapper.get('.item').trigger('click');
    expect(wrapper.get('.badge').text()).toContain(`badge ${before - 1}`);
    await vi.waitFor(async () => expect(await dev.requests('noti.read')).toHaveLength(1), {
      timeout: 10_000,
    });
  });
});
