import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorLogic, createActor } from 'xstate';
import { notificationsMachine } from '../src/notifications';
import { otpMachine } from '../src/otp';

/*
 * The machines as exported, before an environment provides their effects: each call fails with words
 * that tell the developer which factory builds the machine, and the notifications' waits run on the
 * runtime's timers alone.
 */

afterEach(() => vi.useRealTimers());

/** Starts `logic` with `input` and resolves with what it fails with. */
function failureOf(logic: AnyActorLogic, input: unknown): Promise<unknown> {
  const actor = createActor(logic, { input });
  const failed = new Promise((resolve) => actor.subscribe({ error: resolve }));
  actor.start();
  return failed;
}

describe('a bare machine’s calls fail saying how to build the machine', () => {
  it.each(['requestCode', 'verifyCode'] as const)(
    'the OTP machine’s %s names createOtpMachine',
    async (name) => {
      const logic = otpMachine.implementations.actors[name] as AnyActorLogic;
      const input = { contact: { contactNumber: '0812345678' }, code: '123456' };
      expect(String(await failureOf(logic, input))).toMatch(
        /no client provided.*createOtpMachine\(\{ client \}\)/,
      );
    },
  );

  it.each(['loadPage', 'sendReads'] as const)(
    'the notifications machine’s %s names createNotificationsMachine',
    async (name) => {
      const logic = notificationsMachine.implementations.actors[name] as AnyActorLogic;
      const input = { query: { mode: 'all', skip: 0, top: 25 }, ids: ['row-1'] };
      expect(String(await failureOf(logic, input))).toMatch(
        /no client provided.*createNotificationsMachine\(\{ client \}\)/,
      );
    },
  );
});

describe('the bare notifications machine’s wait', () => {
  it('waits its ms on the timers and, with no clock to read, does not wait for `until`', async () => {
    vi.useFakeTimers();
    const logic = notificationsMachine.implementations.actors.wait as AnyActorLogic;
    const actor = createActor(logic, { input: { ms: 1_000, until: Date.now() + 60_000 } });
    actor.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(actor.getSnapshot().status).toBe('active');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
