import { createLoyaltyClient } from '@loyalty-flows/client';
import { createOtpMachine } from '@loyalty-flows/core/otp';
import { otpAtSandbox } from '@loyalty-flows/test-utils';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createActorContext, useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type Actor, createActor } from 'xstate';
import { getOtpView, LoyaltyProvider, useFlowView, useOtp } from '../src';
import { modes } from './render-with';

/*
 * An app may drive our machines with @xstate/react's own hooks instead of ours. These tests run the OTP
 * machine that way against the real sandbox (its own resend cooldown off, so the outbox holds every
 * SMS the client asked for) and count what reaches it; and our `useFlowView` reads actors those hooks
 * created.
 */

const contact = { contactNumber: '0812345678' };
const otp = otpAtSandbox(inject('loyaltySandbox'), contact.contactNumber);
/** The real client, its OTP requests tracked. */
const trackedClient = () => otp.track(createLoyaltyClient({ baseURL: otp.url, ...otp.credentials }));

type OtpMachine = ReturnType<typeof createOtpMachine>;

/** Send, and verify with the code from the outbox. */
function OtpButtons({ actorRef }: { actorRef: Actor<OtpMachine> }) {
  return (
    <>
      <button type="button" onClick={() => actorRef.send({ type: 'OTP.REQUEST' })}>
        send
      </button>
      <button
        type="button"
        onClick={async () => actorRef.send({ type: 'OTP.VERIFY', code: await otp.lastCode() })}
      >
        verify
      </button>
    </>
  );
}

/** What the fixtures show: the status, and a verify form fed with the code from the outbox. */
function OtpScreen({ actorRef, onOpen }: { actorRef: Actor<OtpMachine>; onOpen?: boolean }) {
  const status = useSelector(actorRef, (snapshot) => getOtpView(snapshot).status);
  const canVerify = useSelector(actorRef, (snapshot) => getOtpView(snapshot).canVerify);
  // The screen asks for a code as it opens, as a "we sent you a code" page does.
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once, when the screen opens
  useEffect(() => {
    if (onOpen) actorRef.send({ type: 'OTP.REQUEST' });
  }, []);
  return (
    <>
      <p>status {status}</p>
      <p>{canVerify ? 'a code to type' : 'no code to type'}</p>
      <OtpButtons actorRef={actorRef} />
    </>
  );
}

/** The same screen read through our `useFlowView`, on an actor the app created. */
function FlowViewScreen({ actorRef }: { actorRef: Actor<OtpMachine> }) {
  const status = useFlowView(actorRef, getOtpView, (view) => view.status);
  return (
    <>
      <p>status {status}</p>
      <OtpButtons actorRef={actorRef} />
    </>
  );
}

function FlowViewOfUseActorRef({ machine }: { machine: OtpMachine }) {
  return <FlowViewScreen actorRef={useActorRef(machine, { input: { contact } })} />;
}

function FlowViewOfContext({ context }: { context: ReturnType<typeof createActorContext<OtpMachine>> }) {
  return <FlowViewScreen actorRef={context.useActorRef()} />;
}

/** `useActorRef` creates and starts the actor: in StrictMode it stops it and starts it again. */
function WithUseActorRef({ machine, onOpen }: { machine: OtpMachine; onOpen?: boolean }) {
  const actorRef = useActorRef(machine, { input: { contact } });
  return <OtpScreen actorRef={actorRef} onOpen={onOpen} />;
}

/** Our hook, the same screen. */
function WithUseOtp() {
  const flow = useOtp({ contact });
  return <OtpScreen actorRef={flow.actorRef} onOpen />;
}

function renderIn(ui: ReactNode, strict: boolean) {
  return render(strict ? <StrictMode>{ui}</StrictMode> : ui);
}

/** Waits for the status, then for every request the client started; answers what reached the sandbox. */
async function sentOnceSettled(status: string) {
  await screen.findByText(`status ${status}`, undefined, { timeout: 10_000 });
  await act(otp.settled);
  return otp.counts();
}

beforeEach(async () => {
  localStorage.clear();
  await otp.dev.reset();
});
afterEach(cleanup);

describe.each(modes)("@xstate/react's hooks on our OTP machine (%s)", (_mode, strict) => {
  it('useActorRef + useSelector: a code sent on the button is verified, one SMS', async () => {
    renderIn(<WithUseActorRef machine={createOtpMachine({ client: trackedClient() })} />, strict);
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(await sentOnceSettled('cooldown')).toEqual({ requests: 1, sms: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'verify' }));
    await screen.findByText('status verified', undefined, { timeout: 10_000 });
  });

  it('an actor created outside React (createActor) and read with useSelector: a code sent as the screen opens, one SMS', async () => {
    const actor = createActor(createOtpMachine({ client: trackedClient() }), { input: { contact } }).start();
    renderIn(<OtpScreen actorRef={actor} onOpen />, strict);
    expect(await sentOnceSettled('cooldown')).toEqual({ requests: 1, sms: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'verify' }));
    await screen.findByText('status verified', undefined, { timeout: 10_000 });
    actor.stop();
  });

  it("our useOtp's actorRef read with useSelector: a code sent as the screen opens, one SMS", async () => {
    renderIn(
      <LoyaltyProvider client={trackedClient()}>
        <WithUseOtp />
      </LoyaltyProvider>,
      strict,
    );
    expect(await sentOnceSettled('cooldown')).toEqual({ requests: 1, sms: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'verify' }));
    await screen.findByText('status verified', undefined, { timeout: 10_000 });
  });
});

describe.each(modes)('our useFlowView on actors @xstate/react created (%s)', (_mode, strict) => {
  it('useActorRef: a code sent on the button, one SMS, verified', async () => {
    renderIn(<FlowViewOfUseActorRef machine={createOtpMachine({ client: trackedClient() })} />, strict);
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(await sentOnceSettled('cooldown')).toEqual({ requests: 1, sms: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'verify' }));
    await screen.findByText('status verified', undefined, { timeout: 10_000 });
  });

  it('createActorContext: a code sent on the button, one SMS, verified', async () => {
    const OtpActor = createActorContext(createOtpMachine({ client: trackedClient() }), {
      input: { contact },
    });
    renderIn(
      <OtpActor.Provider>
        <FlowViewOfContext context={OtpActor} />
      </OtpActor.Provider>,
      strict,
    );
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(await sentOnceSettled('cooldown')).toEqual({ requests: 1, sms: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'verify' }));
    await screen.findByText('status verified', undefined, { timeout: 10_000 });
  });
});

describe('useActorRef with a code sent as the screen opens', () => {
  it('no StrictMode: one SMS, and its code is verified', async () => {
    renderIn(<WithUseActorRef machine={createOtpMachine({ client: trackedClient() })} onOpen />, false);
    expect(await sentOnceSettled('cooldown')).toEqual({ requests: 1, sms: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'verify' }));
    await screen.findByText('status verified', undefined, { timeout: 10_000 });
  });

  it("StrictMode: the remount restarts the call; the SMS goes out but its code can't be typed, so verifying costs a second SMS", async () => {
    // The machine's clock, moved past the cooldown below instead of waiting a minute.
    let skewMs = 0;
    const machine = createOtpMachine({ client: trackedClient(), now: () => Date.now() + skewMs });
    renderIn(<WithUseActorRef machine={machine} onOpen />, true);
    // The restarted call finds the cooldown the first one claimed and sends nothing, but its "not
    // sent" answer comes first: the machine drops the first call's answer, the refCode with it.
    expect(await sentOnceSettled('cooldown')).toEqual({ requests: 1, sms: 1 });
    expect(screen.getByText('no code to type')).toBeDefined();
    // The only way on: another code once the cooldown is over.
    skewMs = 61_000;
    // The machine learns the time from its ticks: Send is taken once a tick has shown the cooldown over.
    await waitFor(() => expect(screen.queryByText('status cooldown')).toBeNull(), { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await screen.findByText('a code to type', undefined, { timeout: 10_000 });
    expect(await sentOnceSettled('cooldown')).toEqual({ requests: 2, sms: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'verify' }));
    await screen.findByText('status verified', undefined, { timeout: 10_000 });
  });
});
