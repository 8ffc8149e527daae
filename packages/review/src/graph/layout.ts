import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import { invokeTexts, textWidth, transitionText } from './chart-text';
import type { GraphNode, GraphTransition, MachineGraph } from './graph.types';
import type { ChartDirection, EdgeLayout, LayoutOptions, MachineLayout, NodeLayout } from './layout.types';

type Sizes = Required<Omit<LayoutOptions, 'direction'>>;

const DEFAULTS: Sizes = { charWidth: 7, lineHeight: 18 };
/** The shape a chart is laid out for (a review page's chart pane, an atlas image): width over height. */
const PAGE_ASPECT = 16 / 10;
/** Room around text inside a box, and around a compound node's children. */
const PAD_X = 12;
const PAD_Y = 8;
const INNER_PAD = 16;
const MIN_STATE_WIDTH = 72;
/** Room per arrow on a state's border, so that many transitions into one state stay apart. */
const ARROW_ROOM = 12;
const HISTORY_SIZE = 30;
/** The id of the chart itself, around the machine's root node (room for its margin). */
const CHART_ID = '\u0000chart';

/**
 * ELK's layered algorithm with the whole hierarchy in one run (`INCLUDE_CHILDREN`), so edges may enter
 * and leave compound states; coordinates come back absolute (`elk.json.*Coords: ROOT`). Parallel regions
 * have no edges between them, so layering puts them in one layer: side by side when the chart runs down,
 * stacked when it runs right, in document order. The direction is set per layout.
 * Options: https://eclipse.dev/elk/reference/algorithms/org-eclipse-elk-layered.html
 */
const CHART_OPTIONS: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.json.edgeCoords': 'ROOT',
  'elk.json.shapeCoords': 'ROOT',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.edgeLabels.placement': 'CENTER',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.spacing.nodeNode': '28',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.spacing.edgeNode': '14',
  'elk.spacing.edgeEdge': '10',
  'elk.spacing.edgeLabel': '4',
  'elk.layered.spacing.edgeNodeBetweenLayers': '14',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '8',
  'elk.padding': '[top=12,left=12,bottom=12,right=12]',
};

/** A graph ELK could not lay out (a transition to a node the graph lacks, a root that is missing). */
export class LayoutError extends Error {
  override readonly name = 'LayoutError';

  constructor(
    /** The machine whose chart failed. */
    readonly machineId: string,
    reason: string,
    options?: { cause: unknown },
  ) {
    super(`The chart of "${machineId}" cannot be laid out: ${reason}`, options);
  }
}

interface NodeContent {
  node: GraphNode;
  /** The targetless transitions, drawn as rows in the node's header. */
  internal: GraphTransition[];
  children: GraphNode[];
  /** How many arrows end at this node. */
  incoming: number;
}

function contentsOf(graph: MachineGraph): Map<string, NodeContent> {
  const contents = new Map<string, NodeContent>();
  for (const node of graph.nodes) contents.set(node.id, { node, internal: [], children: [], incoming: 0 });
  for (const node of graph.nodes) if (node.parent !== null) contents.get(node.parent)?.children.push(node);
  for (const transition of graph.transitions) {
    if (transition.targets.length === 0) contents.get(transition.source)?.internal.push(transition);
    for (const target of transition.targets) {
      const content = contents.get(target);
      if (content) content.incoming += 1;
    }
  }
  return contents;
}

/** The lines of a node's header: its name, its invokes, its targetless transitions. */
function headerLines(content: NodeContent): string[] {
  return [content.node.key, ...invokeTexts(content.node), ...content.internal.map(transitionText)];
}

/**
 * Keeps parallel regions in the machine's order (left to right, or top to bottom when the chart runs
 * right): the parallel state's layer keeps the order its children's `elk.position` gives
 * (`semiInteractive` crossing minimisation), each region placed by its index. (`forceNodeModelOrder`
 * would do it too, but ELK 0.12 fails on it inside compound nodes.)
 */
function regionOrder(
  content: NodeContent,
  contents: Map<string, NodeContent>,
  direction: ChartDirection,
): Record<string, string> {
  if (content.node.type === 'parallel') return { 'elk.layered.crossingMinimization.semiInteractive': 'true' };
  const parent = contents.get(content.node.parent ?? '');
  if (parent?.node.type !== 'parallel') return {};
  const place = parent.children.indexOf(content.node) * 1000;
  return { 'elk.position': direction === 'DOWN' ? `(${place}, 0)` : `(0, ${place})` };
}

function toElkNode(
  content: NodeContent,
  contents: Map<string, NodeContent>,
  sizes: Sizes,
  direction: ChartDirection,
): ElkNode {
  const { node, children } = content;
  const lines = headerLines(content);
  const header = lines.length * sizes.lineHeight + PAD_Y * 2;
  const textWide = Math.max(...lines.map((line) => textWidth(line, sizes.charWidth))) + PAD_X * 2;
  if (node.type === 'history') {
    return { id: node.id, width: HISTORY_SIZE, height: HISTORY_SIZE };
  }
  if (children.length === 0) {
    const width = Math.max(MIN_STATE_WIDTH, textWide, content.incoming * ARROW_ROOM);
    return { id: node.id, width, height: header };
  }
  const elkNode: ElkNode = {
    id: node.id,
    layoutOptions: {
      ...regionOrder(content, contents, direction),
      'elk.padding': `[top=${header + INNER_PAD / 2},left=${INNER_PAD},bottom=${INNER_PAD},right=${INNER_PAD}]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${textWide}, ${header})`,
    },
    children: children.map((child) =>
      toElkNode(contents.get(child.id) as NodeContent, contents, sizes, direction),
    ),
  };
  return elkNode;
}

function toElkEdges(graph: MachineGraph, sizes: Sizes): ElkExtendedEdge[] {
  return graph.transitions.flatMap((transition) =>
    transition.targets.map((target, index) => {
      const text = transitionText(transition);
      const edge: ElkExtendedEdge = {
        id: `${transition.id}>${index}`,
        sources: [transition.source],
        targets: [target],
      };
      // One label per transition, on its first branch: a transition to several regions is one arrow bundle.
      if (index === 0) {
        edge.labels = [{ text, width: textWidth(text, sizes.charWidth) + 4, height: sizes.lineHeight }];
      }
      return edge;
    }),
  );
}

function collect(elkNode: ElkNode, nodes: ElkNode[], edges: ElkExtendedEdge[]): void {
  nodes.push(elkNode);
  edges.push(...(elkNode.edges ?? []));
  for (const child of elkNode.children ?? []) collect(child, nodes, edges);
}

/**
 * Lays a machine's chart out with ELK (elkjs, the bundled build: it runs in a browser, a worker and Node):
 * compound and parallel states enclose their children, atomic states are boxes sized to their text,
 * every transition to other states is an orthogonal edge with its label placed by ELK, and targetless
 * transitions are rows in their state's header. Unless `options.direction` says which way, the chart is
 * laid out running down and running right, and the one nearer a 16:10 page is kept: a machine with
 * parallel regions is often half as wide running right (its regions stacked). Pure: the same graph
 * gives the same layout.
 *
 * @throws {LayoutError} (as a rejection) when the graph is not one ELK can lay out.
 * @example
 * ```ts
 * const layout = await layoutMachine(serializeMachine(otpMachine));
 * const svg = renderStatechartSvg(graph, layout);
 * ```
 */
export async function layoutMachine(
  graph: MachineGraph,
  options: LayoutOptions = {},
): Promise<MachineLayout> {
  const { direction, ...sizeOptions } = options;
  const sizes = { ...DEFAULTS, ...sizeOptions };
  const contents = contentsOf(graph);
  if (direction) return layoutIn(direction, graph, contents, sizes);
  const both = await Promise.all(
    (['DOWN', 'RIGHT'] as const).map((way) => layoutIn(way, graph, contents, sizes)),
  );
  const [down, right] = both as [MachineLayout, MachineLayout];
  return misfit(right) < misfit(down) ? right : down;
}

/** How far a layout's shape is from the page's, as a ratio either way (0: the page's own shape). */
function misfit({ width, height }: MachineLayout): number {
  return Math.abs(Math.log(width / Math.max(height, 1) / PAGE_ASPECT));
}

async function layoutIn(
  direction: ChartDirection,
  graph: MachineGraph,
  contents: Map<string, NodeContent>,
  sizes: Sizes,
): Promise<MachineLayout> {
  const root = contents.get(graph.root);
  if (!root) throw new LayoutError(graph.machineId, `it has no node "${graph.root}", its root.`);
  const chart: ElkNode = {
    id: CHART_ID,
    layoutOptions: { ...CHART_OPTIONS, 'elk.direction': direction },
    children: [toElkNode(root, contents, sizes, direction)],
    edges: toElkEdges(graph, sizes),
  };
  const laidOut = await new ELK().layout(chart).catch((cause: unknown) => {
    // ELK's own message names Java classes; the reader needs the machine, the cause keeps the detail.
    throw new LayoutError(graph.machineId, 'ELK refused the graph.', { cause });
  });

  const elkNodes: ElkNode[] = [];
  const elkEdges: ElkExtendedEdge[] = [];
  collect(laidOut, elkNodes, elkEdges);

  const nodes: Record<string, NodeLayout> = {};
  for (const elkNode of elkNodes) {
    const content = contents.get(elkNode.id);
    if (!content) continue;
    nodes[elkNode.id] = {
      id: elkNode.id,
      x: elkNode.x ?? 0,
      y: elkNode.y ?? 0,
      width: elkNode.width ?? 0,
      height: elkNode.height ?? 0,
      header: headerLines(content).length * sizes.lineHeight + PAD_Y * 2,
    };
  }

  const edges: Record<string, EdgeLayout> = {};
  const branches = new Map(elkEdges.map((edge) => [edge.id, edge]));
  for (const transition of graph.transitions) {
    if (transition.targets.length === 0) {
      edges[transition.id] = internalRow(transition, contents, nodes, sizes);
      continue;
    }
    const parts = transition.targets.map((_, index) => branches.get(`${transition.id}>${index}`));
    const label = parts[0]?.labels?.[0];
    edges[transition.id] = {
      id: transition.id,
      internal: false,
      sections: parts.flatMap((part) =>
        (part?.sections ?? []).map((section) => ({
          start: { x: section.startPoint.x, y: section.startPoint.y },
          end: { x: section.endPoint.x, y: section.endPoint.y },
          bends: (section.bendPoints ?? []).map(({ x, y }) => ({ x, y })),
        })),
      ),
      label: { x: label?.x ?? 0, y: label?.y ?? 0, width: label?.width ?? 0, height: label?.height ?? 0 },
    };
  }
  return {
    width: laidOut.width ?? 0,
    height: laidOut.height ?? 0,
    direction,
    lineHeight: sizes.lineHeight,
    nodes,
    edges,
  };
}

/** Where a targetless transition's row sits: below its state's name and invokes, one line each. */
function internalRow(
  transition: GraphTransition,
  contents: Map<string, NodeContent>,
  nodes: Record<string, NodeLayout>,
  sizes: Sizes,
): EdgeLayout {
  const content = contents.get(transition.source) as NodeContent;
  const box = nodes[transition.source] as NodeLayout;
  const line = 1 + content.node.invoke.length + content.internal.indexOf(transition);
  return {
    id: transition.id,
    internal: true,
    sections: [],
    label: {
      x: box.x + PAD_X,
      y: box.y + PAD_Y + line * sizes.lineHeight,
      width: textWidth(transitionText(transition), sizes.charWidth),
      height: sizes.lineHeight,
    },
  };
}
