import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createOtpMachine } from '../src/otp';
import { settle } from './async-helpers';
import { fakeOtpPort, memoryStorage, phone, sentCode, start } from './otp.fixtures';
import {
  propertyRuns,
  type RequestAnswerStep,
  requestAnswerStep,
  type TimeStep,
  timeSteps,
} from './otp.property-steps';

const cooldownMs = 60_000;
const lifetimeMs = 180_000;

type Step =
  | { kind: 'request' | 'resend' | 'reset' | 'reload' }
  | { kind: 'requestAs'; contactNumber: string }
  | { kind: 'verify'; code: string }
  | TimeStep
  | RequestAnswerStep
  | { kind: 'answerVerify'; outcome: 'ok' | 'wrong' | 'locked' | 'expired' | 'network' };

// Weighted towards the user's main path, so that many runs get as far as a verified code.
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<Step>({ kind: 'request' }, { kind: 'resend' }) },
  { weight: 1, arbitrary: fc.constantFrom<Step>({ kind: 'reset' }, { kind: 'reload' }) },
  // The same number typed another way: still the same person, with the same cooldown.
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('requestAs' as const),
      contactNumber: fc.constantFrom('0812345678', '081-234-5678', '+66 81 234 5678', '+660812345678'),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('verify' as const),
      code: fc.constantFrom('123456', '111111', '12345', '１２３４５６'),
    }),
  },
  ...timeSteps(400_000),
  requestAnswerStep,
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('answerVerify' as const),
      outcome: fc.constantFrom(
        'ok' as const,
        'wrong' as const,
        'locked' as const,
        'expired' as const,
        'network' as const,
      ),
    }),
  },
);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('otp machine, properties', () => {
  let verifiedRuns = 0;
  it('never sends twice in a cooldown window, never verifies an expired code or during a lock, and stops when verified (200 runs)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40 }), async (steps) => {
        vi.setSystemTime(start);
        const port = fakeOtpPort();
        const storage = memoryStorage();
        const machine = createOtpMachine({ client: port.client, storage, now: () => Date.now() });
        const input = { contact: phone, resendCooldownMs: cooldownMs };
        let actor = createActor(machine, { input }).start();
        /** Epoch ms of each code the "service" sent, and until when it is valid / locked. */
        let lastSentAt = Number.NEGATIVE_INFINITY;
        let codeValidUntil = Number.NEGATIVE_INFINITY;
        let lockedUntil = Number.NEGATIVE_INFINITY;
        let lastRequestAt = Number.NEGATIVE_INFINITY;
        let answeredRequests = 0;
        let answeredVerifies = 0;

        for (const current of steps) {
          const requestsBefore = port.requests.length;
          const verifiesBefore = port.verifies.length;
          const now = Date.now();
          if (current.kind === 'request') actor.send({ type: 'OTP.REQUEST' });
          else if (current.kind === 'requestAs')
            actor.send({ type: 'OTP.REQUEST', contact: { contactNumber: current.contactNumber } });
          else if (current.kind === 'resend') actor.send({ type: 'OTP.RESEND' });
          else if (current.kind === 'reset') actor.send({ type: 'OTP.RESET' });
          else if (current.kind === 'verify') actor.send({ type: 'OTP.VERIFY', code: current.code });
          else if (current.kind === 'reload') {
            // The page goes away with its requests: an unanswered request may still have sent an SMS
            // (so it counts as sent when it left), an unanswered verify is simply gone.
            actor.stop();
            if (answeredRequests < port.requests.length) lastSentAt = Math.max(lastSentAt, lastRequestAt);
            answeredRequests = port.requests.length;
            answeredVerifies = port.verifies.length;
            actor = createActor(machine, { input }).start();
          } else if (current.kind === 'wait') await vi.advanceTimersByTimeAsync(current.ms);
          else if (current.kind === 'jump') vi.setSystemTime(Date.now() + current.ms);
          else if (current.kind === 'answerRequest' && answeredRequests < port.requests.length) {
            const pending = port.requests[answeredRequests++];
            if (current.outcome === 'sent') {
              pending?.answer.resolve(sentCode(now, lifetimeMs));
              lastSentAt = now;
              codeValidUntil = now + lifetimeMs;
            } else if (current.outcome === 'throttled') {
              pending?.answer.reject({ kind: 'rate_limited', status: 429, retryAt: now + 30_000 });
            } else if (current.outcome === 'network') pending?.answer.reject({ kind: 'network' });
            else pending?.answer.reject({ kind: 'invalid_input', status: 400 });
          } else if (current.kind === 'answerVerify' && answeredVerifies < port.verifies.length) {
            const pending = port.verifies[answeredVerifies++];
            if (current.outcome === 'ok') pending?.answer.resolve({ token: 't' });
            else if (current.outcome === 'wrong') pending?.answer.reject({ kind: 'wrong_code', status: 409 });
            else if (current.outcome === 'locked') {
              pending?.answer.reject({ kind: 'locked', status: 429, retryAt: now + 300_000 });
              lockedUntil = now + 300_000;
              codeValidUntil = now;
            } else if (current.outcome === 'expired') {
              pending?.answer.reject({ kind: 'code_expired', status: 409 });
              codeValidUntil = now;
            } else pending?.answer.reject({ kind: 'network' });
          }
          await settle();

          // A request never leaves while one is unanswered, within a cooldown of a sent code, or in a lock.
          expect(port.requests.length - answeredRequests).toBeLessThanOrEqual(1);
          if (port.requests.length > requestsBefore) {
            expect(Date.now() - lastSentAt).toBeGreaterThanOrEqual(cooldownMs);
            expect(Date.now()).toBeGreaterThanOrEqual(lockedUntil);
            lastRequestAt = Date.now();
          }
          // A verify never leaves for an expired code, in a lock, or while another is unanswered.
          expect(port.verifies.length - answeredVerifies).toBeLessThanOrEqual(1);
          if (port.verifies.length > verifiesBefore) {
            expect(Date.now()).toBeLessThan(codeValidUntil);
            expect(Date.now()).toBeGreaterThanOrEqual(lockedUntil);
          }
          if (actor.getSnapshot().status === 'done') {
            // Final: the actor is done (xstate drops any later event), nothing of it keeps running,
            // and time passing makes it call the service no more.
            const calls = port.requests.length + port.verifies.length;
            const running = Object.values(actor.getSnapshot().children).filter(
              (child) => child?.getSnapshot().status === 'active',
            );
            expect(running).toEqual([]);
            await vi.advanceTimersByTimeAsync(cooldownMs);
            expect(vi.getTimerCount()).toBe(0);
            expect(actor.getSnapshot().value).toBe('verified');
            expect(port.requests.length + port.verifies.length).toBe(calls);
            verifiedRuns += 1;
            break;
          }
        }
        actor.stop();
      }),
      {
        ...propertyRuns(200),
        examples: [
          [
            [
              { kind: 'request' },
              { kind: 'answerRequest', outcome: 'sent' },
              { kind: 'verify', code: '123456' },
              { kind: 'answerVerify', outcome: 'ok' },
            ],
          ],
        ],
      },
    );
    // The sequences do reach the end of the flow, so "final" was checked for real.
    expect(verifiedRuns).toBeGreaterThan(0);
  }, 120_000);
});
