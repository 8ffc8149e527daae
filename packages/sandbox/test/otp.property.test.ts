import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contractHeaders, createSandbox, sandboxDefaults } from '../src/index';

/**
 * Random sequences of OTP requests, verifies and clock jumps, in the spellings people type, against
 * the sandbox in-process. Invariants (issue 18, docs/wire-format.md O8, E6, A1): at most one code per
 * cooldown per canonical contact; never a fifth wrong-code answer for one contact inside the window
 * without a lock; only the newest code of a contact verifies, and only before it expires; never a 500.
 * Fixed seed; `FC_RUNS=1000 npx vitest run test/otp.property.test.ts` runs more.
 */
const spellings = {
  a: ['0812345678', '+66812345678', '+660812345678', '081-234-5678', '+66 81 234 5678'],
  b: ['0899999999', '+66899999999', '089 999 9999'],
} as const;
type Person = keyof typeof spellings;

type Command =
  | { kind: 'request'; person: Person; spelling: number }
  | { kind: 'verify'; person: Person; spelling: number; right: boolean; stale: boolean }
  | { kind: 'advance'; ms: number };

const person = fc.constantFrom<Person>('a', 'a', 'a', 'b');
// Weighted towards wrong guesses and cooldown-sized clock jumps: the sequences that find a budget
// reset by new codes or a second SMS inside a cooldown.
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('request' as const), person, spelling: fc.nat(4) }) },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('verify' as const),
      person,
      spelling: fc.nat(4),
      right: fc.constant(false),
      stale: fc.constantFrom(false, false, false, true),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('verify' as const),
      person,
      spelling: fc.nat(4),
      right: fc.constant(true),
      stale: fc.constantFrom(false, false, false, true),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      ms: fc.constantFrom(1_000, 20_000, 61_000, 61_000, 181_000, 301_000, 601_000),
    }),
  },
);

interface Sent {
  code: string;
  refCode: string;
  sentAt: number;
  expiresAt: number;
}

async function run(commands: Command[]): Promise<void> {
  const { app, credentials } = createSandbox();
  const headers = contractHeaders(credentials);
  const call = (path: string, init: RequestInit = {}) => app.request(path, { headers, ...init });
  const sent: Record<Person, Sent[]> = { a: [], b: [] };
  const wrongAnswers: Record<Person, number[]> = { a: [], b: [] };
  const now = async () => ((await (await app.request('/__sandbox/clock')).json()) as { now: number }).now;

  for (const step of commands) {
    if (step.kind === 'advance') {
      await app.request('/__sandbox/clock', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ advanceMs: step.ms }),
      });
      continue;
    }
    const contact = spellings[step.person][step.spelling % spellings[step.person].length] ?? '';
    if (step.kind === 'request') {
      const response = await call(`/api/auth/otp?contact_number=${encodeURIComponent(contact)}`);
      expect([200, 429]).toContain(response.status);
      const outbox = (await (
        await app.request(`/__sandbox/outbox?to=${encodeURIComponent(contact)}`)
      ).json()) as Sent[];
      sent[step.person] = outbox;
      // At most one code per cooldown per canonical contact, whatever the spelling.
      for (let index = 1; index < outbox.length; index += 1) {
        const gap = (outbox[index]?.sentAt ?? 0) - (outbox[index - 1]?.sentAt ?? 0);
        expect(gap).toBeGreaterThanOrEqual(sandboxDefaults.resendCooldownMs);
      }
      continue;
    }
    const codes = sent[step.person];
    const target = step.stale && codes.length > 1 ? codes[codes.length - 2] : codes.at(-1);
    if (target === undefined) continue;
    const otp = step.right ? target.code : target.code === '000000' ? '111111' : '000000';
    const at = await now();
    const response = await call('/api/auth/svc_authen', {
      method: 'POST',
      body: new URLSearchParams({ otp, refcode: target.refCode, contact_number: contact }),
    });
    expect([200, 409, 429]).toContain(response.status);
    if (response.status === 200) {
      // Only the newest code, right, before it expires.
      expect(step.right).toBe(true);
      expect(target).toBe(codes.at(-1));
      expect(at).toBeLessThan(target.expiresAt);
    }
    if (response.status === 409 && ((await response.json()) as { error: { id: number } }).error.id === 2091) {
      const recent = [...wrongAnswers[step.person], at].filter(
        (time) => at - time < sandboxDefaults.wrongCodeWindowMs,
      );
      wrongAnswers[step.person] = recent;
      // The fifth wrong code inside the window is a 429 and a lock, never another 2091.
      expect(recent.length).toBeLessThan(sandboxDefaults.maxWrongCodes);
    }
  }
}

describe('OTP invariants under random sequences', () => {
  it('O8/E6/A1: one code per cooldown per contact, wrong codes limited per contact, only the newest code verifies', async () => {
    await fc.assert(fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 40 }), run), {
      seed: 18,
      numRuns: Number(process.env.FC_RUNS ?? 200),
    });
    // About 5 s alone; the test command runs every package at once on two cores.
  }, 120_000);
});
