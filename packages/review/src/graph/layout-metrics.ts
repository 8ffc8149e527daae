import type { EdgeSectionLayout, LayoutBox, LayoutPoint, MachineLayout, NodeLayout } from './layout.types';

/**
 * How readable a laid-out chart is, counted from its geometry alone: what `layoutMachine()` ranks its
 * attempts by, and what the README's before/after table reports.
 */
export interface LayoutMetrics {
  /** The chart's natural size (px), before any zoom. */
  width: number;
  height: number;
  /** Points where two different drawn edges cross (segments meeting inside both, not at an end). */
  crossings: number;
  /** Bend points of the drawn edges: each distinct route counted once. */
  bends: number;
  /**
   * Label boxes overlapping another label, or a node they do not belong to: a state box, a compound
   * state's title band, or a compound's border (a label half in, half out). Goal: 0.
   */
  labelOverlaps: number;
  /**
   * Labels a reader may pin on the wrong arrow: farther than `LABEL_REACH` from their own, or at least
   * as near another arrow as their own. Labels bundled on one arrow are one block. Goal: 0.
   */
  labelsAmbiguous: number;
  /** The zoom at which the whole chart just fits the pane `layoutMetrics()` was given (below 1: shrunk). */
  fitScale: number;
}

/**
 * The review page's chart pane at 1 440 × 900 (the width beside the actor list, the height above the
 * timeline strip, less the fit's margin): what a chart is laid out to fit.
 */
export const CHART_PANE = { width: 1260, height: 510 } as const;

/** How far a label may stand from its arrow and still read as its own (px). */
export const LABEL_REACH = 6;

/** Slack for float noise: boxes that only touch do not overlap. */
const EPSILON = 0.5;

type Segment = readonly [LayoutPoint, LayoutPoint];

function overlaps(a: LayoutBox, b: LayoutBox): boolean {
  return (
    a.x < b.x + b.width - EPSILON &&
    b.x < a.x + a.width - EPSILON &&
    a.y < b.y + b.height - EPSILON &&
    b.y < a.y + a.height - EPSILON
  );
}

function inside(outer: LayoutBox, inner: LayoutBox): boolean {
  return (
    inner.x >= outer.x - EPSILON &&
    inner.y >= outer.y - EPSILON &&
    inner.x + inner.width <= outer.x + outer.width + EPSILON &&
    inner.y + inner.height <= outer.y + outer.height + EPSILON
  );
}

/** Whether two segments cross at a point strictly inside both (touching ends and collinear runs do not count). */
function cross([a, b]: Segment, [c, d]: Segment): boolean {
  const side = (p: LayoutPoint, q: LayoutPoint, r: LayoutPoint) =>
    (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
  const d1 = side(c, d, a);
  const d2 = side(c, d, b);
  const d3 = side(a, b, c);
  const d4 = side(a, b, d);
  // Each product strictly negative: each segment has the other's ends strictly on either side.
  const scale = Math.max(1, Math.hypot(b.x - a.x, b.y - a.y) * Math.hypot(d.x - c.x, d.y - c.y));
  return d1 * d2 < -EPSILON * scale && d3 * d4 < -EPSILON * scale;
}

function routeKey(points: LayoutPoint[]): string {
  return points.map((point) => `${point.x},${point.y}`).join(' ');
}

function pointsOf(section: EdgeSectionLayout): LayoutPoint[] {
  return [section.start, ...section.bends, section.end];
}

/** The drawn routes of a layout, each distinct route once: transitions bundled on one arrow share it. */
function routes(layout: MachineLayout): { segments: Segment[]; bends: number }[] {
  const seen = new Map<string, { segments: Segment[]; bends: number }>();
  for (const edge of Object.values(layout.edges)) {
    for (const section of edge.sections) {
      const points = pointsOf(section);
      const key = routeKey(points);
      if (seen.has(key)) continue;
      const segments = points.slice(1).map((point, index) => [points[index], point] as Segment);
      seen.set(key, { segments, bends: section.bends.length });
    }
  }
  return [...seen.values()];
}

function countCrossings(drawn: { segments: Segment[] }[]): number {
  let crossings = 0;
  for (let i = 0; i < drawn.length; i++) {
    for (let j = i + 1; j < drawn.length; j++) {
      for (const first of (drawn[i] as { segments: Segment[] }).segments) {
        for (const second of (drawn[j] as { segments: Segment[] }).segments) {
          if (cross(first, second)) crossings += 1;
        }
      }
    }
  }
  return crossings;
}

/** The parts of a node a label must stay off: all of a state box; a compound state's title band and border. */
function forbiddenFor(label: LayoutBox, node: NodeLayout, containers: Set<string>): boolean {
  if (!containers.has(node.id)) return overlaps(label, node);
  const band = { x: node.x, y: node.y, width: node.width, height: node.header };
  return overlaps(label, band) || (overlaps(label, node) && !inside(node, label));
}

function countLabelOverlaps(layout: MachineLayout): number {
  const nodes = Object.values(layout.nodes);
  // A node that holds another is a container: its inside is where its children's edges and labels go.
  const containers = new Set(
    nodes
      .filter((node) => nodes.some((other) => other !== node && inside(node, other)))
      .map((node) => node.id),
  );
  const labels = new Map<string, LayoutBox>();
  for (const edge of Object.values(layout.edges)) {
    // Rows inside their own state are part of it; a label drawn twice (a bundled arrow) counts once.
    if (edge.internal || edge.label.width === 0) continue;
    labels.set(`${edge.label.x},${edge.label.y},${edge.label.width},${edge.label.height}`, edge.label);
  }
  const boxes = [...labels.values()];
  let count = 0;
  for (let i = 0; i < boxes.length; i++) {
    const label = boxes[i] as LayoutBox;
    for (let j = i + 1; j < boxes.length; j++) if (overlaps(label, boxes[j] as LayoutBox)) count += 1;
    for (const node of nodes) if (forbiddenFor(label, node, containers)) count += 1;
  }
  return count;
}

function pointToSegment(point: LayoutPoint, [a, b]: Segment): number {
  const length = (b.x - a.x) ** 2 + (b.y - a.y) ** 2;
  const t =
    length === 0
      ? 0
      : Math.max(0, Math.min(1, ((point.x - a.x) * (b.x - a.x) + (point.y - a.y) * (b.y - a.y)) / length));
  return Math.hypot(point.x - (a.x + t * (b.x - a.x)), point.y - (a.y + t * (b.y - a.y)));
}

/** The gap between a box and a segment: 0 when the segment touches or runs through the box. */
function boxToSegment(box: LayoutBox, segment: Segment): number {
  const [a, b] = segment;
  const within = (p: LayoutPoint) =>
    p.x >= box.x && p.x <= box.x + box.width && p.y >= box.y && p.y <= box.y + box.height;
  if (within(a) || within(b)) return 0;
  const corners = [
    { x: box.x, y: box.y },
    { x: box.x + box.width, y: box.y },
    { x: box.x + box.width, y: box.y + box.height },
    { x: box.x, y: box.y + box.height },
  ];
  const sides = corners.map((corner, index) => [corner, corners[(index + 1) % 4]] as Segment);
  if (sides.some((side) => cross(side, segment))) return 0;
  return Math.min(
    ...corners.map((corner) => pointToSegment(corner, segment)),
    ...sides.flatMap((side) => [pointToSegment(a, side), pointToSegment(b, side)]),
  );
}

function union(boxes: LayoutBox[]): LayoutBox {
  const x = Math.min(...boxes.map((box) => box.x));
  const y = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { x, y, width: right - x, height: bottom - y };
}

function segmentsOf(sections: EdgeSectionLayout[]): Segment[] {
  return sections.flatMap((section) => {
    const points = pointsOf(section);
    return points.slice(1).map((point, index) => [points[index], point] as Segment);
  });
}

function countLabelsAmbiguous(layout: MachineLayout): number {
  // Transitions drawn on one arrow share its route: their labels are one block on it.
  const blocks = new Map<string, { labels: LayoutBox[]; segments: Segment[] }>();
  for (const edge of Object.values(layout.edges)) {
    if (edge.internal || edge.sections.length === 0 || edge.label.width === 0) continue;
    const key = edge.sections.map((section) => routeKey(pointsOf(section))).join('|');
    const block = blocks.get(key) ?? { labels: [], segments: segmentsOf(edge.sections) };
    block.labels.push(edge.label);
    blocks.set(key, block);
  }
  const gap = (box: LayoutBox, segments: Segment[]) =>
    Math.min(Infinity, ...segments.map((segment) => boxToSegment(box, segment)));
  let ambiguous = 0;
  for (const [key, block] of blocks) {
    const box = union(block.labels);
    const own = gap(box, block.segments);
    const others = [...blocks].filter(([other]) => other !== key).flatMap(([, { segments }]) => segments);
    if (own > LABEL_REACH || gap(box, others) <= own) ambiguous += block.labels.length;
  }
  return ambiguous;
}

/**
 * Measures a laid-out chart: its natural size, how many times its edges cross, how many bends they
 * make, how many labels overlap (each other, or nodes they do not belong to) or may be read as another
 * arrow's, and the zoom that fits
 * it in `pane` (the review page's chart pane unless given).
 *
 * @example
 * ```ts
 * const { crossings, labelOverlaps, fitScale } = layoutMetrics(await layoutMachine(graph));
 * ```
 */
export function layoutMetrics(
  layout: MachineLayout,
  pane: { width: number; height: number } = CHART_PANE,
): LayoutMetrics {
  const drawn = routes(layout);
  return {
    width: Math.round(layout.width),
    height: Math.round(layout.height),
    crossings: countCrossings(drawn),
    bends: drawn.reduce((sum, route) => sum + route.bends, 0),
    labelOverlaps: countLabelOverlaps(layout),
    labelsAmbiguous: countLabelsAmbiguous(layout),
    fitScale: Math.min(pane.width / Math.max(layout.width, 1), pane.height / Math.max(layout.height, 1)),
  };
}
