import type { ActorRecord, Json, ReviewSession, Step } from '../../session.schema';
import { stateText } from '../step-text';

/**
 * Two recordings (session files: before and after a change, or a normal run and one under a fault) laid
 * side by side by state path. Each machine actor becomes the sequence of states it went through (a stay per
 * state entered: clock ticks and other steps that leave the state as it was add nothing, so two runs of
 * different timing still line up); an actor of one recording is paired with the actor of the same machine
 * in the other, and the two sequences are aligned as a diff aligns lines (their longest common
 * subsequence), so a run that takes a detour and comes back lines up again after it. No DOM: sessions in,
 * rows and the first divergence out.
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
 * Above this many cells (the product of the two paths' lengths once their common start and end are set
 * aside) the middle is paired row by row instead of by a longest common subsequence: the table would take
 * too much memory for a page.
 */
const MAX_TABLE_CELLS = 4_000_000;

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
  const stepsByActor = new Map<string, Step[]>();
  for (const step of session.steps) {
    const list = stepsByActor.get(step.actorKey);
    if (list) list.push(step);
    else stepsByActor.set(step.actorKey, [step]);
  }
  return session.actors
    .filter((actor): actor is ActorRecord & Required<Pick<ActorRecord, 'definition'>> => !!actor.definition)
    .map((actor) => ({
      actorKey: actor.key,
      machine: actor.definition.machineId,
      ...appsOf(session.tabs.find((tab) => tab.key === actor.tabKey)),
      stays: staysOf(actor, stepsByActor.get(actor.key) ?? []),
    }));
}

/** The app of an actor's tab, and its name in the atlas. */
function appsOf(tab: ReviewSession['tabs'][number] | undefined): { app: string; atlasApp: string } {
  const app = tab?.app ?? '';
  return { app, atlasApp: tab?.atlasApp ?? app };
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
 * Rows over two sequences of stays: their common start and end as they are, the middle by a longest common
 * subsequence of state names; a removed run next to an added run reads as changed rows, pair by pair.
 */
function alignStays(before: readonly Stay[], after: readonly Stay[]): AlignedRow[] {
  let start = 0;
  while (start < before.length && start < after.length && before[start]?.state === after[start]?.state) {
    start += 1;
  }
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end]?.state === after[after.length - 1 - end]?.state
  ) {
    end += 1;
  }
  const same = (from: readonly Stay[], at: number) => (other: Stay, index: number) => ({
    kind: 'same' as const,
    before: from[at + index] as Stay,
    after: other,
  });
  const middleBefore = before.slice(start, before.length - end);
  const middleAfter = after.slice(start, after.length - end);
  return [
    ...after.slice(0, start).map(same(before, 0)),
    ...middleRows(middleBefore, middleAfter),
    ...after.slice(after.length - end).map(same(before, before.length - end)),
  ];
}

type Edit =
  | { kind: 'same'; before: Stay; after: Stay }
  | { kind: 'removed'; stay: Stay }
  | { kind: 'added'; stay: Stay };

function middleRows(before: readonly Stay[], after: readonly Stay[]): AlignedRow[] {
  const edits =
    before.length * after.length > MAX_TABLE_CELLS
      ? rowByRow(before, after)
      : longestCommonEdits(before, after);
  // Runs of removed and added stays between two same rows: paired as changed rows, the rest one-sided.
  const rows: AlignedRow[] = [];
  let removed: Stay[] = [];
  let added: Stay[] = [];
  const flush = () => {
    const paired = Math.min(removed.length, added.length);
    for (let index = 0; index < paired; index += 1) {
      rows.push({ kind: 'changed', before: removed[index], after: added[index] });
    }
    for (const stay of removed.slice(paired)) rows.push({ kind: 'before-only', before: stay });
    for (const stay of added.slice(paired)) rows.push({ kind: 'after-only', after: stay });
    removed = [];
    added = [];
  };
  for (const edit of edits) {
    if (edit.kind === 'removed') removed.push(edit.stay);
    else if (edit.kind === 'added') added.push(edit.stay);
    else {
      flush();
      rows.push({ kind: 'same', before: edit.before, after: edit.after });
    }
  }
  flush();
  return rows;
}

/** The classic dynamic programme: `table[i][j]` = the longest common subsequence of `before[i…]`, `after[j…]`. */
function longestCommonEdits(before: readonly Stay[], after: readonly Stay[]): Edit[] {
  const width = after.length + 1;
  const table = new Uint32Array((before.length + 1) * width);
  for (let i = before.length - 1; i >= 0; i -= 1) {
    for (let j = after.length - 1; j >= 0; j -= 1) {
      table[i * width + j] =
        before[i]?.state === after[j]?.state
          ? (table[(i + 1) * width + j + 1] as number) + 1
          : Math.max(table[(i + 1) * width + j] as number, table[i * width + j + 1] as number);
    }
  }
  const edits: Edit[] = [];
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    const one = before[i];
    const other = after[j];
    if (one && other && one.state === other.state) {
      edits.push({ kind: 'same', before: one, after: other });
      i += 1;
      j += 1;
    } else if (
      one &&
      (!other || (table[(i + 1) * width + j] as number) >= (table[i * width + j + 1] as number))
    ) {
      edits.push({ kind: 'removed', stay: one });
      i += 1;
    } else if (other) {
      edits.push({ kind: 'added', stay: other });
      j += 1;
    }
  }
  return edits;
}

/** Too long for the table: stays paired by position. */
function rowByRow(before: readonly Stay[], after: readonly Stay[]): Edit[] {
  const edits: Edit[] = [];
  for (let index = 0; index < Math.max(before.length, after.length); index += 1) {
    const one = before[index];
    const other = after[index];
    if (one && other && one.state === other.state) edits.push({ kind: 'same', before: one, after: other });
    else {
      if (one) edits.push({ kind: 'removed', stay: one });
      if (other) edits.push({ kind: 'added', stay: other });
    }
  }
  return edits;
}
