import { describe, expect, it } from 'vitest';
import { type Redemption, safeWebViewUrl, type WebViewPolicy } from '../src';
import { getRedemptionView } from '../src/redemption';
import {
  deferred,
  everyKind,
  fakePort,
  idOf,
  openEntry,
  redemption,
  servedHistory,
  settle,
  startRedemption,
  unsafeUrls,
  usedFor,
} from './redemption.fixtures';

describe('safeWebViewUrl', () => {
  it.each(unsafeUrls)('refuses %j under the default policy', (url) => {
    expect(safeWebViewUrl(url, {})).toBeUndefined();
  });

  it('refuses a missing address', () => {
    expect(safeWebViewUrl(undefined, {})).toBeUndefined();
  });

  it.each([
    ['https://rewards.example.com/pass?id=1#top', 'https://rewards.example.com/pass?id=1#top'],
    ['HTTPS://Rewards.Example.com', 'https://rewards.example.com/'],
    ['http://localhost:5173/pass', 'http://localhost:5173/pass'],
    ['http://127.0.0.1:8787/pass', 'http://127.0.0.1:8787/pass'],
    ['http://[::1]:8787/pass', 'http://[::1]:8787/pass'],
  ])('allows %j under the default policy, normalised', (url, expected) => {
    expect(safeWebViewUrl(url, {})).toBe(expected);
  });

  const policy: WebViewPolicy = { allowedHosts: ['rewards.example.com', 'Partner.Example.NET'] };

  it.each([
    ['https://rewards.example.com/a', true],
    ['https://partner.example.net/a', true],
    ['https://www.rewards.example.com/a', false],
    ['https://rewards.example.com.evil.net/a', false],
    ['https://evil.net/?next=https://rewards.example.com', false],
    ['http://localhost/a', false],
  ])('applies allowedHosts exactly to %j (allowed: %s)', (url, allowed) => {
    expect(safeWebViewUrl(url, policy) !== undefined).toBe(allowed);
  });

  it('allows no host with an empty list', () => {
    expect(safeWebViewUrl('https://rewards.example.com/', { allowedHosts: [] })).toBeUndefined();
  });
});

describe('web views in the machine', () => {
  function webEntry(url: string | undefined): Redemption {
    return redemption({
      redeemKey: 'web',
      campaignType: 'interface',
      status: 'entitled',
      url,
      expiresAt: undefined,
    });
  }

  async function openWeb(url: string | undefined, webViewPolicy?: WebViewPolicy) {
    const entry = webEntry(url);
    const port = fakePort({ list: servedHistory([entry]), use: usedFor([entry]) });
    const actor = startRedemption(port, { webViewPolicy });
    await settle();
    const listed = getRedemptionView(actor.getSnapshot()).entries[0];
    openEntry(actor, idOf('web'));
    await settle();
    return { port, listed, view: getRedemptionView(actor.getSnapshot()) };
  }

  it.each(unsafeUrls)('never offers %j: unsafe_url, and nothing is sent', async (url) => {
    const { port, listed, view } = await openWeb(url);
    expect(listed?.display).toMatchObject({ canOpen: false, blockedBy: 'unsafeUrl' });
    expect(port.useCalls).toEqual([]);
    expect(view.opened).toEqual({
      state: 'refused',
      id: idOf('web'),
      canRetry: false,
      blockedBy: 'unsafeUrl',
      error: { kind: 'unsafe_url', params: {}, message: 'This link cannot be opened safely.' },
    });
    if (url !== '') expect(JSON.stringify(view)).not.toContain(JSON.stringify(url).slice(1, -1));
  });

  it('refuses a host outside the policy', async () => {
    const { port, view } = await openWeb('https://rewards.example.com/pass', {
      allowedHosts: ['other.example.com'],
    });
    expect(port.useCalls).toEqual([]);
    expect(view.opened).toMatchObject({ state: 'refused', error: { kind: 'unsafe_url' } });
  });

  it('opens a host the policy allows, and loopback http for development', async () => {
    const allowed = await openWeb('https://rewards.example.com/pass', {
      allowedHosts: ['rewards.example.com'],
    });
    expect(allowed.view.opened).toMatchObject({ state: 'open', detail: { kind: 'webView' } });
    const local = await openWeb('http://127.0.0.1:8787/pass');
    expect(local.view.opened).toMatchObject({
      state: 'open',
      detail: { kind: 'webView', url: 'http://127.0.0.1:8787/pass' },
    });
  });

  it('checks the address again after the use: a refresh meanwhile made it unsafe', async () => {
    let served = [everyKind.web];
    const answer = deferred<{ serverNow: number }>();
    const port = fakePort({ list: (query) => servedHistory(served)(query), use: () => answer.promise });
    const actor = startRedemption(port);
    await settle();
    openEntry(actor, idOf('web'));
    served = [{ ...everyKind.web, url: 'javascript:alert(1)' }];
    actor.send({ type: 'REDEMPTION.REFRESH' });
    await settle();
    answer.resolve({ serverNow: Date.now() });
    await settle();
    const view = getRedemptionView(actor.getSnapshot());
    expect(port.useCalls).toEqual(['web']);
    expect(view.opened).toMatchObject({ state: 'refused', canRetry: false, error: { kind: 'unsafe_url' } });
    expect(JSON.stringify(view)).not.toContain('javascript:');
  });

  it('refuses after the use when a refresh meanwhile removed the address', async () => {
    let served = [everyKind.web];
    const answer = deferred<{ serverNow: number }>();
    const port = fakePort({ list: (query) => servedHistory(served)(query), use: () => answer.promise });
    const actor = startRedemption(port);
    await settle();
    openEntry(actor, idOf('web'));
    served = [{ ...everyKind.web, url: undefined }];
    actor.send({ type: 'REDEMPTION.REFRESH' });
    await settle();
    answer.resolve({ serverNow: Date.now() });
    await settle();
    expect(getRedemptionView(actor.getSnapshot()).opened).toMatchObject({
      state: 'refused',
      blockedBy: 'noUrl',
      error: { kind: 'not_openable' },
    });
  });

  it('follows a policy changed after start: the entry is refused from then on, and nothing is reloaded', async () => {
    const port = fakePort({ list: servedHistory([everyKind.web]), use: usedFor([everyKind.web]) });
    const actor = startRedemption(port);
    await settle();
    actor.send({
      type: 'REDEMPTION.CONFIGURE',
      options: { webViewPolicy: { allowedHosts: ['other.example.com'] } },
    });
    openEntry(actor, idOf('web'));
    await settle();
    expect(port.listCalls).toHaveLength(1);
    expect(port.useCalls).toEqual([]);
    expect(getRedemptionView(actor.getSnapshot()).opened).toMatchObject({
      state: 'refused',
      blockedBy: 'unsafeUrl',
    });
  });
});

describe('URL content of a serial entry', () => {
  async function openWithContent(message: string, webViewPolicy?: WebViewPolicy) {
    const entry = redemption({ redeemKey: 'free-url', contentKind: 'url' });
    const port = fakePort({
      list: servedHistory([entry]),
      use: async () => ({ serial: 'S-1', message, contentKind: 'url' }),
    });
    const actor = startRedemption(port, { webViewPolicy });
    await settle();
    openEntry(actor, idOf('free-url'));
    await settle();
    return getRedemptionView(actor.getSnapshot());
  }

  it.each(unsafeUrls)('leaves out %j: no content, the serial still shows', async (url) => {
    const view = await openWithContent(url);
    expect(view.opened).toMatchObject({ state: 'open', detail: { kind: 'serial', serial: 'S-1' } });
    expect(view.opened).not.toHaveProperty('detail.content');
  });

  it('gives an address the policy allows, normalised, and leaves out one it does not', async () => {
    const allowed = await openWithContent('HTTPS://Rewards.Example.com/terms', {
      allowedHosts: ['rewards.example.com'],
    });
    expect(allowed.opened).toMatchObject({
      detail: { content: { kind: 'url', url: 'https://rewards.example.com/terms' } },
    });
    const refused = await openWithContent('https://rewards.example.com/terms', { allowedHosts: [] });
    expect(refused.opened).not.toHaveProperty('detail.content');
  });
});
