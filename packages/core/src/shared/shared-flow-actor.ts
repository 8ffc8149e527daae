import type { Actor } from 'xstate';
import { defaultStorage } from './default-storage';
import type { FlowStorage } from './environment-ports';
import type { AnyFlowDefinition, FlowOptions, FlowSettings } from './flow';
import { createFlowActor } from './flow-actor';

/**
 * One actor of a flow that every consumer of an app shares (a nav badge and the inbox page): it starts
 * when the first consumer acquires it and stops after the last one released it, and `reset()`
 * replaces it with a fresh one for the next user. Make one per app instance (the provider or plugin
 * does), never at module level: under server rendering each request has its own.
 */
export interface SharedFlowActor<TFlow extends AnyFlowDefinition> {
  /** The actor consumers subscribe to now: a new one after each `reset()`. */
  getActor(): Actor<ReturnType<TFlow['createMachine']>>;
  /**
   * Calls `listener` after `reset()` replaced the actor, until the returned function is called (the
   * shape `useSyncExternalStore` and a Vue `shallowRef` watcher take).
   */
  subscribe(listener: () => void): () => void;
  /**
   * A consumer mounted: the first acquire starts the actor. Returns the release (calling it again does
   * nothing). The last release stops the actor a timer turn later, unless a consumer acquires it in
   * between: a StrictMode unmount and remount keeps it running.
   */
  acquire(): () => void;
  /**
   * For sign-out and the client's `onUnauthorized`: stops the actor, forgets its list and queued reads
   * (the stored ones too, and writes of the old actor that land later are dropped), and puts a fresh
   * actor in its place, started if consumers hold it. Nothing of one user reaches the next.
   */
  reset(): void;
}

/** A consumer's storage for one actor: once the actor is retired, it reads nothing and writes nothing. */
function fencedStorage(storage: FlowStorage, fence: { open: boolean }): FlowStorage {
  return {
    getItem: (key) => (fence.open ? storage.getItem(key) : null),
    setItem: (key, value) => (fence.open ? storage.setItem(key, value) : undefined),
    removeItem: (key) => (fence.open ? storage.removeItem(key) : undefined),
  };
}

/**
 * The shared actor of `flow` for one app instance, built like `createFlowActor(flow, settings,
 * options)`; the flow's `forget` erases what it stored for the user on `reset()`.
 *
 * @example
 * const inbox = createSharedFlowActor(notificationsFlow, { client }, { pollIntervalMs: 60_000 });
 * const release = inbox.acquire(); // on mount
 * release(); // on unmount
 * inbox.reset(); // on sign-out
 */
export function createSharedFlowActor<TFlow extends AnyFlowDefinition>(
  flow: TFlow,
  settings: FlowSettings,
  options: FlowOptions<TFlow>,
): SharedFlowActor<TFlow> {
  // One storage for every actor it makes: the given one, else the default (`defaultStorage`).
  const storage = settings.storage ?? defaultStorage();
  const listeners = new Set<() => void>();
  let fence = { open: true };
  const make = () => {
    fence = { open: true };
    return createFlowActor(flow, { ...settings, storage: fencedStorage(storage, fence) }, options);
  };
  let actor = make();
  let users = 0;
  let stopTimer: ReturnType<typeof setTimeout> | undefined;

  const forgetStored = () => {
    if (!flow.forget) return;
    try {
      // Issued before the fresh actor reads storage; an asynchronous storage keeps that order.
      Promise.resolve(flow.forget(storage)).catch(() => undefined);
    } catch {
      // A storage that refuses (private mode, quota): nothing was kept to forget.
    }
  };

  return {
    getActor: () => actor,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    acquire() {
      users += 1;
      clearTimeout(stopTimer);
      actor.start();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        users -= 1;
        if (users > 0) return;
        const stopping = actor;
        stopTimer = setTimeout(() => {
          if (users === 0) stopping.stop();
        });
      };
    },
    reset() {
      clearTimeout(stopTimer);
      fence.open = false;
      actor.stop();
      forgetStored();
      actor = make();
      if (users > 0) actor.start();
      for (const listener of [...listeners]) listener();
    },
  };
}
