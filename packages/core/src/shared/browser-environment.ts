import type { ConnectivityPort, FlowStorage, LockPort, VisibilityPort } from './environment-ports';

/**
 * The browser's ports, chosen by detecting the functions they call, never by `typeof window`: React
 * Native's `window` is the global object, without `addEventListener`, `document` or `navigator.onLine`.
 * Each is looked up when a machine starts, never at import or during a server render; where one is
 * missing the caller falls back to "always online", "always visible", storage in memory
 * (`defaultStorage`) or no lock.
 */

interface EventSource {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

function isEventSource(target: unknown): target is EventSource {
  return (
    typeof (target as Partial<EventSource> | undefined)?.addEventListener === 'function' &&
    typeof (target as Partial<EventSource> | undefined)?.removeEventListener === 'function'
  );
}

/**
 * The global object whose events the browser's ports listen to: `window` (which is `globalThis` in a
 * browser tab, and in React Native too, where it has no `addEventListener`), else `globalThis` (a
 * worker). `undefined` where it has no events.
 */
function globalEvents(): EventSource | undefined {
  const target = (globalThis as { window?: unknown }).window ?? globalThis;
  return isEventSource(target) ? target : undefined;
}

/** Calls `listener` on each of `types` of `target` until the returned function is called. */
function listen(target: EventSource, types: string[], listener: () => void): () => void {
  for (const type of types) target.addEventListener(type, listener);
  return () => {
    for (const type of types) target.removeEventListener(type, listener);
  };
}

/** `navigator.onLine` with the `online`/`offline` events, where the global object has events. */
export function browserConnectivity(): ConnectivityPort | undefined {
  const global = globalThis as { navigator?: { onLine?: boolean } };
  const target = globalEvents();
  if (!target) return undefined;
  // A runtime whose navigator has no `onLine` (React Native's) says nothing: online.
  const isOnline = () => global.navigator?.onLine !== false;
  return {
    isOnline,
    subscribe: (listener) => listen(target, ['online', 'offline'], () => listener(isOnline())),
  };
}

/** `document.hidden` with `visibilitychange`, where there is a document with events. */
export function browserVisibility(): VisibilityPort | undefined {
  const document = (globalThis as { document?: { hidden?: boolean } }).document;
  if (!isEventSource(document)) return undefined;
  const isVisible = () => document.hidden !== true;
  return {
    isVisible,
    subscribe: (listener) => listen(document, ['visibilitychange'], () => listener(isVisible())),
  };
}

/**
 * `localStorage`, where the runtime has one that works. Safari's private mode and blocked storage
 * throw on touching it: that reads as none.
 */
export function browserStorage(): FlowStorage | undefined {
  try {
    const storage = (globalThis as { localStorage?: Partial<FlowStorage> }).localStorage;
    return typeof storage?.getItem === 'function' ? (storage as FlowStorage) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Calls `listener` with the key of each write another tab makes to `localStorage` (`null` when it
 * cleared it), until the returned function is called; nothing where the runtime has no such events.
 */
export function onOtherTabWrites(listener: (key: string | null) => void): () => void {
  const events = globalEvents();
  if (!events) return () => undefined;
  const target = events as unknown as {
    addEventListener(type: 'storage', listener: (event: { key: string | null }) => void): void;
    removeEventListener(type: 'storage', listener: (event: { key: string | null }) => void): void;
  };
  const onStorage = (event: { key: string | null }) => listener(event.key);
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}

/**
 * `navigator.locks`, where the runtime has tabs to coordinate: a global object with events (a tab, or a
 * worker beside them), whose `storage` events {@link onOtherTabWrites} follows. Node 24 has a
 * `navigator.locks` of its own, shared by the threads of one process, but no tabs and no such events:
 * there it reads as none, as on Node 20 and 22, so what a flow does on a server or in a test runner does
 * not change with the Node version (and one call that never settles cannot queue every later one).
 */
export function browserLocks(): LockPort | undefined {
  const locks = (globalThis as { navigator?: { locks?: Partial<LockPort> } }).navigator?.locks;
  if (typeof locks?.request !== 'function' || !globalEvents()) return undefined;
  return locks as LockPort;
}
