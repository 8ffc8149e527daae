import { describe, expect, it } from 'vitest';
import { createActor, type InspectionEvent } from 'xstate';
import { createRedactingInspector } from '../src/inspect';
import { createOtpMachine } from '../src/otp';
import { settle } from './async-helpers';
import { fakeLocks, fakeOtpPort, memoryStorage, phone, storageKey } from './otp.fixtures';

/** Everything an inspector received, as text (live actors reduced to a mark, cycles cut). */
function seen(events: InspectionEvent[]): string {
  const visited = new WeakSet<object>();
  return JSON.stringify(events, (_key, value) => {
    if (typeof value !== 'object' || value === null) return value;
    if ('sessionId' in value) return '[actor]';
    if (visited.has(value)) return '[seen]';
    visited.add(value);
    return value;
  });
}

describe('the OTP flow as an inspector sees it (issue 18)', () => {
  it('shows no code, no token and no whole phone number, though storage and a Web Lock are used', async () => {
    const events: InspectionEvent[] = [];
    const raw: InspectionEvent[] = [];
    const port = fakeOtpPort();
    const storage = memoryStorage();
    const locks = fakeLocks();
    // A fixed clock: a wall-clock time in context may hold the digits of a code by chance (1795591827396).
    const now = () => 1_700_000_000_000;
    const machine = createOtpMachine({ client: port.client, storage, locks, now });
    const redacting = createRedactingInspector((event) => events.push(event));
    const actor = createActor(machine, {
      input: { contact: phone },
      inspect: (event) => {
        raw.push(event);
        redacting(event);
      },
    }).start();
    actor.send({ type: 'OTP.REQUEST' });
    await settle();
    port.requests[0]?.answer.resolve({ refCode: 'REF123', expiresAt: now() + 180_000 });
    await settle();
    actor.send({ type: 'OTP.VERIFY', code: '918273' });
    await settle();
    port.verifies[0]?.answer.reject({ kind: 'wrong_code' });
    await settle();
    actor.send({ type: 'OTP.VERIFY', code: '564738' });
    await settle();
    port.verifies[1]?.answer.resolve({ token: 'session-token-abc' });
    await settle();
    expect(actor.getSnapshot().output).toEqual({ token: 'session-token-abc' });
    expect(locks.names).toHaveLength(1);
    expect(storage.entries.has(storageKey())).toBe(true);

    // Without redaction the storage key and the lock name never show up either: the machine does
    // not hold them; nor does any context hold the code or the token.
    const unredacted = seen(raw);
    expect(unredacted).not.toContain(storageKey());
    expect(unredacted).not.toContain('+66812345678');
    const contexts = JSON.stringify(
      raw.flatMap((event) =>
        'snapshot' in event ? [(event.snapshot as { context?: unknown }).context] : [],
      ),
    );
    for (const secret of ['918273', '564738', 'session-token-abc']) expect(contexts).not.toContain(secret);

    const text = seen(events);
    expect(text).toContain('OTP.VERIFY');
    for (const secret of ['918273', '564738', 'session-token-abc', '0812345678', '812345678'])
      expect(text).not.toContain(secret);
    expect(text).toContain('REF123');
    actor.stop();
  });
});
