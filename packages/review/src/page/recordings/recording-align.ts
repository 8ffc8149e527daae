import { diffArrays } from 'diff';
import type { ActorRecord, Json, ReviewSession, Step } from '../../session.schema';
import { indexSession, stepsOf } from '../indexed-session';
import { stateText } from '../step-text';

/**
 * Two recordings (session files: before and after a change, or a normal run and one under a fault) laid
 * side by side by state path. Each machine actor becomes the sequence of states it went through (a stay per
 * state entered: clock ticks and other steps that leave the state as it was add nothing, so two runs of
 * different timing still line up); an actor of one recording is paired with the actor of the same machine
 * in the other, and the two sequences are aligned as a diff aligns lines (jsdiff's `diffArrays`), so a run
 * that takes a detour and comes back lines up again after it. No DOM: sessions in, rows and the first
 * divergence out.
 */

/** One state an actor entered, and how it got there. */
export interface Stay {
  /** The state in one line (`sent.cooldown`; `verified (done)` when the actor stopped there). */
  state: string;
  /** The state value as xstate gave it. */
  value: Json;
  /** The step that led there (its `seq` in its session); `undefined` for the state the actor started in. */
  seq: number | undefined;
  /** Which of the actor's own steps led there, from 1; 0 for the start. */
  stepIndex: number;
  /** When it got there (wall-clock ms: the step's, or the actor's start). */
  at: number;
  /** The type of the event that led there; `undefined` for the start. */
  event: string | undefined;
  /** The context on arriving. */
  context: Json;
}

/** One actor's way through its machine in one recording. */
export interface ActorPath {
  actorKey: string;
  /** The machine id (what the atlas names a machine by). */
  machine: string;
  /** The app of the actor's tab (`react-app`). */
  app: string;
  /** Its name in the state atlas (`react`): the tab's `atlasApp`, else its app. */
  atlasApp: string;
  stays: Stay[];
}

/** A row of the alignment: the same state in both, a different one, or a state only one recording has. */
export interface AlignedRow {
  kind: 'same' | 'changed' | 'before-only' | 'after-only';
  before?: Stay;
  after?: Stay;
}

/** Where a recording stands at a row: the stay of that row, and the one it was in then. */
export interface DivergenceSide {
  /** The state this recording entered at the row; `undefined` when it entered none there. */
  stay: Stay | undefined;
  /** The state it was in at that point: `stay`, else the last one before (its context is the one compared). */
  current: Stay | undefined;
}

/** A row of the alignment with where each recording stands there: the divergence, or a row the reviewer picked. */
export interface AlignedPoint {
  /** The row's index in `rows`. */
  row: number;
  before: DivergenceSide;
  after: DivergenceSide;
}

/** One pair of actors (or an actor without a partner) and how their paths align. */
export interface ActorAlignment {
  machine: string;
  before: ActorPath | undefined;
  after: ActorPath | undefined;
  rows: AlignedRow[];
  /** The first row where the two part; `undefined`: they went through the same states. */
  divergence: AlignedPoint | undefined;
}

/** The whole comparison. */
export interface RecordingComparison {
  /** Every pair, in the order the before recording's actors started (partnerless after actors last). */
  actors: ActorAlignment[];
  /** The pair that parts first (earliest step of the before recording), if any pair parts. */
  first: ActorAlignment | undefined;
}

/**
 * Aligns two recordings by state path, pairing actors of the same machine (of the same app first, then of
 * any app, each in the order they started).
 *
 * @example
 * const { first } = alignRecordings(normalRun, runUnder429);
 * first?.divergence?.after.stay?.state // 'idle.cooldown'
 */
export function alignRecordings(before: ReviewSession, after: ReviewSession): RecordingComparison {
  const pairs = pairActors(actorPaths(before), actorPaths(after));
  const actors = pairs.map(([one, other]) => alignPaths(one, other));
  let first: ActorAlignment | undefined;
  for (const alignment of actors) {
    if (alignment.divergence && (!first || divergenceOrder(alignment) < divergenceOrder(first))) {
      first = alignment;
    }
  }
  return { actors, first };
}

/** The machine actors of a session, each with the states it went through. */
export function actorPaths(session: ReviewSession): ActorPath[] {
  const store = indexSession(session);
  return session.actors.flatMap((actor) => {
    if (!actor.definition) return [];
    const tab = session.tabs.find((candidate) => candidate.key === actor.tabKey);
    const app = tab?.app ?? '';
    const stays = staysOf(actor, stepsOf(store, actor.key));
    return [
      {
        actorKey: actor.key,
        machine: actor.definition.machineId,
        app,
        atlasApp: tab?.atlasApp ?? app,
        stays,
      },
    ];
  });
}

/** The states entered, one stay per change of state (or of a stopped actor's status). */
function staysOf(actor: ActorRecord, steps: readonly Step[]): Stay[] {
  const { snapshot } = actor;
  const stays: Stay[] = [
    {
      state: stateName(snapshot.value, snapshot.status),
      value: snapshot.value,
      seq: undefined,
      stepIndex: 0,
      at: actor.startedAt,
      event: undefined,
      context: snapshot.context,
    },
  ];
  steps.forEach((step, index) => {
    const state = stateName(step.snapshot.value, step.snapshot.status);
    if (stays[stays.length - 1]?.state === state) return;
    stays.push({
      state,
      value: step.snapshot.value,
      seq: step.seq,
      stepIndex: index + 1,
      at: step.at,
      event: step.event.type,
      context: step.snapshot.context,
    });
  });
  return stays;
}

function stateName(value: Json, status: string): string {
  const state = stateText(value);
  return status === 'active' ? state : `${state} (${status})`;
}

/** Pairs by machine and app in starting order; what is left, by machine alone; then the partnerless. */
function pairActors(
  before: ActorPath[],
  after: ActorPath[],
): [ActorPath | undefined, ActorPath | undefined][] {
  const partner = new Map<ActorPath, ActorPath>();
  const taken = new Set<ActorPath>();
  for (const sameApp of [true, false]) {
    for (const path of before) {
      if (partner.has(path)) continue;
      const match = after.find(
        (other) =>
          !taken.has(other) && other.machine === path.machine && (!sameApp || other.app === path.app),
      );
      if (match) {
        partner.set(path, match);
        taken.add(match);
      }
    }
  }
  return [
    ...before.map((path): [ActorPath, ActorPath | undefined] => [path, partner.get(path)]),
    ...after.filter((path) => !taken.has(path)).map((path): [undefined, ActorPath] => [undefined, path]),
  ];
}

/** Aligns two paths (either may be missing: an actor only one recording has). */
function alignPaths(before: ActorPath | undefined, after: ActorPath | undefined): ActorAlignment {
  const rows = alignStays(before?.stays ?? [], after?.stays ?? []);
  const index = rows.findIndex((row) => row.kind !== 'same');
  return {
    machine: (before ?? after)?.machine ?? '',
    before,
    after,
    rows,
    divergence: index === -1 ? undefined : pointAt(rows, index),
  };
}

/**
 * Where each recording stands at row `index`: the state it entered there, or the one it was still in.
 *
 * @example pointAt(alignment.rows, 1).after.current?.state // 'sending'
 */
export function pointAt(rows: readonly AlignedRow[], index: number): AlignedPoint {
  return { row: index, before: sideAt(rows, index, 'before'), after: sideAt(rows, index, 'after') };
}

function sideAt(rows: readonly AlignedRow[], index: number, side: 'before' | 'after'): DivergenceSide {
  const stay = rows[index]?.[side];
  let current = stay;
  for (let at = index - 1; current === undefined && at >= 0; at -= 1) current = rows[at]?.[side];
  return { stay, current };
}

/** Where a pair parts, as a sort key: the before recording's step, else the after recording's. */
function divergenceOrder(alignment: ActorAlignment): number {
  const { before, after } = alignment.divergence ?? {};
  return (
    before?.stay?.seq ??
    before?.current?.seq ??
    after?.stay?.seq ??
    after?.current?.seq ??
    Number.POSITIVE_INFINITY
  );
}

/**
 * Rows over two sequences of stays, aligned by state name as jsdiff's `diffArrays` aligns lines (Myers'
 * diff); a removed run next to an added run reads as changed rows, pair by pair.
 */
function alignStays(before: Stay[], after: Stay[]): AlignedRow[] {
  const rows: AlignedRow[] = [];
  let removed: Stay[] = [];
  let added: Stay[] = [];
  const flush = () => {
    for (let index = 0; index < Math.max(removed.length, added.length); index += 1) {
      const [one, other] = [removed[index], added[index]];
      if (one && other) rows.push({ kind: 'changed', before: one, after: other });
      else if (one) rows.push({ kind: 'before-only', before: one });
      else if (other) rows.push({ kind: 'after-only', after: other });
    }
    removed = [];
    added = [];
  };
  let i = 0;
  let j = 0;
  for (const change of diffArrays(before, after, { comparator: (one, other) => one.state === other.state })) {
    const ones = change.added ? [] : before.slice(i, i + change.count);
    const others = change.removed ? [] : after.slice(j, j + change.count);
    i += ones.length;
    j += others.length;
    if (change.removed) removed = ones;
    else if (change.added) added = others;
    else {
      flush();
      for (const [index, stay] of ones.entries())
        rows.push({ kind: 'same', before: stay, after: others[index] });
    }
  }
  flush();
  return rows;
}
