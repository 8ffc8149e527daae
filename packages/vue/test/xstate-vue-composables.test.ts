import { createLoyaltyClient } from '@loyalty-flows/client';
import { createOtpMachine } from '@loyalty-flows/core/otp';
import { otpAtSandbox } from '@loyalty-flows/test-utils';
import { mount, type VueWrapper } from '@vue/test-utils';
import { useActor, useActorRef, useSelector } from '@xstate/vue';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { computed, defineComponent, h, onMounted } from 'vue';
import { getOtpView, useFlowView, useOtp } from '../src';
import { mountWith } from './mount-with';

/*
 * An app may drive our machines with @xstate/vue's own composables instead of ours. These tests run
 * the OTP machine that way against the real sandbox (its own resend cooldown off, so the outbox holds
 * every SMS the client asked for) and count what reaches it. Vue mounts a component once (no
 * StrictMode double mount): `useActorRef` starts the actor on mount and stops it on unmount, once each.
 */

const contact = { contactNumber: '0812345678' };
const otp = otpAtSandbox(inject('loyaltySandbox'), contact.contactNumber);
/** The real client, its OTP requests tracked. */
const trackedClient = () => otp.track(createLoyaltyClient({ baseURL: otp.url, ...otp.credentials }));

/** What the fixtures render: the status, a send button and a verify button fed from the outbox. */
function otpScreen(status: () => string, send: (event: { type: 'OTP.REQUEST' } | OtpVerify) => void) {
  return () => [
    h('p', `status ${status()}`),
    h('button', { class: 'send', onClick: () => send({ type: 'OTP.REQUEST' }) }, 'send'),
    h(
      'button',
      { class: 'verify', onClick: async () => send({ type: 'OTP.VERIFY', code: await otp.lastCode() }) },
      'verify',
    ),
  ];
}

type OtpVerify = { type: 'OTP.VERIFY'; code: string };

/** `useActor`: the whole snapshot as a ref; the screen asks for a code as it opens. */
const WithUseActor = defineComponent(() => {
  const { snapshot, send } = useActor(createOtpMachine({ client: trackedClient() }), { input: { contact } });
  const status = computed(() => getOtpView(snapshot.value).status);
  onMounted(() => send({ type: 'OTP.REQUEST' }));
  return otpScreen(() => status.value, send);
});

/** `useActorRef` + `useSelector`: only the status is read; a code is asked for on the button. */
const WithUseSelector = defineComponent(() => {
  const actorRef = useActorRef(createOtpMachine({ client: trackedClient() }), { input: { contact } });
  const status = useSelector(actorRef, (snapshot) => getOtpView(snapshot).status);
  return otpScreen(() => status.value, actorRef.send);
});

/** Our composable, the same screen, asking as it opens. */
const WithUseOtp = defineComponent(() => {
  const flow = useOtp({ contact });
  onMounted(() => flow.request());
  return otpScreen(
    () => flow.view.value.status,
    (event) => (event.type === 'OTP.VERIFY' ? flow.verify(event.code) : flow.request()),
  );
});

/** Our `useFlowView` on an actor `useActorRef` created; a code is asked for on the button. */
const WithUseFlowView = defineComponent(() => {
  const actorRef = useActorRef(createOtpMachine({ client: trackedClient() }), { input: { contact } });
  const status = useFlowView(actorRef, getOtpView, (view) => view.status);
  return otpScreen(() => status.value, actorRef.send);
});

/** Our composable's actor read with `useSelector`, asking as it opens. */
const OurActorWithUseSelector = defineComponent(() => {
  const flow = useOtp({ contact });
  const status = useSelector(flow.actorRef, (snapshot) => getOtpView(snapshot).status);
  onMounted(() => flow.request());
  return otpScreen(() => status.value, flow.actorRef.send);
});

/** Waits for the status, then for every request the client started; answers what reached the sandbox. */
async function sentOnceSettled(wrapper: VueWrapper, status: string) {
  await vi.waitFor(() => expect(wrapper.text()).toContain(`status ${status}`), { timeout: 10_000 });
  await otp.settled();
  return otp.counts();
}

async function verifies(wrapper: VueWrapper) {
  await wrapper.get('.verify').trigger('click');
  await vi.waitFor(() => expect(wrapper.text()).toContain('status verified'), { timeout: 10_000 });
}

let wrapper: VueWrapper | undefined;
beforeEach(async () => {
  localStorage.clear();
  await otp.dev.reset();
});
afterEach(() => wrapper?.unmount());

describe("@xstate/vue's composables on our OTP machine", () => {
  it('useActor: a code sent as the screen opens, one SMS, verified', async () => {
    wrapper = mount(WithUseActor);
    expect(await sentOnceSettled(wrapper, 'cooldown')).toEqual({ requests: 1, sms: 1 });
    await verifies(wrapper);
  });

  it('useActorRef + useSelector: a code sent on the button, one SMS, verified', async () => {
    wrapper = mount(WithUseSelector);
    await wrapper.get('.send').trigger('click');
    expect(await sentOnceSettled(wrapper, 'cooldown')).toEqual({ requests: 1, sms: 1 });
    await verifies(wrapper);
  });

  it('our useOtp: a code sent as the screen opens, one SMS, verified', async () => {
    wrapper = mountWith(WithUseOtp, trackedClient());
    expect(await sentOnceSettled(wrapper, 'cooldown')).toEqual({ requests: 1, sms: 1 });
    await verifies(wrapper);
  });

  it('our useFlowView on an actor from useActorRef: a code sent on the button, one SMS, verified', async () => {
    wrapper = mount(WithUseFlowView);
    await wrapper.get('.send').trigger('click');
    expect(await sentOnceSettled(wrapper, 'cooldown')).toEqual({ requests: 1, sms: 1 });
    await verifies(wrapper);
  });

  it("useSelector on our useOtp's actorRef: a code sent as the screen opens, one SMS, verified", async () => {
    wrapper = mountWith(OurActorWithUseSelector, trackedClient());
    expect(await sentOnceSettled(wrapper, 'cooldown')).toEqual({ requests: 1, sms: 1 });
    await verifies(wrapper);
  });
});
