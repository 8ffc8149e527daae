import type { GraphNode, GraphTransition, MachineGraph } from './graph.types';

/**
 * The order a container's children are handed to ELK, which keeps it where it can
 * (`considerModelOrder`, `cycleBreaking: MODEL_ORDER`): the chain from the initial state first, in the
 * order the machine reaches them (by steps from the initial state; states as many steps away in
 * document order), then the states not reached that way in document order, and last the common exits (states that lead
 * nowhere among their siblings and are reached from two or more of them). So the chart reads from its
 * start, back edges are the ones that return, and dead ends gather at the far side.
 * Parallel regions keep the machine's order: they are not a sequence.
 */
export function childOrder(container: GraphNode, children: GraphNode[], graph: MachineGraph): GraphNode[] {
  if (container.type === 'parallel' || children.length < 2) return children;
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  // The child of `container` that holds `id` (or is it), if any.
  const childHolding = (id: string): GraphNode | undefined => {
    for (let node = byId.get(id); node; node = byId.get(node.parent ?? '')) {
      if (node.parent === container.id) return node;
    }
    return undefined;
  };
  const next = new Map<string, GraphNode[]>(children.map((child) => [child.id, []]));
  const sources = new Map<string, Set<string>>(children.map((child) => [child.id, new Set()]));
  const link = (transition: GraphTransition, target: string): void => {
    const from = childHolding(transition.source);
    const to = childHolding(target);
    if (!from || !to || from === to) return;
    next.get(from.id)?.push(to);
    sources.get(to.id)?.add(from.id);
  };
  for (const transition of graph.transitions)
    for (const target of transition.targets) link(transition, target);

  const first = children.find((child) => child.id === container.initial) ?? (children[0] as GraphNode);
  // Steps from the initial state, breadth first; states as many steps away keep the document's order.
  const depth = new Map([[first.id, 0]]);
  const queue = [first];
  for (let node = queue.shift(); node; node = queue.shift()) {
    for (const to of next.get(node.id) ?? []) {
      if (depth.has(to.id)) continue;
      depth.set(to.id, (depth.get(node.id) ?? 0) + 1);
      queue.push(to);
    }
  }
  const stepsTo = (child: GraphNode) => depth.get(child.id) ?? Number.POSITIVE_INFINITY;
  const ordered = children
    .map((child, index) => ({ child, index }))
    .sort((a, b) => stepsTo(a.child) - stepsTo(b.child) || a.index - b.index)
    .map(({ child }) => child);
  const isCommonExit = (child: GraphNode) =>
    child !== first && next.get(child.id)?.length === 0 && (sources.get(child.id)?.size ?? 0) >= 2;
  // History pseudo-states are no step of the chain: they stand beside it, last.
  const last = (child: GraphNode) => child.type === 'history' || isCommonExit(child);
  return [...ordered.filter((child) => !last(child)), ...ordered.filter(last)];
}
