import type { AppMessage, PageUpdate } from '../protocol';
import type { ActorRecord, ReviewSession, Step, TabRecord } from '../session.schema';
import { emptySession } from '../session.schema';
import { StepRing, type StepRingLimits } from './step-ring';

/** Limits of what a session keeps in memory. */
export interface SessionLimits extends StepRingLimits {
  /** Most actors kept (their definitions are never dropped for steps: see {@link SessionStore}). */
  actors: number;
}

/** Defaults: 50 000 steps or 128 MB of step JSON, 10 000 actors. */
export const defaultSessionLimits: SessionLimits = {
  steps: 50_000,
  chars: 128 * 1024 * 1024,
  actors: 10_000,
};

type ActorMessage = Extract<AppMessage, { type: 'actor' }>;
type StepMessage = Extract<AppMessage, { type: 'step' }>;

/**
 * The session a review server keeps: app tabs, their actors, and the steps. Actors (with their
 * definitions) are kept apart from the bounded step buffer, so a page opened after hours of clock ticks
 * still draws every actor. Every change is told to the subscribers as a {@link PageUpdate}.
 */
export interface SessionStore {
  openTab(app: string, tab: string, url?: string, atlasApp?: string): TabRecord;
  closeTab(tabKey: string): void;
  addActor(tabKey: string, message: ActorMessage): ActorRecord;
  /** Files a step; a step of an actor never introduced gets a bare actor record first. */
  addStep(tabKey: string, message: StepMessage, size: number): Step;
  /** The actor of that key, if kept. */
  actor(actorKey: string): ActorRecord | undefined;
  /** The actor's status as of its newest snapshot (`active`, `done`, `error`, `stopped`), if kept. */
  statusOf(actorKey: string): string | undefined;
  /** The tab of that key, if kept. */
  tab(tabKey: string): TabRecord | undefined;
  setClockOffset(offsetMs: number): void;
  readonly clockOffsetMs: number;
  /** The whole session as the page and `GET /session.json` read it. */
  session(): ReviewSession;
  subscribe(listener: (update: PageUpdate) => void): () => void;
}

/** Creates an empty {@link SessionStore}. */
export function createSessionStore(
  limits: SessionLimits = defaultSessionLimits,
  now = () => Date.now(),
): SessionStore {
  const startedAt = now();
  const tabs = new Map<string, TabRecord>();
  const actors = new Map<string, ActorRecord>();
  const steps = new StepRing(limits);
  // The newest status of each actor kept: the steps that carried it may have left the ring.
  const statuses = new Map<string, string>();
  const listeners = new Set<(update: PageUpdate) => void>();
  let clockOffsetMs = 0;
  let seq = 0;

  const tell = (update: PageUpdate) => {
    for (const listener of listeners) listener(update);
  };
  const actorKey = (tabKey: string, actorId: string) => `${tabKey}/${actorId}`;

  function keep(actor: ActorRecord): ActorRecord {
    actors.delete(actor.key);
    actors.set(actor.key, actor);
    statuses.set(actor.key, actor.snapshot.status);
    // Maps iterate in insertion order: the first key is the actor introduced longest ago.
    if (actors.size > limits.actors) {
      const oldest = actors.keys().next().value as string;
      actors.delete(oldest);
      statuses.delete(oldest);
    }
    tell({ type: 'actor', actor });
    return actor;
  }

  return {
    openTab(app, tab, url, atlasApp) {
      const record: TabRecord = { key: `${app}/${tab}`, app, tab, connectedAt: now(), connected: true };
      if (url !== undefined) record.url = url;
      if (atlasApp !== undefined) record.atlasApp = atlasApp;
      tabs.set(record.key, record);
      tell({ type: 'tab', tab: record });
      return record;
    },
    closeTab(tabKey) {
      const record = tabs.get(tabKey);
      if (record === undefined || !record.connected) return;
      const closed = { ...record, connected: false };
      tabs.set(tabKey, closed);
      tell({ type: 'tab', tab: closed });
    },
    addActor(tabKey, { type: _type, actorId, parentId, at, ...described }) {
      const record: ActorRecord = {
        key: actorKey(tabKey, actorId),
        tabKey,
        actorId,
        ...described,
        startedAt: at,
      };
      if (parentId !== undefined) record.parentKey = actorKey(tabKey, parentId);
      return keep(record);
    },
    addStep(tabKey, { type: _type, actorId, sourceId, ...message }, size) {
      const key = actorKey(tabKey, actorId);
      if (!actors.has(key)) {
        keep({ key, tabKey, actorId, name: actorId, snapshot: message.snapshot, startedAt: message.at });
      }
      statuses.set(key, message.snapshot.status);
      seq += 1;
      const step: Step = { seq, actorKey: key, ...message };
      if (sourceId !== undefined) step.sourceKey = actorKey(tabKey, sourceId);
      steps.push(step, size);
      tell({ type: 'step', step });
      return step;
    },
    actor: (actorKey) => actors.get(actorKey),
    statusOf: (actorKey) => statuses.get(actorKey),
    tab: (tabKey) => tabs.get(tabKey),
    setClockOffset(offsetMs) {
      clockOffsetMs = offsetMs;
      tell({ type: 'clock', offsetMs });
    },
    get clockOffsetMs() {
      return clockOffsetMs;
    },
    session: () => ({
      ...emptySession(startedAt),
      clockOffsetMs,
      tabs: [...tabs.values()],
      actors: [...actors.values()],
      steps: steps.toArray(),
    }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
