/**
 * The statechart as data: serialise any xstate v5 machine, find what is active, lay it out and draw it.
 */

export { activeNodeIds, findTransition, type StateValueLike, UnknownStateError } from './active-nodes';
export { KIND_GLYPHS, nodeTitle, textWidth, transitionLines, transitionText } from './chart-text';
export { FoldError, type FoldedGraph, foldGraph } from './fold';
export type { GraphNode, GraphTransition, MachineGraph, StateNodeType, TransitionKind } from './graph.types';
export { LayoutError, layoutMachine } from './layout';
export type {
  EdgeLayout,
  EdgeSectionLayout,
  LayoutBox,
  LayoutOptions,
  LayoutPoint,
  MachineLayout,
  NodeLayout,
} from './layout.types';
export { foldsToRead, MIN_NAME_ON_SCREEN, NAME_FONT_SIZE, nameSizeAtFit } from './readable';
export {
  englishStatechartTexts,
  renderStatechartSvg,
  type StatechartHighlight,
  type StatechartTexts,
} from './render-svg';
export { guardName, implementationName, serializeMachine } from './serialize-machine';
