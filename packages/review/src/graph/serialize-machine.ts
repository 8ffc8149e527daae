import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import type { GraphNode, GraphTransition, MachineGraph, TransitionKind } from './graph.types';

/** `xstate.after.<delay>.<state id>`: the event xstate raises for an `after` transition. */
const AFTER_EVENT = /^xstate\.after\.(.+)\.[^.]+(?:\.[^.]+)*$/;
const AFTER_PREFIX = 'xstate.after.';
const DONE_STATE_PREFIX = 'xstate.done.state.';

/**
 * The name a reviewer reads for an action, guard or actor logic: a string as given, the `type` of a
 * `{ type, params }` object or of one of xstate's built-in action creators, a named function's name,
 * else `inline`.
 */
export function implementationName(implementation: unknown): string {
  if (typeof implementation === 'string') return implementation;
  if (implementation && typeof implementation === 'object' && 'type' in implementation) {
    return String((implementation as { type: unknown }).type);
  }
  if (typeof implementation === 'function' && implementation.name) return implementation.name;
  return 'inline';
}

/** xstate's guard combinators: a function named after itself, holding the guards it combines. */
interface CombinedGuard {
  name: string;
  guards?: unknown[];
  stateValue?: unknown;
}

/**
 * A guard's name as a reviewer reads it: a named guard by its name, xstate's combinators spelled out
 * (`and(isPolling, isHidden)`, `not(stateIn({"list":"loading"}))`) instead of the bare `and` their
 * function name gives.
 */
export function guardName(guard: unknown): string {
  if (typeof guard === 'function') {
    const combined = guard as CombinedGuard;
    if (Array.isArray(combined.guards) && ['and', 'or', 'not'].includes(combined.name)) {
      return `${combined.name}(${combined.guards.map(guardName).join(', ')})`;
    }
    if (combined.name === 'stateIn' && combined.stateValue !== undefined) {
      const value = combined.stateValue;
      return `stateIn(${typeof value === 'string' ? value : JSON.stringify(value)})`;
    }
  }
  return implementationName(guard);
}

/**
 * xstate turns every `after` delay into a `raise` on entry and a `cancel` on exit of the state
 * (`getDelayedTransitions` in its StateNode set-up). They are the timer, already drawn as the delayed
 * transition, not actions the machine's author wrote: leave them out of the entry and exit lists.
 */
function isDelayTimerAction(action: unknown): boolean {
  if (typeof action !== 'function') return false;
  const timer = action as { id?: unknown; sendId?: unknown };
  return [timer.id, timer.sendId].some((id) => typeof id === 'string' && id.startsWith(AFTER_PREFIX));
}

function actionNames(actions: readonly unknown[]): string[] {
  return actions.filter((action) => !isDelayTimerAction(action)).map(implementationName);
}

/**
 * The words a reviewer reads for a transition's event (xstate's internal names of delays and actor
 * completion turned into words), and how it is triggered.
 */
function labelAndKind(
  node: AnyStateNode,
  eventType: string,
  delay: unknown,
): { label: string; kind: TransitionKind } {
  if (eventType === '') return { label: 'always', kind: 'always' };
  if (eventType.startsWith(AFTER_PREFIX)) {
    const named = typeof delay === 'string' ? delay : (AFTER_EVENT.exec(eventType)?.[1] ?? eventType);
    return { label: `after ${typeof delay === 'number' ? `${delay} ms` : named}`, kind: 'delayed' };
  }
  for (const invoke of node.invoke) {
    const src = implementationName(invoke.src);
    if (eventType === `xstate.done.actor.${invoke.id}`) return { label: `${src} done`, kind: 'done' };
    if (eventType === `xstate.error.actor.${invoke.id}`) return { label: `${src} error`, kind: 'error' };
  }
  if (eventType.startsWith(DONE_STATE_PREFIX)) return { label: 'done', kind: 'done' };
  return { label: eventType, kind: 'event' };
}

/** A node's own transitions in document order: `on`, `onDone`, invoke done/error, `after`, then `always`. */
function ownTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...Object.values(node.on).flat(), ...(node.always ?? [])] as AnyTransitionDefinition[];
}

function serializeNode(node: AnyStateNode): GraphNode {
  const graphNode: GraphNode = {
    id: node.id,
    key: node.key,
    parent: node.parent?.id ?? null,
    type: node.type,
    entry: actionNames(node.entry),
    exit: actionNames(node.exit),
    invoke: node.invoke.map((invoke) => ({ id: invoke.id, src: implementationName(invoke.src) })),
    tags: [...node.tags],
  };
  const initial = node.type === 'compound' ? node.initial?.target[0]?.id : undefined;
  if (initial !== undefined) graphNode.initial = initial;
  if (node.type === 'history' && node.history) graphNode.history = node.history;
  if (node.description !== undefined) graphNode.description = node.description;
  return graphNode;
}

function serializeTransition(node: AnyStateNode, transition: AnyTransitionDefinition, index: number) {
  const eventType = String(transition.eventType);
  const serialized: GraphTransition = {
    id: `${node.id}#${index}`,
    source: node.id,
    targets: (transition.target ?? []).map((target) => target.id),
    event: eventType,
    ...labelAndKind(node, eventType, (transition as { delay?: unknown }).delay),
    actions: actionNames(transition.actions),
    reenter: transition.reenter,
  };
  if (transition.guard !== undefined) serialized.guard = guardName(transition.guard);
  if (typeof transition.description === 'string') serialized.description = transition.description;
  return serialized;
}

/** Every node below and including `node`, parents before children, children in document order. */
function walk(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(walk)];
}

/**
 * A machine's definition as plain data: every state node (final, history and parallel regions too) and
 * every transition (targetless ones, `always`, `after`, invoke `onDone`/`onError`, a state's `onDone`),
 * with guard, action and actor names as the machine's `setup()` gave them. Reads only the machine object,
 * so it runs wherever the app does (browser, React Native, Node) and works for any xstate v5 machine.
 *
 * @example
 * ```ts
 * const graph = serializeMachine(actor.logic);
 * socket.send(JSON.stringify({ type: 'graph', graph }));
 * ```
 */
export function serializeMachine(machine: AnyStateMachine): MachineGraph {
  const nodes = walk(machine.root);
  return {
    version: 1,
    machineId: machine.id,
    root: machine.root.id,
    nodes: nodes.map(serializeNode),
    transitions: nodes.flatMap((node) =>
      ownTransitions(node).map((transition, index) => serializeTransition(node, transition, index)),
    ),
  };
}
