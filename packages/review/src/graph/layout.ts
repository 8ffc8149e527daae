import ELK, { type ElkExtendedEdge, type ElkLabel, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import { invokeTexts, nodeTitle, textWidth, transitionLines, transitionText } from './chart-text';
import { foldGraph } from './fold';
import type { GraphNode, GraphTransition, MachineGraph } from './graph.types';
import type {
  ChartDirection,
  EdgeLayout,
  LayoutBox,
  LayoutOptions,
  MachineLayout,
  NodeLayout,
} from './layout.types';
import { childOrder } from './layout-order';
import { NAME_FONT_SIZE, nameSizeAtFit } from './readable';

interface Sizes {
  charWidth: number;
  lineHeight: number;
}

const DEFAULTS: Sizes = { charWidth: 7, lineHeight: 18 };
/** Room around text inside a box, and around a compound node's children. */
const PAD_X = 12;
const PAD_Y = 8;
const INNER_PAD = 16;
const MIN_STATE_WIDTH = 72;
/** Room per arrow on a state's border, so that many transitions into one state stay apart. */
const ARROW_ROOM = 12;
const HISTORY_SIZE = 30;
/** A transient state's junction (a diamond), and the caption under it (its name, as large as any state's). */
const JUNCTION_SIZE = 20;
const CAPTION_HEIGHT = 18;
/** A label longer than this many average letters is drawn in two lines, its guard on the second. */
const WRAP_CHARS = 22;
/** Room either side of a label's text, so the line it sits on stops short of the letters. */
const LABEL_PAD = 8;
/** The id of the marker that transitions of the machine itself (taken in any state) start from. */
const ANY_STATE_ID = '\u0000any-state';
const ANY_STATE_SIZE = 12;
/** Room between the root's border and the drawing's edge. */
const MARGIN = 8;

/**
 * ELK's layered algorithm with the whole hierarchy in one run (`INCLUDE_CHILDREN`), so edges may enter
 * and leave compound states; coordinates come back absolute (`elk.json.*Coords: ROOT`). The machine's
 * root is ELK's root graph: its children's order is the reading order `childOrder()` gives, and ELK
 * keeps it where it can (`considerModelOrder`, `cycleBreaking: GREEDY_MODEL_ORDER`), so arrows that
 * go back are mostly the ones drawn back. (ELK 0.12 fails on model-order options in a nested graph under
 * `INCLUDE_CHILDREN`: nested compounds get spacing only.) Parallel regions have no edges between them,
 * so layering puts them in one layer: side by side when the chart runs down, stacked when it runs
 * right, in document order.
 * Options: https://eclipse.dev/elk/reference/algorithms/org-eclipse-elk-layered.html
 */
const CHART_OPTIONS: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.json.edgeCoords': 'ROOT',
  'elk.json.shapeCoords': 'ROOT',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.layered.cycleBreaking.strategy': 'GREEDY_MODEL_ORDER',
};

/**
 * What ELK reads from each graph that holds children (not inherited): given to every compound state.
 * Tight spacing, so a chart fits its pane at a larger zoom.
 */
const GRAPH_OPTIONS: Record<string, string> = {
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '8',
  'elk.spacing.edgeLabel': '2',
  'elk.spacing.labelLabel': '4',
  'elk.spacing.nodeNode': '20',
  'elk.layered.spacing.nodeNodeBetweenLayers': '28',
  'elk.spacing.edgeNode': '12',
  'elk.spacing.edgeEdge': '8',
  'elk.layered.spacing.edgeNodeBetweenLayers': '10',
};

/** One ELK for every layout: the bundled build runs in the caller's thread. */
const elk = new ELK();

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
  /** A transient state, drawn as a junction. */
  junction: boolean;
  /** A folded state: how many states it holds. */
  held?: number;
}

/**
 * Transitions drawn as one arrow: the same source, the same targets, the same kind (each kind has its
 * own dash and colour). Their labels stack on it, one line each, so three ways from `idle` to
 * `sending` are one arrow, not three side by side.
 */
interface Bundle {
  source: string;
  targets: string[];
  transitions: GraphTransition[];
}

/** What each direction lays out: the graph as drawn (folds applied), its nodes' contents, its arrows. */
interface Prepared {
  graph: MachineGraph;
  contents: Map<string, NodeContent>;
  bundles: Bundle[];
  sizes: Sizes;
}

/**
 * A transient state: an atomic state with nothing to do but leave (only `always` transitions, one of
 * them unguarded, no invoke), so no snapshot ever rests in it: a junction, not a place.
 */
function isTransient(node: GraphNode, own: GraphTransition[]): boolean {
  return (
    node.type === 'atomic' &&
    node.parent !== null &&
    node.invoke.length === 0 &&
    own.length > 0 &&
    own.every((transition) => transition.kind === 'always' && transition.targets.length > 0) &&
    own.some((transition) => transition.guard === undefined)
  );
}

function contentsOf(graph: MachineGraph, held: Map<string, number>): Map<string, NodeContent> {
  const contents = new Map<string, NodeContent>();
  const own = new Map<string, GraphTransition[]>();
  for (const transition of graph.transitions) {
    own.set(transition.source, [...(own.get(transition.source) ?? []), transition]);
  }
  for (const node of graph.nodes) {
    const content: NodeContent = {
      node,
      internal: [],
      children: [],
      incoming: 0,
      junction: isTransient(node, own.get(node.id) ?? []),
    };
    if (held.has(node.id)) content.held = held.get(node.id);
    contents.set(node.id, content);
  }
  for (const node of graph.nodes) if (node.parent !== null) contents.get(node.parent)?.children.push(node);
  for (const content of contents.values()) {
    content.children = childOrder(content.node, content.children, graph);
  }
  for (const transition of graph.transitions) {
    if (transition.targets.length === 0) contents.get(transition.source)?.internal.push(transition);
  }
  return contents;
}

function bundlesOf(graph: MachineGraph, contents: Map<string, NodeContent>): Bundle[] {
  const bundles = new Map<string, Bundle>();
  for (const transition of graph.transitions) {
    if (transition.targets.length === 0) continue;
    const key = `${transition.source}>${transition.targets.join(',')}>${transition.kind}`;
    const bundle = bundles.get(key);
    if (bundle) {
      bundle.transitions.push(transition);
      continue;
    }
    bundles.set(key, { source: transition.source, targets: transition.targets, transitions: [transition] });
    for (const target of transition.targets) {
      const content = contents.get(target);
      if (content) content.incoming += 1;
    }
  }
  return [...bundles.values()];
}

/** How much wider a state's name runs than other text: bold at `NAME_FONT_SIZE` against 12 px regular. */
const NAME_WIDTH = (NAME_FONT_SIZE / 12) * 1.1;

/** The lines of a node's header: its name, its invokes, its targetless transitions. */
function headerLines(content: NodeContent): string[] {
  const name = content.node.parent === null ? content.node.key : nodeTitle(content.node.key, content.held);
  return [name, ...invokeTexts(content.node), ...content.internal.map(transitionText)];
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
  if (node.type === 'history') return { id: node.id, width: HISTORY_SIZE, height: HISTORY_SIZE };
  if (content.junction) {
    // The caption is an outside label, so ELK keeps room for it under the diamond.
    return {
      id: node.id,
      width: JUNCTION_SIZE,
      height: JUNCTION_SIZE,
      labels: [
        { text: node.key, width: textWidth(node.key, sizes.charWidth * NAME_WIDTH), height: CAPTION_HEIGHT },
      ],
      layoutOptions: { 'elk.nodeLabels.placement': 'OUTSIDE V_BOTTOM H_CENTER' },
    };
  }
  const lines = headerLines(content);
  const header = lines.length * sizes.lineHeight + PAD_Y * 2;
  const textWide =
    Math.max(
      ...lines.map((line, index) =>
        textWidth(line, index === 0 ? sizes.charWidth * NAME_WIDTH : sizes.charWidth),
      ),
    ) +
    PAD_X * 2;
  if (children.length === 0) {
    const width = Math.max(MIN_STATE_WIDTH, textWide, content.incoming * ARROW_ROOM);
    return { id: node.id, width, height: header };
  }
  return {
    id: node.id,
    layoutOptions: {
      // ELK reads spacing and ordering from the graph that holds the children: every compound gets them.
      ...GRAPH_OPTIONS,
      'elk.direction': direction,
      ...regionOrder(content, contents, direction),
      'elk.padding': `[top=${header + INNER_PAD / 2},left=${INNER_PAD},bottom=${INNER_PAD},right=${INNER_PAD}]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${textWide}, ${header})`,
    },
    children: children.map((child) =>
      toElkNode(contents.get(child.id) as NodeContent, contents, sizes, direction),
    ),
  };
}

/** A transition's label lines: two (event, then guard) when one line is long. */
function labelLinesOf(transition: GraphTransition, sizes: Sizes): string[] {
  const long = textWidth(transitionText(transition), sizes.charWidth) > sizes.charWidth * WRAP_CHARS;
  return transitionLines(transition, long);
}

/** The label block of a bundle: its transitions' lines, the arrow running through its middle. */
function bundleLabel(bundle: Bundle, sizes: Sizes): ElkLabel {
  const lines = bundle.transitions.flatMap((transition) => labelLinesOf(transition, sizes));
  const loop = bundle.targets.length === 1 && bundle.targets[0] === bundle.source;
  return {
    text: lines.join('\n'),
    width: Math.max(...lines.map((line) => textWidth(line, sizes.charWidth))) + LABEL_PAD,
    height: lines.length * sizes.lineHeight,
    // On the arrow, so it reads as that arrow's; a loop's label stands beside it (ELK cannot inline it).
    layoutOptions: {
      'elk.edgeLabels.inline': loop ? 'false' : 'true',
      'elk.edgeLabels.placement': 'CENTER',
    },
  };
}

function toElkEdges(bundles: Bundle[], sizes: Sizes, root: string): ElkExtendedEdge[] {
  return bundles.flatMap((bundle, index) =>
    bundle.targets.map((target, branch) => {
      // The root holds the whole chart: its own arrows start at the any-state marker.
      const source = bundle.source === root ? ANY_STATE_ID : bundle.source;
      const edge: ElkExtendedEdge = { id: `${index}>${branch}`, sources: [source], targets: [target] };
      // One label per bundle, on its first branch: a transition to several regions is one arrow bundle.
      if (branch === 0) edge.labels = [bundleLabel(bundle, sizes)];
      return edge;
    }),
  );
}

function collect(elkNode: ElkNode, nodes: ElkNode[], edges: ElkExtendedEdge[]): void {
  nodes.push(elkNode);
  edges.push(...(elkNode.edges ?? []));
  for (const child of elkNode.children ?? []) collect(child, nodes, edges);
}

function prepare(graph: MachineGraph, options: LayoutOptions): Prepared {
  const { direction: _direction, pane: _pane, folded = [], ...sizeOptions } = options;
  const sizes = { ...DEFAULTS, ...sizeOptions };
  const { graph: drawn, held } = foldGraph(graph, folded);
  const contents = contentsOf(drawn, held);
  if (!contents.has(drawn.root)) {
    throw new LayoutError(graph.machineId, `it has no node "${graph.root}", its root.`);
  }
  return { graph: drawn, contents, bundles: bundlesOf(drawn, contents), sizes };
}

/**
 * Lays a machine's chart out with ELK (elkjs, the bundled build: it runs in a browser, a worker and Node):
 * compound and parallel states enclose their children, atomic states are boxes sized to their text,
 * transient states (only `always`) are small junctions, transitions with the same source and targets
 * share one orthogonal arrow with their labels stacked on it, and targetless transitions are rows in
 * their state's header. `options.folded` folds compound or parallel states to one box each
 * (`foldGraph()`). One ELK pass per direction (both unless `options.direction` says which; DOWN
 * only when RIGHT shrinks names once fitted): the one whose state names are largest once fitted to
 * `options.pane` (`nameSizeAtFit()`) is kept. Pure: the same graph gives the same layout.
 *
 * @throws {LayoutError} (as a rejection) when the graph is not one ELK can lay out.
 * @throws {FoldError} (as a rejection) when `options.folded` names a state that cannot fold.
 * @example
 * ```ts
 * const pane = { width: 1260, height: 510 };
 * const layout = await layoutMachine(serializeMachine(otpMachine), { pane, folded: ['otp.sent'] });
 * const svg = renderStatechartSvg(graph, layout);
 * ```
 */
export async function layoutMachine(graph: MachineGraph, options: LayoutOptions): Promise<MachineLayout> {
  const prepared = prepare(graph, options);
  let best: { layout: MachineLayout; size: number } | undefined;
  for (const direction of options.direction ? [options.direction] : (['RIGHT', 'DOWN'] as const)) {
    const layout = await layoutIn(direction, graph.machineId, prepared);
    const size = nameSizeAtFit(layout, options.pane);
    if (!best || size > best.size) best = { layout, size };
    // Names at their own size once fitted: the other direction cannot read better.
    if (size >= NAME_FONT_SIZE) break;
  }
  return (best as { layout: MachineLayout }).layout;
}

/** The chart: the machine's root as ELK's root graph, with the any-state marker first when it has arrows. */
function toElkChart(prepared: Prepared, direction: ChartDirection): ElkNode {
  const { graph, contents, bundles, sizes } = prepared;
  const root = toElkNode(contents.get(graph.root) as NodeContent, contents, sizes, direction);
  const fromRoot = bundles.some((bundle) => bundle.source === graph.root);
  const marker: ElkNode = { id: ANY_STATE_ID, width: ANY_STATE_SIZE, height: ANY_STATE_SIZE };
  return {
    ...root,
    layoutOptions: { ...root.layoutOptions, ...CHART_OPTIONS },
    children: [...(fromRoot ? [marker] : []), ...(root.children ?? [])],
    edges: toElkEdges(bundles, sizes, graph.root),
  };
}

async function layoutIn(
  direction: ChartDirection,
  machineId: string,
  prepared: Prepared,
): Promise<MachineLayout> {
  const { graph, contents, bundles, sizes } = prepared;
  const laidOut = await elk.layout(toElkChart(prepared, direction)).catch((cause: unknown) => {
    // ELK's own message names Java classes; the reader needs the machine, the cause keeps the detail.
    throw new LayoutError(machineId, 'ELK refused the graph.', { cause });
  });

  const elkNodes: ElkNode[] = [];
  const elkEdges: ElkExtendedEdge[] = [];
  collect(laidOut, elkNodes, elkEdges);
  // The root's border a little inside the drawing, not on its edge.
  const at = (point: { x: number; y: number }) => ({ x: point.x + MARGIN, y: point.y + MARGIN });

  const nodes: Record<string, NodeLayout> = {};
  let anyState: LayoutBox | undefined;
  for (const elkNode of elkNodes) {
    const box = {
      ...at({ x: elkNode.x ?? 0, y: elkNode.y ?? 0 }),
      width: elkNode.width ?? 0,
      height: elkNode.height ?? 0,
    };
    if (elkNode.id === ANY_STATE_ID) anyState = box;
    const content = contents.get(elkNode.id);
    if (!content) continue;
    const node: NodeLayout = {
      id: elkNode.id,
      ...box,
      header: content.junction ? 0 : headerLines(content).length * sizes.lineHeight + PAD_Y * 2,
    };
    if (content.junction) node.junction = true;
    if (content.held !== undefined) node.folded = content.held;
    nodes[elkNode.id] = node;
  }

  const edges: Record<string, EdgeLayout> = {};
  const branches = new Map(elkEdges.map((edge) => [edge.id, edge]));
  bundles.forEach((bundle, index) => {
    const parts = bundle.targets.map((_, branch) => branches.get(`${index}>${branch}`));
    const block = parts[0]?.labels?.[0];
    const sections = parts.flatMap((part) =>
      (part?.sections ?? []).map((section) => ({
        start: at(section.startPoint),
        end: at(section.endPoint),
        bends: (section.bendPoints ?? []).map(at),
      })),
    );
    const corner = at({ x: block?.x ?? 0, y: block?.y ?? 0 });
    let line = 0;
    for (const transition of bundle.transitions) {
      const lines = labelLinesOf(transition, sizes).length;
      edges[transition.id] = {
        id: transition.id,
        internal: false,
        sections,
        label: {
          x: corner.x,
          y: corner.y + line * sizes.lineHeight,
          width: block?.width ?? 0,
          height: lines * sizes.lineHeight,
        },
      };
      line += lines;
    }
  });
  for (const transition of graph.transitions) {
    if (transition.targets.length === 0)
      edges[transition.id] = internalRow(transition, contents, nodes, sizes);
  }
  const layout: MachineLayout = {
    width: (laidOut.width ?? 0) + MARGIN * 2,
    height: (laidOut.height ?? 0) + MARGIN * 2,
    direction,
    lineHeight: sizes.lineHeight,
    nodes,
    edges,
  };
  if (anyState) layout.anyState = anyState;
  return layout;
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
