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
  const parting = actors.filter((alignment) => alignment.divergence);
  return { actors, first: parting.sort((a, b) => divergenceOrder(a) - divergenceOrder(b))[0] };
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
  const start = { seq: undefined, at: actor.startedAt, event: undefined, snapshot: actor.snapshot };
  const stays: Stay[] = [];
  for (const [stepIndex, { seq, at, event, snapshot }] of [start, ...steps].entries()) {
    const { value, status, context } = snapshot;
    const state = status === 'active' ? stateText(value) : `${stateText(value)} (${status})`;
    if (stays.at(-1)?.state !== state)
      stays.push({ state, value, seq, stepIndex, at, event: event?.type, context });
  }
  return stays;
}

/** Pairs by machine and app in starting order; what is left, by machine alone; then the partnerless. */
function pairActors(
  before: ActorPath[],
  after: ActorPath[],
): [ActorPath | undefined, ActorPath | undefined][] {
  const partner = new Map<ActorPath, ActorPath>();
  const free = new Set(after);
  for (const sameApp of [true, false]) {
    for (const path of before.filter((one) => !partner.has(one))) {
      const match = [...free].find(
        (other) => other.machine === path.machine && (!sameApp || other.app === path.app),
      );
      if (!match) continue;
      partner.set(path, match);
      free.delete(match);
    }
  }
  return [
    ...before.map((path): [ActorPath, ActorPath | undefined] => [path, partner.get(path)]),
    ...[...free].map((path): [undefined, ActorPath] => [undefined, path]),
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
  const current = rows
    .slice(0, index + 1)
    .reverse()
    .find((row) => row[side])?.[side];
  return { stay: rows[index]?.[side], current };
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
 * diff); a removed run next to an added run reads as changed rows, pair by pair. jsdiff gives a kept run
 * as the after recording's stays, so the before's are sliced by position.
 */
function alignStays(before: Stay[], after: Stay[]): AlignedRow[] {
  const changes = diffArrays(before, after, { comparator: (one, other) => one.state === other.state });
  let at = 0;
  return changes.flatMap((change, index): AlignedRow[] => {
    if (change.added)
      return changes[index - 1]?.removed ? [] : change.value.map((stay) => row(undefined, stay));
    const ones = before.slice(at, at + change.count);
    at += change.count;
    if (!change.removed)
      return ones.map((stay, k) => ({ kind: 'same', before: stay, after: change.value[k] }));
    const others = changes[index + 1]?.added ? (changes[index + 1]?.value ?? []) : [];
    return Array.from({ length: Math.max(ones.length, others.length) }, (_, k) => row(ones[k], others[k]));
  });
}

/** A row of a removed or added run: a pair reads as changed. */
function row(before: Stay | undefined, after: Stay | undefined): AlignedRow {
  return { kind: before && after ? 'changed' : before ? 'before-only' : 'after-only', before, after };
}
