/**
 * The shortest event path to each leaf state of a machine, from `xstate/graph`'s `getShortestPaths` over
 * the pure machine (nothing is executed: the actors' answers are events in the sample). The atlas shows
 * this path beside each screen; the page steps replay it in the real app.
 */
import type { AnyStateMachine, EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { leafStates, valueIsIn } from './coverage';

/** How to explore one machine: its input and the events to try in every state. */
export interface ModelSample {
  machine: AnyStateMachine;
  input: unknown;
  /** Sample events with their payloads (an actor's answer is `xstate.done.actor.<id>` with its output). */
  events: readonly (EventObject & Record<string, unknown>)[];
  /** Context fields that make two snapshots with one value differ (flags a guard reads, like `online`). */
  distinguishBy?: readonly string[];
}

/** Each leaf the sample reaches, with the event types of its shortest path (the init event left out). */
export function shortestEventPaths({
  machine,
  input,
  events,
  distinguishBy = [],
}: ModelSample): Map<string, string[]> {
  const paths = getShortestPaths(machine, {
    input,
    events: [...events],
    // States are told apart by value and the named flags only: the whole context (clock readings, loaded
    // pages) would make the graph endless.
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, distinguishBy.map((key) => snapshot.context?.[key])]),
  });
  const byLeaf = new Map<string, string[]>();
  for (const leaf of leafStates(machine)) {
    const reaching = paths
      .filter((path) => valueIsIn(path.state.value, leaf))
      .map((path) => path.steps.map((step) => step.event.type).filter((type) => type !== 'xstate.init'));
    const shortest = reaching.sort((a, b) => a.length - b.length)[0];
    if (shortest) byLeaf.set(leaf, shortest);
  }
  return byLeaf;
}
