import { createLoyaltyClient } from '@loyalty-flows/client';
import { startSandbox, type TestSandbox } from '@loyalty-flows/test-utils';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createRedemptionMachine, getRedemptionView, type RedemptionView } from '../src/redemption';
import { loadedHistory, openEntry } from './redemption.fixtures';

/**
 * The environment's web-page opener (LINE's `liff.openWindow` in a LIFF app), with the real client
 * against the real sandbox: it receives a used Interface entry's page once per open, never a serial
 * entry's, and never again when an opened snapshot is restored.
 */
describe('redemption machine with a web-page opener', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  beforeEach(() => sandbox.reset());
  afterAll(() => sandbox.close());

  function environment() {
    const opened: string[] = [];
    const client = createLoyaltyClient({ baseURL: sandbox.url, ...sandbox.credentials });
    return { opened, env: { client, openWebPage: (url: string) => opened.push(url) } };
  }

  function openable(view: RedemptionView, campaignType: string) {
    const entry = view.entries.find((item) => item.campaignType === campaignType && item.display.canOpen);
    if (!entry) throw new Error(`the sandbox seed has no openable ${campaignType} entry`);
    return entry;
  }

  it("hands a used Interface entry's page to the opener once, and the view still names it", async () => {
    const { opened, env } = environment();
    const actor = await loadedHistory(env);
    const web = openable(getRedemptionView(actor.getSnapshot()), 'interface');
    openEntry(actor, web.id);
    await waitFor(actor, (snapshot) => getRedemptionView(snapshot).opened?.state === 'open');
    const view = getRedemptionView(actor.getSnapshot()).opened;
    if (view?.state !== 'open' || view.detail.kind !== 'webView') throw new Error('no web view');
    expect(opened).toEqual([view.detail.url]);
    expect(view.detail.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/__sandbox\/pages\//);
    expect(await sandbox.requests('redeem.use')).toHaveLength(1);

    // Opening it again while it is open changes nothing; a restored snapshot does not open it again.
    openEntry(actor, web.id);
    expect(opened).toHaveLength(1);
    const stored = JSON.stringify(actor.getPersistedSnapshot());
    actor.stop();

    const again = environment();
    const restored = createActor(createRedemptionMachine(again.env), {
      snapshot: JSON.parse(stored),
    }).start();
    expect(getRedemptionView(restored.getSnapshot()).opened).toMatchObject({ state: 'open' });
    expect(again.opened).toEqual([]);
    restored.stop();
  });

  it('leaves serial entries to the app: the opener is not called', async () => {
    const { opened, env } = environment();
    const actor = await loadedHistory(env);
    const deal = openable(getRedemptionView(actor.getSnapshot()), 'deal');
    openEntry(actor, deal.id);
    await waitFor(actor, (snapshot) => getRedemptionView(snapshot).opened?.state === 'open');
    expect(getRedemptionView(actor.getSnapshot()).opened).toMatchObject({ detail: { kind: 'serial' } });
    expect(opened).toEqual([]);
    actor.stop();
  });

  it('without an opener, a web entry opens as before: a webView detail for the app to show', async () => {
    const client = createLoyaltyClient({ baseURL: sandbox.url, ...sandbox.credentials });
    const actor = createActor(createRedemptionMachine({ client }), { input: { pageSize: 100 } }).start();
    await waitFor(actor, (snapshot) => ['end', 'ready'].includes(getRedemptionView(snapshot).listState));
    const web = openable(getRedemptionView(actor.getSnapshot()), 'interface');
    openEntry(actor, web.id);
    await waitFor(actor, (snapshot) => getRedemptionView(snapshot).opened?.state === 'open');
    expect(getRedemptionView(actor.getSnapshot()).opened).toMatchObject({ detail: { kind: 'webView' } });
    actor.stop();
  });
});
