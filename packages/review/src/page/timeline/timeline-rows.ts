import type { Step } from '../../session.schema';
import { isInternalEvent } from '../step-text';

/**
 * The timeline's rows as data: runs of background events folded into one row, opened folds followed by
 * their steps.
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
