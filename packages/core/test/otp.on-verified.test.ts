import { createLoyaltyClient } from '@loyalty-flows/client';
import { startSandbox, type TestSandbox } from '@loyalty-flows/test-utils';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type InspectionEvent, type Snapshot, waitFor } from 'xstate';
import { createFlowActor } from '../src';
import { createRedactingInspector } from '../src/inspect';
import { createOtpMachine, getOtpView, type OtpFlowOptions, otpFlow } from '../src/otp';
import type { OtpVerifyResult } from '../src/shared/port';
import { memoryStorage } from './otp.fixtures';

/** `onVerified` with the real client against the real sandbox over loopback. */
describe('onVerified', () => {
  const contact = { contactNumber: '0812345678' };
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  beforeEach(() => sandbox.reset());
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => sandbox.close());

  const clientOf = () => createLoyaltyClient({ baseURL: sandbox.url, ...sandbox.credentials });

  /** Requests a code, types the one the sandbox sent, and waits for the end. */
  async function signIn(actor: ReturnType<typeof createActor<ReturnType<typeof createOtpMachine>>>) {
    actor.send({ type: 'OTP.REQUEST' });
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    actor.send({ type: 'OTP.VERIFY', code: await sandbox.lastCode(contact.contactNumber) });
    return waitFor(actor, (snapshot) => snapshot.status === 'done');
  }

  it('gets the token once; the view and the inspector never hold it, and a restored verified snapshot does not call it again', async () => {
    const results: OtpVerifyResult[] = [];
    const storage = memoryStorage();
    const inspected: InspectionEvent[] = [];
    const machine = createOtpMachine({ client: clientOf(), storage, onVerified: (r) => results.push(r) });
    const actor = createActor(machine, {
      input: { contact },
      inspect: createRedactingInspector((event) => inspected.push(event)),
    }).start();
    const done = await signIn(actor);

    expect(results).toHaveLength(1);
    const token = results[0]?.token ?? '';
    expect(token).toMatch(/\S{8,}/);
    expect(done.output).toEqual({ token });
    expect(JSON.stringify(getOtpView(done))).not.toContain(token);
    const visited = new WeakSet<object>();
    const shown = JSON.stringify(inspected, (_key, value) => {
      if (typeof value !== 'object' || value === null) return value;
      if ('sessionId' in value) return '[actor]';
      if (visited.has(value)) return '[seen]';
      visited.add(value);
      return value;
    });
    expect(shown).toContain('notifyVerified');
    expect(shown).not.toContain(token);
    expect(await sandbox.requests('otp.verify')).toHaveLength(1);

    // Restored from the persisted snapshot (which holds the output): no second call.
    const persisted = actor.getPersistedSnapshot() as Snapshot<unknown>;
    actor.stop();
    const restored = createActor(machine, { input: { contact }, snapshot: persisted }).start();
    expect(restored.getSnapshot().status).toBe('done');
    restored.stop();
    expect(results).toHaveLength(1);
    expect(await sandbox.requests('otp.verify')).toHaveLength(1);
  });

  it('through the flow, calls the callback the component rendered with last, and keeps callbacks out of input and events', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const inspected: InspectionEvent[] = [];
    const latest: { current: OtpFlowOptions } = { current: { contact, onVerified: first } };
    const actor = createFlowActor(
      otpFlow,
      {
        client: clientOf(),
        storage: memoryStorage(),
        inspect: createRedactingInspector((e) => inspected.push(e)),
      },
      latest.current,
      () => latest.current,
    ).start();
    // A re-render with a new callback (and the same data) is seen without a new actor.
    latest.current = { contact, onVerified: second };
    actor.send(otpFlow.configure?.(latest.current) ?? { type: 'OTP.RESET' });
    await signIn(actor);

    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledWith(expect.objectContaining({ token: expect.any(String) }));
    expect(otpFlow.input(latest.current)).toEqual({ contact });
    const events = inspected.filter((e) => e.type === '@xstate.event').map((e) => e.event);
    expect(events.some((event) => event.type === 'OTP.CONFIGURE')).toBe(true);
    expect(events.every((event) => !JSON.stringify(event.options ?? {}).includes('onVerified'))).toBe(true);
    actor.stop();
  });

  it('stays verified when onVerified throws, sends nothing again and reports the error to onError', async () => {
    const failure = new Error('the app failed');
    const onError = vi.fn();
    const actor = createActor(
      createOtpMachine({
        client: clientOf(),
        onVerified: () => {
          throw failure;
        },
        onError,
      }),
      { input: { contact } },
    ).start();
    const done = await signIn(actor);

    expect(done.value).toBe('verified');
    expect(done.output?.token).toEqual(expect.any(String));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(failure);
    expect(actor.getSnapshot().value).toBe('verified');
    expect(await sandbox.requests('otp.verify')).toHaveLength(1);
    expect(await sandbox.requests('otp.request')).toHaveLength(1);
  });

  it('without onError, what onVerified threw goes to console.error', async () => {
    const failure = new Error('the app failed');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const actor = createActor(
      createOtpMachine({
        client: clientOf(),
        onVerified: () => {
          throw failure;
        },
      }),
      { input: { contact } },
    ).start();
    const done = await signIn(actor);
    expect(done.status).toBe('done');
    expect(logged).toHaveBeenCalledWith(failure);
  });
});
