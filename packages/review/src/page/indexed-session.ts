import type { PageUpdate } from '../protocol';
import type { ActorRecord, ReviewSession, SnapshotData, Step, TabRecord } from '../session.schema';
import { emptySession } from '../session.schema';

/**
 * The page's copy of a review session, kept up to date from the server's `PageUpdate`s or loaded from a
 * file. No DOM, no network: the page's views read it through the selectors below.
 */

/** A session with each actor's steps indexed, so selecting an actor's steps stays cheap at 20 000 steps. */
export interface IndexedSession {
  readonly session: ReviewSession;
  /** Steps per actor key, in `seq` order. */
  readonly stepsByActor: ReadonlyMap<string, readonly Step[]>;
  /** Bumped on every change, so views redraw only when something changed. */
  readonly revision: number;
}

/** A store holding an empty session (what a page shows before the server's first message). */
export function emptyIndexedSession(): IndexedSession {
  return indexSession(emptySession());
}

/** A store over a whole session (the server's first message, or a loaded file). */
export function indexSession(session: ReviewSession): IndexedSession {
  const steps = [...session.steps].sort((a, b) => a.seq - b.seq);
  const stepsByActor = new Map<string, Step[]>();
  for (const step of steps) appendTo(stepsByActor, step);
  return { session: { ...session, steps }, stepsByActor, revision: 0 };
}

/**
 * The store after one server message. Steps are appended to the arrays the store already holds (a new
 * store object, the same arrays): copying 20 000 steps per arriving step would make a long session quadratic.
 * A step whose `seq` is not past the last one is a repeat after a reconnection and is ignored.
 */
export function applyUpdate(store: IndexedSession, update: PageUpdate): IndexedSession {
  const revision = store.revision + 1;
  const withSession = (change: Partial<ReviewSession>): IndexedSession => ({
    ...store,
    session: { ...store.session, ...change },
    revision,
  });
  switch (update.type) {
    case 'session':
      return { ...indexSession(update.session), revision };
    case 'tab':
      return withSession({ tabs: upsert(store.session.tabs, update.tab) });
    case 'actor':
      return withSession({ actors: upsert(store.session.actors, update.actor) });
    case 'clock':
      return withSession({ clockOffsetMs: update.offsetMs });
    case 'step':
      return withStep(store, update.step);
    case 'sandbox':
    case 'connectivity':
      // Not part of the session: the page machine keeps them for the controls.
      return store;
  }
}

function withStep(store: IndexedSession, step: Step): IndexedSession {
  const steps = store.session.steps as Step[];
  const last = steps[steps.length - 1];
  if (last && step.seq <= last.seq) return store;
  steps.push(step);
  appendTo(store.stepsByActor as Map<string, Step[]>, step);
  return { ...store, revision: store.revision + 1 };
}

/** One actor's steps, in order (empty for an actor with none). */
export function stepsOf(store: IndexedSession, actorKey: string): readonly Step[] {
  return store.stepsByActor.get(actorKey) ?? [];
}

/** What an actor looked like after a step: the snapshot, the one before it, and the step itself. */
export interface ActorMoment {
  snapshot: SnapshotData;
  /** The snapshot before that step (the actor's start snapshot for its first step). */
  previous: SnapshotData;
  /** The step, or `undefined` when the moment is the actor's start. */
  step: Step | undefined;
  /** Wall-clock ms of the moment. */
  at: number;
}

/**
 * An actor as it was after the last of its steps with `seq` ≤ `seq` (its start snapshot before any);
 * `seq` omitted means now.
 */
export function momentOf(store: IndexedSession, actor: ActorRecord, seq?: number): ActorMoment {
  const steps = stepsOf(store, actor.key);
  const index = seq === undefined ? steps.length - 1 : lastIndexAtOrBefore(steps, seq);
  const step = steps[index];
  if (!step)
    return { snapshot: actor.snapshot, previous: actor.snapshot, step: undefined, at: actor.startedAt };
  return {
    snapshot: step.snapshot,
    previous: steps[index - 1]?.snapshot ?? actor.snapshot,
    step,
    at: step.at,
  };
}

/** The actor, its tab, and the app: what the picker groups by. */
export interface ActorGroup {
  app: string;
  tabs: { tab: TabRecord; actors: ActorRecord[] }[];
}

/** Actors grouped by app, then tab (in the order they connected); actors without a known tab are left out. */
export function actorsByAppAndTab(session: ReviewSession): ActorGroup[] {
  const groups: ActorGroup[] = [];
  for (const tab of session.tabs) {
    let group = groups.find((candidate) => candidate.app === tab.app);
    if (!group) {
      group = { app: tab.app, tabs: [] };
      groups.push(group);
    }
    group.tabs.push({ tab, actors: session.actors.filter((actor) => actor.tabKey === tab.key) });
  }
  return groups;
}

/** The actor a link names: its key, or else the most recently started actor with that machine name. */
export function findActor(session: ReviewSession, keyOrName: string): ActorRecord | undefined {
  const byKey = session.actors.find((actor) => actor.key === keyOrName);
  if (byKey) return byKey;
  const named = session.actors.filter((actor) => actor.name === keyOrName);
  return named[named.length - 1];
}

function lastIndexAtOrBefore(steps: readonly Step[], seq: number): number {
  let low = 0;
  let high = steps.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((steps[middle]?.seq ?? Number.POSITIVE_INFINITY) <= seq) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

function appendTo(stepsByActor: Map<string, Step[]>, step: Step): void {
  const steps = stepsByActor.get(step.actorKey);
  if (steps) steps.push(step);
  else stepsByActor.set(step.actorKey, [step]);
}

function upsert<T extends { key: string }>(records: readonly T[], record: T): T[] {
  const index = records.findIndex((existing) => existing.key === record.key);
  if (index === -1) return [...records, record];
  return records.map((existing, at) => (at === index ? record : existing));
}
