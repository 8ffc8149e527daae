import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Actor, createActor } from 'xstate';
import { createOtpMachine, type otpMachine } from '../src/otp';
import { settle } from './async-helpers';
import { fakeLocks, fakeOtpPort, memoryStorage, sentCode, start } from './otp.fixtures';
import {
  propertyRuns,
  type RequestAnswerStep,
  requestAnswerStep,
  type TimeStep,
  timeSteps,
} from './otp.property-steps';

/*
 * Two tabs of one browser (one storage, `storage` events, Web Locks) driven by random sequences of
 * presses, answers, waits and clock jumps, each tab with its own spelling of the same number
 * (issue 18: at most one SMS per cooldown per canonical contact; no verify after expiry).
 */

const cooldownMs = 60_000;
const lifetimeMs = 180_000;
const spellings = ['0812345678', '+660812345678'];

type Step =
  | { kind: 'request' | 'resend' | 'verify'; tab: 0 | 1 }
  | TimeStep
  | RequestAnswerStep
  | { kind: 'answerVerify'; outcome: 'wrong' | 'expired' | 'network' };

const tabIndex = fc.constantFrom<0 | 1>(0, 1);
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constantFrom('request' as const, 'resend' as const), tab: tabIndex }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('verify' as const), tab: tabIndex }) },
  ...timeSteps(200_000),
  requestAnswerStep,
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('answerVerify' as const),
      outcome: fc.constantFrom('wrong' as const, 'expired' as const, 'network' as const),
    }),
  },
);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('window', new EventTarget());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('otp machine, two tabs, properties', () => {
  it('sends one SMS per cooldown across tabs, one request at a time, and no verify after expiry', async () => {
    let sentRuns = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30 }), async (steps) => {
        vi.setSystemTime(start);
        const port = fakeOtpPort();
        const storage = memoryStorage();
        const locks = fakeLocks();
        const machine = createOtpMachine({ client: port.client, storage, locks, now: () => Date.now() });
        const tabs: Actor<typeof otpMachine>[] = spellings.map((contactNumber) =>
          createActor(machine, {
            input: { contact: { contactNumber }, resendCooldownMs: cooldownMs },
          }).start(),
        );
        let lastSentAt = Number.NEGATIVE_INFINITY;
        let codeValidUntil = Number.NEGATIVE_INFINITY;
        let answeredRequests = 0;
        let answeredVerifies = 0;
        for (const current of steps) {
          const requestsBefore = port.requests.length;
          const verifiesBefore = port.verifies.length;
          const now = Date.now();
          if (current.kind === 'request') tabs[current.tab]?.send({ type: 'OTP.REQUEST' });
          else if (current.kind === 'resend') tabs[current.tab]?.send({ type: 'OTP.RESEND' });
          else if (current.kind === 'verify') tabs[current.tab]?.send({ type: 'OTP.VERIFY', code: '987650' });
          else if (current.kind === 'wait') await vi.advanceTimersByTimeAsync(current.ms);
          else if (current.kind === 'jump') vi.setSystemTime(now + current.ms);
          else if (current.kind === 'answerRequest' && answeredRequests < port.requests.length) {
            const pending = port.requests[answeredRequests++];
            if (current.outcome === 'sent') {
              pending?.answer.resolve(sentCode(now, lifetimeMs));
              lastSentAt = now;
              codeValidUntil = now + lifetimeMs;
              sentRuns += 1;
            } else if (current.outcome === 'throttled')
              pending?.answer.reject({ kind: 'rate_limited', status: 429, retryAt: now + 30_000 });
            else if (current.outcome === 'network') pending?.answer.reject({ kind: 'network' });
            else pending?.answer.reject({ kind: 'invalid_input', status: 400 });
          } else if (current.kind === 'answerVerify' && answeredVerifies < port.verifies.length) {
            const pending = port.verifies[answeredVerifies++];
            if (current.outcome === 'wrong') pending?.answer.reject({ kind: 'wrong_code', status: 409 });
            else if (current.outcome === 'expired') {
              pending?.answer.reject({ kind: 'code_expired', status: 409 });
              codeValidUntil = Math.min(codeValidUntil, now);
            } else pending?.answer.reject({ kind: 'network' });
          }
          await settle();

          // Across both tabs: one request at a time, none within a cooldown of a sent code.
          expect(port.requests.length - answeredRequests).toBeLessThanOrEqual(1);
          if (port.requests.length > requestsBefore)
            expect(Date.now() - lastSentAt).toBeGreaterThanOrEqual(cooldownMs);
          // A verify never leaves for an expired code.
          if (port.verifies.length > verifiesBefore) expect(Date.now()).toBeLessThan(codeValidUntil);
        }
        for (const tab of tabs) tab.stop();
      }),
      {
        ...propertyRuns(150),
        examples: [
          [
            [
              { kind: 'request', tab: 0 },
              { kind: 'request', tab: 1 },
              { kind: 'answerRequest', outcome: 'sent' },
              { kind: 'resend', tab: 1 },
              { kind: 'verify', tab: 1 },
            ],
          ],
        ],
      },
    );
    // The sequences do get codes sent, so the cooldown invariant was exercised for real.
    expect(sentRuns).toBeGreaterThan(0);
  }, 120_000);
});
