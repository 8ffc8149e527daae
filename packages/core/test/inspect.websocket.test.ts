import { createServer } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import { createLoyaltyClient } from '@loyalty-flows/client';
import { secretsIn, startSandbox, type TestSandbox } from '@loyalty-flows/test-utils';
import { createWebSocketInspector, createWebSocketReceiver } from '@statelyai/inspect';
import { createInspectorServer } from '@statelyai/inspect/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, waitFor } from 'xstate';
import { createRedactingInspector } from '../src/inspect';
import { createOtpMachine } from '../src/otp';
import { createRedemptionMachine, getRedemptionView } from '../src/redemption';
import { memoryStorage } from './otp.fixtures';
import { openEntry } from './redemption.fixtures';

/*
 * What a reviewer's inspector receives: the machines report through the Stately WebSocket inspector
 * (the one the offline recipe in docs/inspector.md uses) to its inspector server, and a second
 * connection reads what the server relays, as the inspector page would. The flows run with the real
 * client against the real sandbox, so every secret is a real one.
 */

const phone = '0812345678';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

describe('the Stately WebSocket inspector, through the redacting inspector', () => {
  let sandbox: TestSandbox;
  let server: { stop(): void };
  let url: string;
  const received: string[] = [];

  /** Whether the server has relayed a snapshot of `actor` in its present state. */
  function relayedFinalState(actor: AnyActorRef): boolean {
    const value = actor.getSnapshot().value;
    return received.some((text) => {
      const message = JSON.parse(text) as { sessionId?: string; snapshot?: { value?: unknown } };
      return message.sessionId === actor.sessionId && isDeepStrictEqual(message.snapshot?.value, value);
    });
  }

  beforeAll(async () => {
    sandbox = await startSandbox();
    const port = await freePort();
    server = createInspectorServer({ port, autoOpen: false });
    url = `ws://127.0.0.1:${port}`;
    createWebSocketReceiver({ server: url }).subscribe((event) => received.push(JSON.stringify(event)));
  });
  afterAll(async () => {
    server.stop();
    await sandbox.close();
  });

  /** Runs `flow` with a WebSocket inspector and waits until the server has relayed its final state. */
  async function inspected(
    flow: (inspect: ReturnType<typeof createRedactingInspector>) => Promise<AnyActorRef>,
  ) {
    const inspector = createWebSocketInspector({ url });
    try {
      const actor = await flow(createRedactingInspector(inspector.inspect));
      await expect.poll(() => relayedFinalState(actor), { timeout: 10_000 }).toBe(true);
      actor.stop();
      return received.join('\n');
    } finally {
      inspector.stop();
    }
  }

  it('shows a whole OTP login without the code, the token, the keys or the phone number', async () => {
    const client = createLoyaltyClient({ baseURL: sandbox.url, ...sandbox.credentials });
    let code = '';
    let token = '';
    const text = await inspected(async (inspect) => {
      // With storage: the stored record's key and the cross-tab lock's name derive from the number.
      const actor = createActor(createOtpMachine({ client, storage: memoryStorage() }), {
        input: { contact: { contactNumber: phone } },
        inspect,
      });
      actor.start();
      actor.send({ type: 'OTP.REQUEST' });
      await waitFor(actor, (snapshot) => snapshot.matches('sent'));
      code = await sandbox.lastCode(phone);
      actor.send({ type: 'OTP.VERIFY', code });
      const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
      token = done.output?.token ?? '';
      return actor;
    });

    expect(code).toMatch(/^\d{6}$/);
    expect(token.length).toBeGreaterThan(8);
    for (const secret of [
      code,
      token,
      sandbox.credentials.subscriptionKey,
      sandbox.credentials.token,
      phone,
      // The number in any spelling: its canonical E.164 form, its digits after the trunk prefix.
      '+66812345678',
      phone.slice(1),
    ]) {
      expect(secretsIn(text, [secret])).toEqual([]);
    }
    // What the reviewer does see: the events, the states, the masked number and the reference code.
    expect(text).toContain('OTP.VERIFY');
    expect(text).toContain('cooldown');
    expect(text).toContain('******5678');
    expect(text).toContain('[redacted]');
  });

  it('shows a redemption opened without any serial, in the list or in the opened entry', async () => {
    const client = createLoyaltyClient({ baseURL: sandbox.url, ...sandbox.credentials });
    const serials = new Set<string>();
    const text = await inspected(async (inspect) => {
      const actor = createActor(createRedemptionMachine({ client }), { input: {}, inspect });
      actor.start();
      await waitFor(actor, (snapshot) => getRedemptionView(snapshot).listState !== 'loading');
      const ready = getRedemptionView(actor.getSnapshot()).entries.find(
        (entry) => entry.display.showsCodeButton && entry.display.canOpen,
      );
      if (!ready) throw new Error('The sandbox seed has no ready voucher with a serial.');
      openEntry(actor, ready.id);
      const opened = await waitFor(actor, (snapshot) => getRedemptionView(snapshot).opened?.state === 'open');
      const detail = opened.context.opened?.detail;
      if (detail?.kind !== 'serial' || !detail.serial) throw new Error('The opened voucher shows no serial.');
      serials.add(detail.serial);
      return actor;
    });

    // Every serial of the page the machine loaded, as the service gives them (the redeem keys embed them too).
    const page = await client.redemptions.list({ skip: 0, top: 25, config: 'purchase', byConfig: true });
    for (const entry of page) if (entry.serial) serials.add(entry.serial);
    expect(serials.size).toBeGreaterThan(10);
    for (const serial of serials) expect(text).not.toContain(serial);
    // The redeem keys (`campaignId_serial`) stay with the machine's environment: events carry ids.
    for (const { redeemKey } of page) expect(text).not.toContain(redeemKey);
    expect(text).toContain('REDEMPTION.OPEN');
    expect(text).toContain('[redacted]');
  });
});
