import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserConnectivity, browserLocks, browserVisibility } from '../src/shared/browser-environment';

/*
 * The browser's connectivity and visibility ports as the notifications machine follows them: what
 * they read at start, which events they follow, and that letting go removes every listener.
 */

afterEach(() => vi.unstubAllGlobals());

/** A tab's global object: events, and a `navigator` the test sets. */
function tab(navigator: object | undefined) {
  const window = new EventTarget();
  vi.stubGlobal('window', window);
  vi.stubGlobal('navigator', navigator);
  return window;
}

/** A document with events whose `hidden` the test sets. */
function page(hidden: boolean | undefined) {
  const document = Object.assign(new EventTarget(), { hidden });
  vi.stubGlobal('document', document);
  return document;
}

describe('browserConnectivity', () => {
  it('reads navigator.onLine: false is offline, true is online', () => {
    const navigator = { onLine: false };
    tab(navigator);
    const port = browserConnectivity();
    expect(port?.isOnline()).toBe(false);
    navigator.onLine = true;
    expect(port?.isOnline()).toBe(true);
  });

  it('is online where the navigator has no onLine, or there is no navigator (React Native)', () => {
    tab({});
    expect(browserConnectivity()?.isOnline()).toBe(true);
    tab(undefined);
    expect(browserConnectivity()?.isOnline()).toBe(true);
  });

  it("tells each 'online' and 'offline' event with the navigator's reading, until let go", () => {
    const navigator = { onLine: true };
    const window = tab(navigator);
    const heard: boolean[] = [];
    const stop = browserConnectivity()?.subscribe((online) => heard.push(online));
    navigator.onLine = false;
    window.dispatchEvent(new Event('offline'));
    navigator.onLine = true;
    window.dispatchEvent(new Event('online'));
    expect(heard).toEqual([false, true]);
    stop?.();
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    expect(heard).toEqual([false, true]);
  });
});

describe('browserVisibility', () => {
  it('reads document.hidden: true is hidden, false or missing is visible', () => {
    const document = page(true);
    const port = browserVisibility();
    expect(port?.isVisible()).toBe(false);
    document.hidden = false;
    expect(port?.isVisible()).toBe(true);
    document.hidden = undefined;
    expect(port?.isVisible()).toBe(true);
  });

  it("tells each 'visibilitychange' with the document's reading, until let go", () => {
    const document = page(false);
    const heard: boolean[] = [];
    const stop = browserVisibility()?.subscribe((visible) => heard.push(visible));
    document.hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    document.hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(heard).toEqual([false, true]);
    stop?.();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(heard).toEqual([false, true]);
  });

  it('is none where the document has no events (a server, React Native)', () => {
    vi.stubGlobal('document', { hidden: false });
    expect(browserVisibility()).toBeUndefined();
  });
});

describe('a global object or document with half the event methods', () => {
  it('counts as none: a port could listen but never let go, or let go of what it never heard', () => {
    vi.stubGlobal('window', { addEventListener: () => undefined });
    vi.stubGlobal('document', { hidden: false, addEventListener: () => undefined });
    expect(browserConnectivity()).toBeUndefined();
    expect(browserVisibility()).toBeUndefined();
    vi.stubGlobal('window', { removeEventListener: () => undefined });
    vi.stubGlobal('document', { hidden: false, removeEventListener: () => undefined });
    expect(browserConnectivity()).toBeUndefined();
    expect(browserVisibility()).toBeUndefined();
  });
});

describe('browserLocks', () => {
  it('is navigator.locks in a tab, and none where it cannot request a lock or there are no tabs', () => {
    const locks = { request: () => Promise.resolve() };
    tab({ locks });
    expect(browserLocks()).toBe(locks);
    tab({ locks: {} });
    expect(browserLocks()).toBeUndefined();
    vi.stubGlobal('window', {});
    vi.stubGlobal('navigator', { locks });
    expect(browserLocks()).toBeUndefined();
  });
});
