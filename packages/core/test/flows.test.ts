import { describe, expect, it } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { createFlowActor, type LoyaltyPort } from '../src';
import { createRedactingInspector, type RedactingInspector } from '../src/inspect';
import { notificationsFlow } from '../src/notifications';
import { otpFlow } from '../src/otp';
import { redemptionFlow } from '../src/redemption';
import { fakeOtpPort, memoryStorage } from './otp.fixtures';

const client = { otp: {}, redemptions: {}, notifications: {} } as unknown as LoyaltyPort;

describe('createFlowActor', () => {
  it("builds the flow's machine for the settings and its input from the options, and redacts what the inspector sees", () => {
    const port = fakeOtpPort();
    const seen: InspectionEvent[] = [];
    const actor = createFlowActor(
      otpFlow,
      {
        client: { ...client, ...port.client },
        storage: memoryStorage(),
        inspect: createRedactingInspector((event) => seen.push(event)),
      },
      { contact: { contactNumber: '0812345678' } },
    );
    actor.start();
    actor.send({ type: 'OTP.REQUEST' });
    expect(port.requests).toHaveLength(1);
    const contacts = seen.flatMap((event) =>
      event.type === '@xstate.snapshot'
        ? [(event.snapshot as { context?: { contact?: unknown } }).context?.contact]
        : [],
    );
    expect(contacts.filter(Boolean)).toContainEqual({ contactNumber: '******5678' });
    expect(JSON.stringify(contacts)).not.toContain('0812345678');
    actor.stop();
  });

  it('refuses a plain inspector, which would see secrets, with a TypeError that names the fix', () => {
    const plain = (() => {}) as unknown as RedactingInspector;
    const create = () =>
      createFlowActor(otpFlow, { client, inspect: plain }, { contact: { contactNumber: '0812345678' } });
    expect(create).toThrow(TypeError);
    expect(create).toThrow(/createRedactingInspector\(\) of @loyalty-flows\/core\/inspect/);
  });

  it('runs without an inspector', () => {
    const port = fakeOtpPort();
    const actor = createFlowActor(
      otpFlow,
      { client: { ...client, ...port.client } },
      { contact: { contactNumber: '0812345678' } },
    );
    expect(actor.start().getSnapshot().value).toEqual({ idle: 'ready' });
    actor.stop();
  });
});

describe('flow definitions', () => {
  it('give every flow plain-data input: it survives JSON', () => {
    const inputs = [
      otpFlow.input({ contact: { contactNumber: '0812345678' }, resendCooldownMs: 30_000 }),
      redemptionFlow.input({ pageSize: 5 }),
      notificationsFlow.input({ mode: 'new' }),
    ];
    for (const input of inputs) expect(JSON.parse(JSON.stringify(input))).toEqual(input);
  });
});
