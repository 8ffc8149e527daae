import { createLoyaltyClient } from '@loyalty-flows/client';
import { otpAtSandbox } from '@loyalty-flows/test-utils';
import type { VueWrapper } from '@vue/test-utils';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { defineComponent, h, ref } from 'vue';
import { type OtpFlowOptions, useOtp } from '../src';
import { mountWith } from './mount-with';

/*
 * `useOtp({ contact, onVerified })` against the real sandbox: the token reaches the callback the
 * options hold when the code is verified, once per verification, and never the view.
 */

/** What the service answered to the verify, as `onVerified` gets it. */
type OtpVerifyResult = Parameters<NonNullable<OtpFlowOptions['onVerified']>>[0];

const contact = { contactNumber: '0812345678' };
const otp = otpAtSandbox(inject('loyaltySandbox'), contact.contactNumber);

let wrapper: VueWrapper | undefined;
beforeEach(async () => {
  localStorage.clear();
  await otp.dev.reset();
});
afterEach(() => wrapper?.unmount());

describe('useOtp’s onVerified', () => {
  it('calls the callback the options hold at verification once, with the token, which the view never holds', async () => {
    const first = vi.fn<(result: OtpVerifyResult) => void>();
    const last = vi.fn<(result: OtpVerifyResult) => void>();
    const onVerified = ref(first);
    const SignIn = defineComponent(() => {
      const flow = useOtp(() => ({ contact, onVerified: onVerified.value }));
      return () => [
        h('p', `status ${flow.view.value.status} ${JSON.stringify(flow.view.value)}`),
        h('button', { class: 'send', onClick: () => flow.request() }, 'send'),
        h('button', { class: 'verify', onClick: async () => flow.verify(await otp.lastCode()) }, 'verify'),
      ];
    });
    const client = otp.track(createLoyaltyClient({ baseURL: otp.url, ...otp.credentials }));
    wrapper = mountWith(SignIn, client);
    await wrapper.get('.send').trigger('click');
    await vi.waitFor(() => expect(wrapper?.text()).toContain('status cooldown'), { timeout: 10_000 });
    await otp.settled();
    onVerified.value = last;
    await wrapper.get('.verify').trigger('click');
    await vi.waitFor(() => expect(wrapper?.text()).toContain('status verified'), { timeout: 10_000 });
    expect(first).not.toHaveBeenCalled();
    expect(last).toHaveBeenCalledTimes(1);
    const [[result]] = last.mock.calls as [[OtpVerifyResult]];
    expect(result.token).toEqual(expect.any(String));
    expect(wrapper.text()).not.toContain(result.token);
  });
});
