import { countingPort } from '@loyalty-flows/test-utils';
import { flushPromises } from '@vue/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h, ref } from 'vue';
import { en, th, useOtp } from '../src';
import { mountWith } from './mount-with';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('live options', () => {
  it('sends the code to the number typed after setup (options as a getter)', async () => {
    const phone = ref('0812345678');
    const PhoneForm = defineComponent(() => {
      const otp = useOtp(() => ({ contact: { contactNumber: phone.value } }));
      return () => [
        h('button', { onClick: () => otp.request() }, 'send'),
        h('p', `to ${otp.view.value.maskedContact}`),
      ];
    });
    const { client, calls, contacts } = countingPort();
    const wrapper = mountWith(PhoneForm, client);
    await flushPromises();
    phone.value = '0899999999';
    await flushPromises();
    expect(wrapper.text()).toContain('9999');
    await wrapper.get('button').trigger('click');
    await flushPromises();
    expect(calls.request).toBe(1);
    expect(contacts).toEqual([{ contactNumber: '0899999999' }]);
    wrapper.unmount();
  });
});

/** Verify pressed with no code out, so the view shows an error in the plugin's language. */
const WrongCode = defineComponent(() => {
  const otp = useOtp({ contact: { contactNumber: '0812345678' } });
  return () => [
    h('button', { onClick: () => otp.verify('12345') }, 'verify'),
    h('p', { role: 'alert' }, otp.view.value.error?.message ?? ''),
  ];
});

describe('the plugin’s language', () => {
  it('describes errors in the messages the plugin was given', async () => {
    const { client } = countingPort();
    const wrapper = mountWith(WrongCode, client, { messages: th });
    await flushPromises();
    await wrapper.get('button').trigger('click');
    await flushPromises();
    const alert = wrapper.get('[role="alert"]').text();
    expect(alert).not.toBe('');
    expect(Object.values(th)).toContain(alert);
    wrapper.unmount();
  });

  it('follows a language switch: the messages as a ref reach the mounted view at once', async () => {
    const { client } = countingPort();
    const messages = ref<typeof en | typeof th>(en);
    const wrapper = mountWith(WrongCode, client, { messages });
    await flushPromises();
    await wrapper.get('button').trigger('click');
    await flushPromises();
    expect(wrapper.get('[role="alert"]').text()).toBe(en['otp.error.code_expired']);
    messages.value = th;
    await flushPromises();
    expect(wrapper.get('[role="alert"]').text()).toBe(th['otp.error.code_expired']);
    wrapper.unmount();
  });
});
