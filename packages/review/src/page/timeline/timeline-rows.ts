import type { Step } from '../../session.schema';
import { isInternalEvent } from '../step-text';

/**
 * The timeline's rows as data: runs of background events folded into one row, expanded steps opened
 * into their detail lines, and each row's place, so the list can draw only what is in view.
 */

/** One row of the timeline: a step, or a run of background steps folded into one. */
export type TimelineEntry =
  | { kind: 'step'; id: string; step: Step /** A step shown inside an opened fold. */; nested: boolean }
  | { kind: 'fold'; id: string; type: string; steps: Step[]; open: boolean };

/** Which rows the reviewer opened. */
export interface Openings {
  /** `seq`s of steps showing their details. */
  steps: ReadonlySet<number>;
  /** `seq` of the first step of folds the reviewer opened. */
  folds: ReadonlySet<number>;
}

/**
 * The rows for an actor's steps. Two or more internal steps of one type in a row (a clock's ticks, polls)
 * become one fold; a fold the reviewer opened is followed by its steps. `sendable`: the actor's public
 * events, as its app declared them (see `isInternalEvent`).
 */
export function timelineEntries(
  steps: readonly Step[],
  openings: Openings,
  sendable: readonly string[] | undefined,
): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  let index = 0;
  while (index < steps.length) {
    const step = steps[index] as Step;
    let end = index + 1;
    if (isInternalEvent(step.event.type, sendable)) {
      while (end < steps.length && (steps[end] as Step).event.type === step.event.type) end += 1;
    }
    if (end - index >= 2) {
      const run = steps.slice(index, end);
      const open = openings.folds.has(step.seq);
      entries.push({ kind: 'fold', id: `fold-${step.seq}`, type: step.event.type, steps: run, open });
      if (open)
        for (const inner of run)
          entries.push({ kind: 'step', id: `step-${inner.seq}`, step: inner, nested: true });
    } else {
      entries.push({ kind: 'step', id: `step-${step.seq}`, step, nested: false });
    }
    index = end;
  }
  return entries;
}

/**
 * Each row's top, in units of one line, and the total: rows are one line, an opened step adds one line per
 * detail. Returned as prefix sums (`tops[i]` is where row `i` starts, `tops[length]` the end).
 */
export function rowTops(
  entries: readonly TimelineEntry[],
  detailLines: (entry: TimelineEntry) => number,
): Float64Array {
  const tops = new Float64Array(entries.length + 1);
  for (let index = 0; index < entries.length; index += 1) {
    tops[index + 1] = (tops[index] as number) + 1 + detailLines(entries[index] as TimelineEntry);
  }
  return tops;
}

/** The rows that overlap lines `[from, to)`: a start index (inclusive) and an end (exclusive). */
export function visibleRange(tops: Float64Array, from: number, to: number): { start: number; end: number } {
  const count = tops.length - 1;
  let low = 0;
  let high = count;
  // The first row whose bottom is below `from`.
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((tops[middle + 1] as number) <= from) low = middle + 1;
    else high = middle;
  }
  let end = low;
  while (end < count && (tops[end] as number) < to) end += 1;
  return { start: low, end };
}

/** The index of the row holding step `seq` (as itself, or inside a closed fold), or -1. */
export function entryIndexOf(entries: readonly TimelineEntry[], seq: number): number {
  let inFold = -1;
  for (let index = 0; index < entries.length; index += 1) {
    const entry = entries[index] as TimelineEntry;
    if (entry.kind === 'step' && entry.step.seq === seq) return index;
    if (entry.kind === 'fold' && !entry.open && entry.steps.some((step) => step.seq === seq)) inFold = index;
  }
  return inFold;
}
