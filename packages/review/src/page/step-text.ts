import { findTransition, statePaths } from '../graph/active-nodes';
import type { GraphTransition, MachineGraph } from '../graph/graph.types';
import type { Json, Microstep } from '../session.schema';
import { shortJson } from './context/context-diff';
import { isNearMoment } from './context/deadlines';
import { type Language, localeOf } from './messages';

/**
 * How steps read in the timeline: a state value in one line, a hop as `settling → sent [hasLiveCode]`,
 * and which events are background noise (clock ticks, polling) that the timeline folds away by default.
 */

/**
 * Whether an event is the machine's own business rather than a person's: xstate's (`xstate.init`,
 * `xstate.done.actor.*`), or, for an actor whose app declared which events it may be sent (`sendable`),
 * any other type (a clock tick, storage restored, a poll). Read from what the app sends, so the page
 * knows no flow's event names.
 */
export function isInternalEvent(type: string, sendable: readonly string[] | undefined): boolean {
  return type.startsWith('xstate.') || (sendable !== undefined && !sendable.includes(type));
}

/**
 * A state value in one line, its leaf states as the atlas names them: `idle`, `history.ready`, or
 * `{ list.loading, sync.idle }` for parallel regions.
 *
 * @example
 * stateText({ history: { ready: 'closed' } }) // 'history.ready.closed'
 */
export function stateText(value: Json): string {
  const paths = statePaths(value);
  if (paths.length === 0) return JSON.stringify(value);
  return paths.length === 1 ? (paths[0] as string) : `{ ${paths.join(', ')} }`;
}

/**
 * A hop as a reviewer reads it: source → targets, with the guard that let it through in brackets.
 *
 * @example
 * microstepText(otpGraph, { source: 'otp.settling', event: '', targets: ['otp.sent'] })
 * // 'settling → sent [hasLiveCode]'
 */
export function microstepText(graph: MachineGraph | undefined, microstep: Microstep): string {
  const root = graph?.root ?? '';
  const source = nodeLabel(root, microstep.source);
  const targets = microstep.targets.map((target) => nodeLabel(root, target));
  const guard = graph ? transitionOf(graph, microstep)?.guard : undefined;
  const to = targets.length === 0 ? '(stays)' : targets.join(', ');
  return `${source} → ${to}${guard ? ` [${guard}]` : ''}`;
}

/**
 * The graph's transition a hop took: by the id the app reported, else the first of the source's
 * transitions on that event to those targets.
 */
export function transitionOf(graph: MachineGraph, microstep: Microstep): GraphTransition | undefined {
  if (microstep.transitionId) {
    const byId = graph.transitions.find((transition) => transition.id === microstep.transitionId);
    if (byId) return byId;
  }
  return findTransition(graph, microstep.source, microstep.event, microstep.targets);
}

/** A node id without its machine's prefix (`otp.sent.cooldown` → `sent.cooldown`); the root keeps its id. */
function nodeLabel(root: string, id: string): string {
  return root !== '' && id.startsWith(`${root}.`) ? id.slice(root.length + 1) : id;
}

/**
 * A context value as a change row writes it: a number that is an epoch-ms time within a day of the moment
 * (a deadline, a clock reading) as the time of day (epoch ms mean nothing to a reader), also inside a small
 * object (`{kind: "rate_limited", retryAt: 03:50:11}`); anything else short.
 *
 * @param path the value's place in the context (`expiresAt`, `entries[0].expiresAt`, `now`)
 * @param momentAt when the context was current: a deadline or a clock reading lies within a day of it
 */
export function valueText(
  path: string,
  value: Json | undefined,
  momentAt: number,
  language: Language,
): string {
  const timeOfDay = (_key: string, leaf: Json) =>
    isNearMoment(leaf, momentAt)
      ? new Date(leaf as number).toLocaleTimeString(localeOf(language), { hour12: false })
      : JSON.stringify(leaf);
  return shortJson(value, timeOfDay, path.slice(path.lastIndexOf('.') + 1));
}
