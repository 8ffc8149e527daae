import { invokeTexts, KIND_GLYPHS, nodeTitle, transitionLines, transitionText } from './chart-text';
import type { GraphNode, GraphTransition, MachineGraph, TransitionKind } from './graph.types';
import type {
  EdgeLayout,
  EdgeSectionLayout,
  LayoutBox,
  LayoutPoint,
  MachineLayout,
  NodeLayout,
} from './layout.types';
import { chartSize, LEGEND_HEIGHT, NAME_FONT_SIZE } from './readable';

/** What to light: the active nodes (class `active`) and the transition just taken (class `last`). */
export interface StatechartHighlight {
  active?: string[];
  lastTransition?: string;
}

/** The words the chart writes besides the machine's own names: in the reader's language. */
export interface StatechartTexts {
  /** Tooltip lines of a node: its entry and exit actions, its tags. */
  entry: string;
  exit: string;
  tags: string;
  /** Tooltip line of a transition: the actions it runs. */
  actions: string;
  /** The legend's name of each kind of transition. */
  kinds: Record<TransitionKind, string>;
  /** The tooltip of the marker the machine's own transitions start from. */
  anyState: string;
}

/** The chart's words in English: the renderer's own; a page in another language gives its own (`StatechartTexts`). */
export const englishStatechartTexts: StatechartTexts = {
  entry: 'entry',
  exit: 'exit',
  tags: 'tags',
  actions: 'actions',
  kinds: { event: 'event', always: 'always', delayed: 'after a delay', done: 'done', error: 'error' },
  anyState: 'in any state',
};

const FONT_SIZE = 12;
const INITIAL_DOT = 4;
/** How round an arrow's bends are (px); a short run gets a smaller curve. */
const BEND_RADIUS = 10;
const KINDS: TransitionKind[] = ['event', 'always', 'delayed', 'done', 'error'];

/**
 * Light and dark through `prefers-color-scheme`; each kind of transition its colour and dash; `active`
 * and `last` lit. Inline, so the file stands alone (opened by itself, on a code host, inside a page).
 */
const STYLE = `
svg{--bg:#ffffff;--fg:#1f2328;--muted:#59636e;--box:#f6f8fa;--line:#8c959f;--event:#1f2328;--always:#8250df;
--delayed:#9a6700;--done:#1a7f37;--error:#cf222e;--active:#fff8c5;--active-line:#bf8700;--last:#0969da}
@media (prefers-color-scheme:dark){svg{--bg:#0d1117;--fg:#e6edf3;--muted:#9198a1;--box:#161b22;--line:#6e7681;
--event:#e6edf3;--always:#c297ff;--delayed:#d29922;--done:#3fb950;--error:#f85149;--active:#3b2e00;
--active-line:#e3b341;--last:#58a6ff}}
text{font-family:"Noto Sans","Noto Sans Thai","DejaVu Sans",system-ui,sans-serif;font-size:${FONT_SIZE}px;fill:var(--fg)}
.chart-bg{fill:var(--bg)}
.node>rect,.node>circle,.node>path{fill:var(--box);stroke:var(--line);stroke-width:1.2}
.node-compound>rect,.node-parallel>rect{fill:none}
.region>rect{stroke-dasharray:6 4;fill:none}
.node .name{font-weight:600;font-size:${NAME_FONT_SIZE}px}
.node .row,.node .count{fill:var(--muted)}
.node .count{font-weight:400}
.node .caption{font-size:${NAME_FONT_SIZE}px;font-weight:600;fill:var(--muted)}
.node-junction>path{fill:var(--always);stroke:var(--always)}
.folded>rect{stroke-width:2}
.any-state{fill:var(--fg)}
.node-root>.name{font-size:${NAME_FONT_SIZE + 1}px}
.node.active>rect,.node.active>circle,.node.active>path{fill:var(--active);stroke:var(--active-line);stroke-width:2.4}
.node-compound.active>rect,.node-parallel.active>rect{fill:none}
.initial{fill:var(--fg);stroke:var(--fg)}
.edge path{fill:none;stroke-width:1.3}
.edge text{font-size:11px;paint-order:stroke;stroke:var(--bg);stroke-width:3px;stroke-linejoin:round}
${KINDS.map((kind) => `.edge-${kind} path{stroke:var(--${kind})}.edge-${kind} text{fill:var(--${kind})}.arrow-${kind}{fill:var(--${kind})}`).join('\n')}
.edge-always path{stroke-dasharray:2 3}.edge-delayed path{stroke-dasharray:7 4}.edge-error path{stroke-dasharray:5 2 1 2}
.edge.last path{stroke:var(--last);stroke-width:3}.edge.last text{fill:var(--last);font-weight:700}
.row-transition.last{fill:var(--last);font-weight:700}
`;

/** Escapes text for XML content and attribute values. */
function xml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** Coordinates rounded to a tenth of a pixel: small files, and no float noise between runs. */
function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function tooltip(lines: (string | false | undefined)[]): string {
  const text = lines.filter((line): line is string => Boolean(line)).join('\n');
  return text ? `<title>${xml(text)}</title>` : '';
}

function nodeTooltip(node: GraphNode, texts: StatechartTexts): string {
  return tooltip([
    node.id,
    node.description,
    node.entry.length > 0 && `${texts.entry}: ${node.entry.join(', ')}`,
    node.exit.length > 0 && `${texts.exit}: ${node.exit.join(', ')}`,
    node.tags.length > 0 && `${texts.tags}: ${node.tags.join(', ')}`,
  ]);
}

function transitionTooltip(transition: GraphTransition, texts: StatechartTexts): string {
  return tooltip([
    transitionText(transition),
    transition.description,
    transition.actions.length > 0 && `${texts.actions}: ${transition.actions.join(', ')}`,
  ]);
}

/** A transient state: a small diamond, its name under it (the size of every state's name) and in its tooltip. */
function drawJunction(node: GraphNode, box: NodeLayout, layout: MachineLayout, open: string): string {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const diamond = `M${n(cx)} ${n(box.y)}L${n(box.x + box.width)} ${n(cy)}L${n(cx)} ${n(box.y + box.height)}L${n(box.x)} ${n(cy)}Z`;
  // Where the layout kept room for it: off the arrows' way (beside a chart that runs down, under one that runs right).
  const caption =
    layout.direction === 'DOWN'
      ? `<text class="caption" x="${n(box.x + box.width + 3)}" y="${n(cy + 5)}">${xml(node.key)}</text>`
      : `<text class="caption" x="${n(cx)}" y="${n(box.y + box.height + 14)}" text-anchor="middle">${xml(node.key)}</text>`;
  return `${open}<path d="${diamond}"/>${caption}</g>`;
}

function drawNode(
  node: GraphNode,
  box: NodeLayout,
  graph: MachineGraph,
  layout: MachineLayout,
  classes: string[],
  texts: StatechartTexts,
): string {
  const parentType = graph.nodes.find((candidate) => candidate.id === node.parent)?.type;
  const classList = [
    'node',
    `node-${box.junction ? 'junction' : node.type}`,
    ...(node.parent === null ? ['node-root'] : []),
    ...(parentType === 'parallel' ? ['region'] : []),
    ...(box.folded !== undefined ? ['folded'] : []),
    ...classes,
  ];
  const open = `<g class="${classList.join(' ')}" data-node-id="${xml(node.id)}">${nodeTooltip(node, texts)}`;
  if (box.junction) return drawJunction(node, box, layout, open);
  if (node.type === 'history') {
    const r = box.width / 2;
    const mark = node.history === 'deep' ? 'H*' : 'H';
    return `${open}<circle cx="${n(box.x + r)}" cy="${n(box.y + r)}" r="${n(r)}"/><text class="name" x="${n(box.x + r)}" y="${n(box.y + r + 4)}" text-anchor="middle">${mark}</text></g>`;
  }
  const rounded = node.type === 'compound' || node.type === 'parallel' ? 8 : 6;
  const shapes = [
    `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}" rx="${rounded}"/>`,
  ];
  if (node.type === 'final') {
    shapes.push(
      `<rect x="${n(box.x + 3)}" y="${n(box.y + 3)}" width="${n(box.width - 6)}" height="${n(box.height - 6)}" rx="4"/>`,
    );
  }
  const line = layout.lineHeight;
  const textX = n(box.x + 12);
  // A folded state says how many states it holds, after its name and in the muted colour.
  const name = node.parent === null ? graph.machineId : node.key;
  const count = box.folded === undefined ? '' : nodeTitle('', box.folded);
  const rows = [
    `<text class="name" x="${textX}" y="${n(box.y + 8 + line * 0.75)}">${xml(name)}${count ? `<tspan class="count">${xml(count)}</tspan>` : ''}</text>`,
    ...invokeTexts(node).map(
      (text, index) =>
        `<text class="row" x="${textX}" y="${n(box.y + 8 + line * (index + 1.75))}">${xml(text)}</text>`,
    ),
  ];
  return `${open}${shapes.join('')}${rows.join('')}</g>`;
}

/** Where the machine's own transitions start: a small dot, "in any state" as its tooltip. */
function drawAnyState(box: LayoutBox | undefined, texts: StatechartTexts): string {
  if (!box) return '';
  const r = box.width / 2;
  return `<g class="any-state"><title>${xml(texts.anyState)}</title><circle cx="${n(box.x + r)}" cy="${n(box.y + box.height / 2)}" r="${n(r)}"/></g>`;
}

/** The initial-state marker: a dot beside the initial child with a short arrow into it. */
function drawInitial(node: GraphNode, layout: MachineLayout): string {
  const child = node.initial ? layout.nodes[node.initial] : undefined;
  if (!child) return '';
  const y = child.y + Math.min(child.height / 2, 14);
  const dotX = child.x - 12;
  return `<g class="initial" data-initial-of="${xml(node.id)}"><circle cx="${n(dotX)}" cy="${n(y)}" r="${INITIAL_DOT}"/><path d="M${n(dotX)} ${n(y)}H${n(child.x - 1)}" marker-end="url(#arrow-event)"/></g>`;
}

/**
 * An arrow's path with its bends rounded: each corner a quadratic curve of up to `BEND_RADIUS`, less
 * where a run is short, so that two bends close together still meet.
 */
function pathOf(section: EdgeSectionLayout): string {
  const points = [section.start, ...section.bends, section.end];
  const parts = [`M${n(section.start.x)} ${n(section.start.y)}`];
  for (let i = 1; i < points.length - 1; i++) {
    const before = points[i - 1] as LayoutPoint;
    const corner = points[i] as LayoutPoint;
    const after = points[i + 1] as LayoutPoint;
    const inLength = Math.hypot(corner.x - before.x, corner.y - before.y);
    const outLength = Math.hypot(after.x - corner.x, after.y - corner.y);
    const r = Math.min(BEND_RADIUS, inLength / 2, outLength / 2);
    if (r < 0.5) {
      parts.push(`L${n(corner.x)} ${n(corner.y)}`);
      continue;
    }
    const from = {
      x: corner.x - ((corner.x - before.x) / inLength) * r,
      y: corner.y - ((corner.y - before.y) / inLength) * r,
    };
    const to = {
      x: corner.x + ((after.x - corner.x) / outLength) * r,
      y: corner.y + ((after.y - corner.y) / outLength) * r,
    };
    parts.push(`L${n(from.x)} ${n(from.y)}Q${n(corner.x)} ${n(corner.y)} ${n(to.x)} ${n(to.y)}`);
  }
  parts.push(`L${n(section.end.x)} ${n(section.end.y)}`);
  return parts.join('');
}

/**
 * The id of the mask that cuts arrows where labels sit, so a label on its arrow reads clearly. Named
 * after the machine and the chart's size: two charts on one page keep their own.
 */
function labelMaskId(graph: MachineGraph, layout: MachineLayout): string {
  const safe = graph.machineId.replace(/[^A-Za-z0-9_-]/g, '_');
  return `labels-${safe}-${Math.round(layout.width)}x${Math.round(layout.height)}`;
}

function drawLabelMask(id: string, layout: MachineLayout, width: number, height: number): string {
  const holes = new Map<string, LayoutBox>();
  for (const edge of Object.values(layout.edges)) {
    if (edge.internal || edge.label.width === 0) continue;
    holes.set(`${edge.label.x},${edge.label.y},${edge.label.width}`, edge.label);
  }
  const rects = [...holes.values()].map(
    (box) =>
      `<rect x="${n(box.x)}" y="${n(box.y + 1)}" width="${n(box.width)}" height="${n(box.height - 2)}"/>`,
  );
  return `<mask id="${xml(id)}" maskUnits="userSpaceOnUse" x="0" y="0" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#fff"/><g fill="#000">${rects.join('')}</g></mask>`;
}

/** What a page needs to find a transition's group: its id, its source state, its event (event transitions only). */
function edgeData(transition: GraphTransition): string {
  const event = transition.kind === 'event' ? ` data-event="${xml(transition.event)}"` : '';
  return `data-transition-id="${xml(transition.id)}" data-source="${xml(transition.source)}"${event}`;
}

function drawEdge(
  transition: GraphTransition,
  edge: EdgeLayout,
  classes: string[],
  texts: StatechartTexts,
  mask: string,
  lineHeight: number,
): string {
  const text = xml(transitionText(transition));
  const data = edgeData(transition);
  if (edge.internal) {
    return `<g class="${['edge', 'edge-internal', `edge-${transition.kind}`, ...classes].join(' ')}" ${data}>${transitionTooltip(transition, texts)}<text class="row-transition${classes.includes('last') ? ' last' : ''}" x="${n(edge.label.x)}" y="${n(edge.label.y + edge.label.height * 0.75)}">${text}</text></g>`;
  }
  const paths = edge.sections.map(
    (section) =>
      `<path d="${pathOf(section)}" marker-end="url(#arrow-${transition.kind})" mask="url(#${xml(mask)})"/>`,
  );
  // The layout made room for two lines when it wrapped the label: the event, then the guard.
  const lines = transitionLines(transition, edge.label.height >= lineHeight * 1.5);
  const x = n(edge.label.x + edge.label.width / 2);
  const label = `<text x="${x}" y="${n(edge.label.y + lineHeight * 0.72)}" text-anchor="middle">${lines
    .map((line, index) =>
      index === 0 ? xml(line) : `<tspan x="${x}" dy="${lineHeight}">${xml(line)}</tspan>`,
    )
    .join('')}</text>`;
  return `<g class="${['edge', `edge-${transition.kind}`, ...classes].join(' ')}" ${data}>${transitionTooltip(transition, texts)}${paths.join('')}${label}</g>`;
}

function drawLegend(y: number, texts: StatechartTexts): string {
  const items = KINDS.map((kind, index) => {
    const x = 12 + index * 130;
    const name = `${KIND_GLYPHS[kind]}${texts.kinds[kind]}`;
    return `<g class="edge edge-${kind}"><path d="M${x} ${y}h28" marker-end="url(#arrow-${kind})"/><text x="${x + 34}" y="${y + 4}">${xml(name)}</text></g>`;
  });
  return `<g class="legend">${items.join('')}</g>`;
}

/**
 * Draws a laid-out machine as inline SVG markup, for an HTML page (whose parser puts `<svg>` and all it
 * holds in SVG's namespace, so the markup declares none; a file of its own declares it, as the atlas
 * script does): states (compound ones around their children, parallel regions dashed, side by side or
 * stacked, final states doubled, history as H / H*), the initial marker of each compound state, every
 * transition as an arrow with its label (guard in brackets; `always`, delayed, done and error each in
 * their own dash, colour and glyph; targetless ones as rows inside their state), descriptions and
 * actions as hover titles, and a legend. Every node carries `data-node-id` and
 * every transition `data-transition-id`, so a page can light them later by class without drawing again.
 *
 * @example
 * ```ts
 * const svg = renderStatechartSvg(graph, layout, { active: activeNodeIds(graph, snapshot.value) });
 * ```
 */
export function renderStatechartSvg(
  graph: MachineGraph,
  layout: MachineLayout,
  highlight: StatechartHighlight = {},
  texts: StatechartTexts = englishStatechartTexts,
): string {
  const active = new Set(highlight.active ?? []);
  const { width, height } = chartSize(layout);
  const markers = KINDS.map(
    (kind) =>
      `<marker id="arrow-${kind}" class="arrow-${kind}" viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z"/></marker>`,
  );
  const nodes = graph.nodes.flatMap((node) => {
    const box = layout.nodes[node.id];
    return box ? [drawNode(node, box, graph, layout, active.has(node.id) ? ['active'] : [], texts)] : [];
  });
  const initials = graph.nodes.map((node) => drawInitial(node, layout));
  const mask = labelMaskId(graph, layout);
  const edges = graph.transitions.flatMap((transition) => {
    const edge = layout.edges[transition.id];
    const classes = transition.id === highlight.lastTransition ? ['last'] : [];
    return edge ? [drawEdge(transition, edge, classes, texts, mask, layout.lineHeight)] : [];
  });
  return [
    `<svg viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" data-machine-id="${xml(graph.machineId)}" role="img">`,
    `<title>${xml(graph.machineId)}</title>`,
    `<defs>${markers.join('')}${drawLabelMask(mask, layout, width, height)}</defs>`,
    `<rect class="chart-bg" width="${width}" height="${height}"/>`,
    `<g class="nodes">${nodes.join('')}</g>`,
    `<g class="initials">${initials.join('')}${drawAnyState(layout.anyState, texts)}</g>`,
    `<g class="edges">${edges.join('')}</g>`,
    drawLegend(Math.ceil(layout.height) + LEGEND_HEIGHT / 2, texts),
    // Last: a style applies wherever it stands, and happy-dom (the page tests' DOM) drops whatever
    // follows a <style> inside inline SVG.
    `<style>${STYLE}</style>`,
    '</svg>',
  ].join('\n');
}
