/**
 * The statechart as data: serialise any xstate v5 machine, find what is active, lay it out and draw it.
 */

export { activeNodeIds, findTransition, type StateValueLike, UnknownStateError } from './active-nodes';
export type { GraphNode, GraphTransition, MachineGraph, StateNodeType, TransitionKind } from './graph.types';
export { implementationName, serializeMachine } from './serialize-machine';
