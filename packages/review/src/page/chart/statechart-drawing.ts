import { activeNodeIds, type StateValueLike, UnknownStateError } from '../../graph/active-nodes';
import type { MachineGraph } from '../../graph/graph.types';
import { layoutMachine } from '../../graph/layout';
import type { MachineLayout } from '../../graph/layout.types';
import { foldsToRead } from '../../graph/readable';
import { renderStatechartSvg } from '../../graph/render-svg';
import type { Json } from '../../session.schema';
import { statechartTextsOf } from '../messages';
import type { StatechartDrawing } from './diagram';
import { localizedGraph } from './state-descriptions';

/**
 * The graph module's drawing as the diagram uses it. A state value the graph does not know (an actor
 * whose definition changed under a hot reload) lights nothing rather than breaking the page. The states'
 * tooltips read the descriptions the actor's app gave in the page's language, where it gave some. A
 * chart too big to read once fitted starts with the states folded that make its names readable.
 */
export const statechartDrawing: StatechartDrawing<MachineLayout> = {
  activeNodeIds(graph: MachineGraph, value: Json): string[] {
    if (value === null || typeof value === 'number' || typeof value === 'boolean' || Array.isArray(value))
      return [];
    try {
      return activeNodeIds(graph, value as StateValueLike);
    } catch (error) {
      if (error instanceof UnknownStateError) return [];
      throw error;
    }
  },
  layoutMachine: (graph, folded, pane) => layoutMachine(graph, { folded, pane }),
  readableFolds: foldsToRead,
  renderStatechartSvg: (graph, layout, language, descriptions) =>
    renderStatechartSvg(localizedGraph(graph, descriptions), layout, {}, statechartTextsOf(language)),
};
