import { createLoyaltyClient } from '@loyalty-flows/client';
import { startSandbox, type TestSandbox } from '@loyalty-flows/test-utils';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createRedemptionMachine, getRedemptionView, type RedemptionView } from '../src/redemption';
import { loadedHistory, openEntry } from './redemption.fixtures';

/**
 * The factory-made redemption machine with the real client against the real sandbox over loopback,
 * persisted as an app persists it: through JSON.
 */
describe('redemption machine with the client and the sandbox', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  beforeEach(() => sandbox.reset());
  afterAll(() => sandbox.close());

  /** The environment: the real client, and a clock the test can move forward. */
  function environment() {
    const clock = { offsetMs: 0 };
    const client = createLoyaltyClient({ baseURL: sandbox.url, ...sandbox.credentials });
    return { clock, env: { client, now: () => Date.now() + clock.offsetMs } };
  }

  function entryNamed(view: RedemptionView, status: string, campaignType?: string, name?: RegExp) {
    const entry = view.entries.find(
      (candidate) =>
        candidate.status === status &&
        (!campaignType || candidate.campaignType === campaignType) &&
        (!name || name.test(candidate.name)),
    );
    if (!entry) throw new Error(`the sandbox seed has no ${status} ${campaignType ?? ''} entry`);
    return entry;
  }

  it('keeps every listed serial and redeem key out of the persisted snapshot until that voucher is opened', async () => {
    const { env } = environment();
    const page = await env.client.redemptions.list({ skip: 0, top: 100, config: 'purchase', byConfig: true });
    const secrets = page.flatMap(({ redeemKey, serial }) => (serial ? [redeemKey, serial] : [redeemKey]));
    // Real-shaped keys (`campaignId_serial`): a test with keys that hold no serial could not fail.
    expect(
      page.filter(({ redeemKey, serial }) => serial && redeemKey.endsWith(`_${serial}`)).length,
    ).toBeGreaterThan(5);
    const actor = await loadedHistory(env);
    const persisted = () => JSON.stringify(actor.getPersistedSnapshot());
    const viewed = () => JSON.stringify(getRedemptionView(actor.getSnapshot()));
    for (const secret of secrets) {
      expect(persisted()).not.toContain(secret);
      expect(viewed()).not.toContain(secret);
    }

    const ready = entryNamed(getRedemptionView(actor.getSnapshot()), 'ready', 'deal');
    openEntry(actor, ready.id);
    const opened = await waitFor(actor, (snapshot) => getRedemptionView(snapshot).opened?.state === 'open');
    const detail = opened.context.opened?.detail;
    if (detail?.kind !== 'serial' || !detail.serial) throw new Error('the opened voucher shows no serial');
    const shown = detail.serial;
    expect(persisted()).toContain(shown);
    for (const secret of secrets.filter((secret) => !secret.includes(shown)))
      expect(persisted()).not.toContain(secret);
    actor.stop();
  });

  it('opens nothing for an id another machine gave: not_found, and no request', async () => {
    const { env } = environment();
    const first = await loadedHistory(env);
    const stored = JSON.parse(JSON.stringify(first.getPersistedSnapshot()));
    const ready = entryNamed(getRedemptionView(first.getSnapshot()), 'ready', 'deal');
    first.stop();
    const elsewhere = createActor(createRedemptionMachine(environment().env), { snapshot: stored }).start();
    openEntry(elsewhere, ready.id);
    const failed = await waitFor(
      elsewhere,
      (snapshot) => getRedemptionView(snapshot).opened?.state === 'failed',
    );
    expect(getRedemptionView(failed).opened).toMatchObject({ state: 'failed', error: { kind: 'not_found' } });
    expect(await sandbox.requests('redeem.use')).toHaveLength(0);
    elsewhere.stop();
  });

  it('restores a loaded history from JSON into a new factory-made machine without asking again', async () => {
    const { env } = environment();
    const first = await loadedHistory(env);
    const before = getRedemptionView(first.getSnapshot());
    const stored = JSON.stringify(first.getPersistedSnapshot());
    first.stop();
    expect(await sandbox.requests('redeem.list')).toHaveLength(1);

    const restored = createActor(createRedemptionMachine(environment().env), {
      snapshot: JSON.parse(stored),
    }).start();
    expect(getRedemptionView(restored.getSnapshot())).toEqual(before);
    expect(await sandbox.requests('redeem.list')).toHaveLength(1);
    restored.stop();
  });

  it('restores an opened entry with its countdown recomputed from the absolute deadline, never using it again', async () => {
    const { clock, env } = environment();
    const actor = await loadedHistory(env);
    const ready = entryNamed(getRedemptionView(actor.getSnapshot()), 'ready', 'deal');
    openEntry(actor, ready.id);
    await waitFor(actor, (snapshot) => getRedemptionView(snapshot).opened?.state === 'open');
    const opened = getRedemptionView(actor.getSnapshot()).opened;
    if (opened?.state !== 'open') throw new Error('not open');
    const leftAtOpen = opened.detail.expiresInMs ?? 0;
    expect(leftAtOpen).toBeGreaterThan(60_000);
    const stored = JSON.stringify(actor.getPersistedSnapshot());
    actor.stop();

    // The app comes back 30 s later.
    const later = environment();
    later.clock.offsetMs = clock.offsetMs + 30_000;
    const restored = createActor(createRedemptionMachine(later.env), {
      snapshot: JSON.parse(stored),
    }).start();
    const view = getRedemptionView(restored.getSnapshot()).opened;
    expect(view).toMatchObject({ state: 'open', id: ready.id, detail: { kind: 'serial' } });
    const left = view?.state === 'open' ? (view.detail.expiresInMs ?? 0) : 0;
    expect(left).toBeLessThanOrEqual(leftAtOpen - 29_000);
    expect(left).toBeGreaterThan(leftAtOpen - 32_000);
    expect(await sandbox.requests('redeem.use')).toHaveLength(1);

    // Past the deadline, a restore expires the entry at once.
    later.clock.offsetMs += leftAtOpen;
    const expired = createActor(createRedemptionMachine(later.env), { snapshot: JSON.parse(stored) }).start();
    expect(getRedemptionView(expired.getSnapshot()).opened).toEqual({
      state: 'expired',
      id: ready.id,
    });
    expect(await sandbox.requests('redeem.use')).toHaveLength(1);
    restored.stop();
    expired.stop();
  });

  it('counts down from its arrival on the provided clock when the use answer has no CurrentDate', async () => {
    const { clock, env } = environment();
    clock.offsetMs = -3_600_000; // the provided clock is an hour behind the device's and the service's
    const actor = await loadedHistory(env);
    // The seed's Code 128 wallet-card Free voucher whose use answer has no `CurrentDate`.
    const popcorn = entryNamed(
      getRedemptionView(actor.getSnapshot()),
      'ready',
      'free',
      /คูปองช้อปออนไลน์|บัตรของขวัญ/,
    );
    openEntry(actor, popcorn.id);
    await waitFor(actor, (snapshot) => getRedemptionView(snapshot).opened?.state !== 'using');
    const opened = getRedemptionView(actor.getSnapshot()).opened;
    expect(opened).toMatchObject({
      state: 'open',
      detail: { kind: 'serial', serial: expect.any(String), symbology: 'code128' },
    });
    const left = opened?.state === 'open' ? opened.detail.expiresInMs : undefined;
    // The seed's windows are 10, 15 or 30 minutes after use.
    expect(left).toBeGreaterThan(9 * 60_000);
    expect(left).toBeLessThanOrEqual(30 * 60_000);
    actor.stop();
  });

  it('shows parcels with their tracking number and expired Interface and Draw entries as expired, none openable', async () => {
    const actor = await loadedHistory(environment().env);
    const view = getRedemptionView(actor.getSnapshot());
    for (const status of ['shipped', 'delivered'] as const) {
      const parcel = entryNamed(view, status);
      expect(parcel.trackingNumber).toMatch(/^EF\d{9}TH$/);
      expect(parcel.display).toMatchObject({ canOpen: false, blockedBy: 'parcel', statusLabel: status });
    }
    for (const campaignType of ['interface', 'draw'] as const) {
      expect(entryNamed(view, 'expired', campaignType).display).toMatchObject({
        canOpen: false,
        blockedBy: 'expired',
      });
    }
    const parcel = entryNamed(view, 'shipped');
    openEntry(actor, parcel.id);
    expect(getRedemptionView(actor.getSnapshot()).opened).toMatchObject({
      state: 'refused',
      blockedBy: 'parcel',
    });
    expect(await sandbox.requests('redeem.use')).toHaveLength(0);
    actor.stop();
  });
});
