import { secretsIn } from '@loyalty-flows/test-utils';
import { describe, expect, it } from 'vitest';
import { createActor, type InspectionEvent } from 'xstate';
import { createRedactingInspector, redactSecrets } from '../src/inspect';
import { createOtpMachine } from '../src/otp';
import { createRedemptionMachine } from '../src/redemption';
import { settle } from './async-helpers';
import { fakeOtpPort, phone } from './otp.fixtures';
import {
  everyKind,
  fakePort,
  idOf,
  openEntry,
  redeemKeys,
  servedHistory,
  serverNow,
} from './redemption.fixtures';

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

describe('redacting inspector', () => {
  it('shows the OTP flow without the code or the token, while the machine uses both', async () => {
    const events: InspectionEvent[] = [];
    const port = fakeOtpPort();
    const actor = createActor(createOtpMachine({ client: port.client }), {
      input: { contact: phone },
      inspect: createRedactingInspector((event) => events.push(event)),
    }).start();
    actor.send({ type: 'OTP.REQUEST' });
    port.requests[0]?.answer.resolve({ refCode: 'REF123', expiresAt: Date.now() + 180_000 });
    await settle();
    actor.send({ type: 'OTP.VERIFY', code: '918273' });
    port.verifies[0]?.answer.reject({ kind: 'wrong_code' });
    await settle();
    actor.send({ type: 'OTP.VERIFY', code: '564738' });
    port.verifies[1]?.answer.resolve({ token: 'session-token-abc' });
    await settle();

    expect(port.verifies.map((call) => call.input.otp)).toEqual(['918273', '564738']);
    expect(actor.getSnapshot().output).toEqual({ token: 'session-token-abc' });
    const text = seen(events);
    expect(text).toContain('OTP.VERIFY');
    expect(text).toContain('[redacted]');
    expect(secretsIn(text, ['918273', '564738', 'session-token-abc'])).toEqual([]);
    // The reference code is shown to the user beside the input: not a secret.
    expect(text).toContain('REF123');
  });

  it('shows an opened redemption without its serial, also where a message quotes it', async () => {
    const events: InspectionEvent[] = [];
    const port = fakePort({
      list: servedHistory([everyKind.free]),
      use: async () => ({ serial: 'SERIAL-XYZ-1', message: 'Show SERIAL-XYZ-1 at the counter', serverNow }),
    });
    // The fixtures' keys, so `idOf` names the entry this machine lists.
    const actor = createActor(createRedemptionMachine({ client: port.client, redeemKeys }), {
      input: {},
      inspect: createRedactingInspector((event) => events.push(event)),
    }).start();
    await settle();
    openEntry(actor, idOf(everyKind.free.redeemKey));
    await settle();
    expect(actor.getSnapshot().context.opened?.detail).toMatchObject({
      kind: 'serial',
      serial: 'SERIAL-XYZ-1',
    });
    const text = seen(events);
    expect(text).toContain('REDEMPTION.OPEN');
    expect(text).not.toContain('SERIAL-XYZ-1');
  });

  it('redacts nested fields case-insensitively, scrubs quoted copies and keeps cycles', () => {
    const value: Record<string, unknown> = {
      headers: { Authorization: 'token abcdef', 'Ocp-Apim-Subscription-Key': 'key-123456' },
      raw: { Serial: 'S-998877', PrivilegeMessage: 'Code S-998877' },
      subscriptionKey: 'key-123456',
      status: 409,
      code: 409,
    };
    value.self = value;
    const clean = redactSecrets(value) as Record<string, unknown>;
    expect(JSON.stringify({ ...clean, self: undefined })).not.toMatch(/S-998877|key-123456/);
    expect(clean.code).toBe(409);
    expect(clean.self).toBe(clean);
    expect(redactSecrets({ note: 'token abcdef' }, ['abcdef'])).toEqual({ note: 'token [redacted]' });
  });

  it('masks contact numbers and e-mail addresses, and the serial part of redeem keys, wherever they are quoted', () => {
    const value = {
      contact: { contactNumber: '0812345678' },
      email: 'somchai@example.com',
      redeemKey: '20008_SBXDH7FEZRH',
      note: 'sent to 0812345678 for 20008_SBXDH7FEZRH (serial SBXDH7FEZRH)',
      campaignKey: 'plain_key',
    };
    expect(redactSecrets(value)).toEqual({
      contact: { contactNumber: '******5678' },
      email: 's***@example.com',
      redeemKey: '20008_[redacted]',
      note: 'sent to ******5678 for 20008_[redacted] (serial [redacted])',
      campaignKey: 'plain_key',
    });
    expect(redactSecrets({ redeemKey: 'opaque-key' })).toEqual({ redeemKey: 'opaque-key' });
    expect(redactSecrets({ redeemKey: 'ends_' })).toEqual({ redeemKey: 'ends_' });
  });

  it('keeps arrays, empty fields and short values, turns functions into a mark, and replaces longer secrets first', () => {
    const value = {
      list: [{ serial: 'SERIAL-1234' }, 'plain'],
      token: '',
      code: '12',
      note: 'codes 12 and SERIAL-1234-B and SERIAL-1234',
      send: () => undefined,
      extra: { serial: 'SERIAL-1234-B' },
    };
    expect(redactSecrets(value)).toEqual({
      list: [{ serial: '[redacted]' }, 'plain'],
      token: '',
      code: '[redacted]',
      note: 'codes 12 and [redacted] and [redacted]',
      send: '[function]',
      extra: { serial: '[redacted]' },
    });
    expect(Array.isArray(redactSecrets([1, 2]))).toBe(true);
    expect(redactSecrets(['a'])).toEqual(['a']);
    expect(redactSecrets({ note: 'pin 4321' }, ['4321'])).toEqual({ note: 'pin [redacted]' });
    expect(redactSecrets({ note: 'pin 321' }, ['321'])).toEqual({ note: 'pin 321' });
  });
});

describe('redacting inspector, event by event', () => {
  /** A live actor as the inspector meets it: ids, methods, and a snapshot read on demand. */
  function liveActor(context: Record<string, unknown>) {
    return {
      sessionId: 'x:1',
      send(event: unknown) {
        this.sent.push(event);
      },
      sent: [] as unknown[],
      getSnapshot: () => ({ status: 'active', value: 'waiting', context }),
    };
  }

  function inspectOnce(events: Array<Record<string, unknown>>) {
    const seen: Array<Record<string, unknown>> = [];
    const inspect = createRedactingInspector((event) =>
      seen.push(event as unknown as Record<string, unknown>),
    );
    for (const event of events) inspect(event as unknown as InspectionEvent);
    return seen;
  }

  it("reads secrets from the named actor's snapshot and scrubs them from later events", () => {
    const actorRef = liveActor({ code: '918273', contact: { contactNumber: '0812345678' } });
    const [, later] = inspectOnce([
      { type: '@xstate.actor', actorRef },
      { type: '@xstate.event', actorRef, event: { type: 'NOTE', note: 'code 918273 to 0812345678' } },
    ]);
    expect(later?.event).toEqual({ type: 'NOTE', note: 'code [redacted] to ******5678' });
  });

  it('hands the inspector the same actor, with its snapshot redacted and its methods working', () => {
    const actorRef = liveActor({ token: 'session-token-abc', attempts: 3 });
    const [seen] = inspectOnce([{ type: '@xstate.actor', actorRef, sourceRef: undefined }]);
    const shown = seen?.actorRef as ReturnType<typeof liveActor>;
    expect(shown.sessionId).toBe('x:1');
    expect(shown.getSnapshot()).toEqual({
      status: 'active',
      value: 'waiting',
      context: { token: '[redacted]', attempts: 3 },
    });
    shown.send({ type: 'PING' });
    expect(actorRef.sent).toEqual([{ type: 'PING' }]);
    expect(seen?.sourceRef).toBeUndefined();
    expect(actorRef.getSnapshot().context.token).toBe('session-token-abc');
  });

  it("keeps a snapshot's own fields and methods, redacting only its data", () => {
    const matches = () => true;
    const [seen] = inspectOnce([
      { type: '@xstate.snapshot', snapshot: { value: 'open', matches, context: { serial: 'SERIAL-1234' } } },
    ]);
    expect(seen?.snapshot).toEqual({
      value: 'open',
      matches,
      context: { serial: '[redacted]' },
      output: undefined,
      input: undefined,
      error: undefined,
    });
  });

  it('takes an observer, with or without `next`', () => {
    const seen: string[] = [];
    createRedactingInspector({ next: (event) => seen.push(event.type) })({
      type: '@xstate.event',
    } as InspectionEvent);
    expect(seen).toEqual(['@xstate.event']);
    expect(() => createRedactingInspector({})({ type: '@xstate.event' } as InspectionEvent)).not.toThrow();
  });
});
