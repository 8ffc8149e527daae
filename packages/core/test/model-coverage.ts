import {
  type AnyEventObject,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createEmptyActor,
  type StateValue,
} from 'xstate';
import { type AdjacencyMap, adjacencyMapToArray } from 'xstate/graph';

/*
 * Model-based coverage shared by the machines' model tests: the states and transitions a machine
 * defines, and those a walk of xstate/graph reaches and takes.
 */

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allStateNodes)];
}

/** Every state node of `machine` except its root. */
export function definedStates(machine: AnyStateMachine): AnyStateNode[] {
  return allStateNodes(machine.root).filter((node) => node !== machine.root);
}

/** Every transition of `machine`, eventless (`always`) ones included. */
export function definedTransitions(machine: AnyStateMachine): AnyTransitionDefinition[] {
  return allStateNodes(machine.root).flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ]);
}

/** The ids of the state nodes active in `value`, parents included. */
export function activeStateIds(value: StateValue, prefix: string): string[] {
  if (typeof value === 'string') return [`${prefix}.${value}`];
  return Object.entries(value).flatMap(([key, child]) => [
    `${prefix}.${key}`,
    ...(child ? activeStateIds(child as StateValue, `${prefix}.${key}`) : []),
  ]);
}

/** `source on EVENT`, for readable failures. */
export function describeTransition(transition: AnyTransitionDefinition): string {
  return `${transition.source.id} on ${transition.eventType || '(always)'}`;
}

/**
 * Replays every edge of a walk through `machine.transition`, recording the transitions xstate reports;
 * with `input`, also those of the start itself (eventless transitions out of the initial state).
 */
export function takenTransitions<TSnapshot, TEvent extends AnyEventObject>(
  machine: AnyStateMachine,
  adjacency: AdjacencyMap<TSnapshot, TEvent>,
  input?: unknown,
): Set<AnyTransitionDefinition> {
  const recorder = createEmptyActor();
  const taken = new Set<AnyTransitionDefinition>();
  recorder.system.inspect((inspection) => {
    if (inspection.type === '@xstate.microstep')
      for (const transition of inspection._transitions) taken.add(transition);
  });
  // The same kind of stand-in actor scope xstate/graph walks with: effects are not executed.
  const scope = {
    self: recorder,
    system: recorder.system,
    id: '',
    sessionId: 'model',
    logger: () => undefined,
    defer: () => undefined,
    stopChild: () => undefined,
    emit: () => undefined,
    actionExecutor: () => undefined,
  } as unknown as Parameters<AnyStateMachine['transition']>[2];
  if (input !== undefined) machine.getInitialSnapshot(scope, input);
  for (const { state, event } of adjacencyMapToArray(adjacency))
    machine.transition(state as never, event, scope);
  return taken;
}
