import type { GraphNode, GraphTransition, MachineGraph } from './graph.types';

/** A graph with some compound or parallel states folded, and how many states each folded box holds. */
export interface FoldedGraph {
  /** The graph as drawn: no node below a folded one, every transition lifted to what is drawn. */
  graph: MachineGraph;
  /** Each folded state's id and the number of states it holds (history nodes are not states). */
  held: Map<string, number>;
}

/** A node named in `folded` that is not a compound or parallel state of the graph. */
export class FoldError extends Error {
  override readonly name = 'FoldError';

  constructor(
    readonly machineId: string,
    /** The id asked to fold. */
    readonly nodeId: string,
  ) {
    super(`"${nodeId}" is not a compound or parallel state of "${machineId}": only those fold.`);
  }
}

function ancestorsOf(node: GraphNode, byId: Map<string, GraphNode>): GraphNode[] {
  const chain: GraphNode[] = [];
  for (let parent = byId.get(node.parent ?? ''); parent; parent = byId.get(parent.parent ?? '')) {
    chain.push(parent);
  }
  return chain;
}

/**
 * Folds compound and parallel states to one box each: their descendants leave the graph, transitions
 * from or to a descendant attach to the box (ids, events, guards unchanged, so a page still finds and
 * marks them), and transitions wholly inside a fold (from a descendant to a descendant, or a
 * descendant's targetless one) are not drawn. A folded state's own transitions into itself stay, as
 * loops on its box. States folded inside another folded state fold with it.
 *
 * @throws {FoldError} when an id is not a compound or parallel state of the graph.
 * @example
 * ```ts
 * const { graph: drawn, held } = foldGraph(graph, ['otp.sent']); // held.get('otp.sent') === 2
 * ```
 */
export function foldGraph(graph: MachineGraph, folded: readonly string[]): FoldedGraph {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  for (const id of folded) {
    const node = byId.get(id);
    if (node?.type !== 'compound' && node?.type !== 'parallel') throw new FoldError(graph.machineId, id);
  }
  const wanted = new Set(folded);
  // Where each node is drawn: itself, or the outermost folded state above it.
  const drawnAs = new Map<string, string>();
  for (const node of graph.nodes) {
    const outermost = [node, ...ancestorsOf(node, byId)]
      .filter((candidate) => wanted.has(candidate.id))
      .pop();
    drawnAs.set(node.id, outermost && outermost.id !== node.id ? outermost.id : node.id);
  }
  const held = new Map<string, number>();
  for (const node of graph.nodes) {
    const box = drawnAs.get(node.id) as string;
    if (box !== node.id && node.type !== 'history') held.set(box, (held.get(box) ?? 0) + 1);
  }
  for (const id of wanted) if (drawnAs.get(id) === id) held.set(id, held.get(id) ?? 0);

  const transitions: GraphTransition[] = [];
  for (const transition of graph.transitions) {
    const source = drawnAs.get(transition.source) ?? transition.source;
    const hidden = source !== transition.source;
    const targets = [...new Set(transition.targets.map((target) => drawnAs.get(target) ?? target))];
    // Inside a fold: a descendant's transition that stays in the box (or runs actions and stays).
    if (hidden && targets.every((target) => target === source)) continue;
    transitions.push({ ...transition, source, targets });
  }
  return {
    graph: { ...graph, nodes: graph.nodes.filter((node) => drawnAs.get(node.id) === node.id), transitions },
    held,
  };
}
