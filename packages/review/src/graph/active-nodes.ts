import type { GraphTransition, MachineGraph } from './graph.types';

/** A state value as xstate gives it in `snapshot.value`: a child's key, or region keys to their values. */
export type StateValueLike = string | { [key: string]: StateValueLike };

/** A state value that names a state the graph does not have: the graph belongs to another machine. */
export class UnknownStateError extends Error {
  override readonly name = 'UnknownStateError';

  constructor(
    /** The node whose children were searched. */
    readonly parent: string,
    /** The key that none of them has. */
    readonly key: string,
  ) {
    super(`State "${parent}" has no child "${key}": the state value does not belong to this graph.`);
  }
}

/** Each leaf state a state value names, as its keys from the root: `{ history: 'ready' }` → `[['history', 'ready']]`. */
function stateKeyPaths(value: unknown): string[][] {
  if (typeof value === 'string') return [[value]];
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const inner = stateKeyPaths(child);
    return inner.length === 0 ? [[key]] : inner.map((path) => [key, ...path]);
  });
}

/**
 * The leaf states a state value names, as the atlas names them (the one reading of a state value: the chart
 * lights it, the timeline writes it, the atlas finds screens by it): `{ sent: 'cooldown' }` →
 * `['sent.cooldown']`, `{ history: 'ready', entry: 'closed' }` → `['history.ready', 'entry.closed']`.
 */
export function statePaths(value: unknown): string[] {
  return stateKeyPaths(value).map((path) => path.join('.'));
}

/**
 * Every node a state value makes active, the root first, parents before children: for a parallel state
 * each of its regions, for a compound one the child named in the value. The page lights these.
 *
 * @throws {UnknownStateError} when the value names a state the graph does not have.
 * @example
 * ```ts
 * activeNodeIds(graph, { history: 'ready', entry: { open: 'counting' } });
 * // ['redemption', 'redemption.history', 'redemption.history.ready', 'redemption.entry', …]
 * ```
 */
export function activeNodeIds(graph: MachineGraph, stateValue: StateValueLike): string[] {
  const active = new Set([graph.root]);
  for (const path of stateKeyPaths(stateValue)) {
    let parent = graph.root;
    for (const key of path) {
      const child = graph.nodes.find((node) => node.parent === parent && node.key === key);
      if (!child) throw new UnknownStateError(parent, key);
      active.add(child.id);
      parent = child.id;
    }
  }
  return [...active];
}

function sameTargets(transition: GraphTransition, targets: readonly string[]): boolean {
  return (
    transition.targets.length === targets.length && transition.targets.every((id, i) => id === targets[i])
  );
}

/**
 * The transition a microstep took, for marking it on the chart: the first transition of `source` on
 * `event` (`''` for an `always` hop) whose targets are `targets` and whose guard is `guard` (a name, or
 * `null` for none), each when given. xstate's inspection reports a microstep's transitions with their
 * source node, targets and guard (`_transitions` of `@xstate.microstep`); two branches to the same
 * targets are told apart by their guard alone.
 *
 * @returns the transition, or `undefined` when the graph has none like it.
 * @example
 * ```ts
 * findTransition(graph, 'otp.idle', 'OTP.REQUEST', ['otp.sending'])?.id; // 'otp.idle#0'
 * ```
 */
export function findTransition(
  graph: MachineGraph,
  source: string,
  event: string,
  targets?: readonly string[],
  guard?: string | null,
): GraphTransition | undefined {
  return graph.transitions.find(
    (transition) =>
      transition.source === source &&
      transition.event === event &&
      (targets === undefined || sameTargets(transition, targets)) &&
      (guard === undefined || (transition.guard ?? null) === guard),
  );
}
