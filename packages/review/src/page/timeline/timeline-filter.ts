import type { Step } from '../../session.schema';
import { diffJson } from '../context/context-diff';
import { isInternalEvent, stateText } from '../step-text';

/**
 * Narrowing the timeline: a search over each step's event type, the state it reached and the context paths
 * it changed, and a switch that hides internal events (xstate's own, `xstate.*`, and background ones such as
 * clock ticks). What a step is searched by is worked out once per step and kept by the filter that made it
 * (one per timeline), so typing a query over 20 000 steps compares strings only.
 */

/** What the reviewer narrowed the timeline to. */
export interface TimelineFilter {
  /** Matched, case-insensitively, against event type, state name and changed context paths. */
  query: string;
  hideInternal: boolean;
  /** The actor's public events, as its app declared them: the others are internal (`isInternalEvent`). */
  sendable: readonly string[] | undefined;
}

/** Whether a filter lets every step through. */
export function isOpenFilter(filter: TimelineFilter): boolean {
  return filter.query.trim() === '' && !filter.hideInternal;
}

/**
 * A filter for one timeline: `(steps, filter)` → the steps that pass, in order. Steps are the actor's, in
 * order; each step's search text (its event, its state, the context paths it changed from the step
 * before) is computed the first time it is searched and kept.
 *
 * @example
 * const narrow = createStepFilter();
 * narrow(steps, { query: 'resendAvailableAt', hideInternal: true });
 */
export function createStepFilter(): (steps: readonly Step[], filter: TimelineFilter) => readonly Step[] {
  const searchText = new WeakMap<Step, string>();

  function textOf(step: Step, previous: Step | undefined): string {
    let text = searchText.get(step);
    if (text === undefined) {
      const paths = previous
        ? diffJson(previous.snapshot.context, step.snapshot.context).map((row) => row.path)
        : [];
      text = [step.event.type, stateText(step.snapshot.value), ...paths].join('\n').toLowerCase();
      searchText.set(step, text);
    }
    return text;
  }

  return (steps, filter) => {
    if (isOpenFilter(filter)) return steps;
    const query = filter.query.trim().toLowerCase();
    return steps.filter(
      (step, index) =>
        !(filter.hideInternal && isInternalEvent(step.event.type, filter.sendable)) &&
        (query === '' || textOf(step, steps[index - 1]).includes(query)),
    );
  };
}
