import { describe, expect, it } from 'vitest';
import type {
  EdgeLayout,
  LayoutBox,
  LayoutPoint,
  MachineLayout,
  NodeLayout,
} from '../src/graph/layout.types';
import { layoutMetrics } from '../src/graph/layout-metrics';

function node(id: string, x: number, y: number, width: number, height: number, header = height): NodeLayout {
  return { id, x, y, width, height, header };
}

/** An arrow through `points`, its label at `label`. */
function edge(id: string, points: LayoutPoint[], label: LayoutBox): EdgeLayout {
  const start = points[0] as LayoutPoint;
  const end = points[points.length - 1] as LayoutPoint;
  return { id, internal: false, sections: [{ start, end, bends: points.slice(1, -1) }], label };
}

function chart(nodes: NodeLayout[], edges: EdgeLayout[]): MachineLayout {
  return {
    width: 400,
    height: 300,
    direction: 'DOWN',
    lineHeight: 18,
    nodes: Object.fromEntries(nodes.map((box) => [box.id, box])),
    edges: Object.fromEntries(edges.map((arrow) => [arrow.id, arrow])),
  };
}

const a = node('m.a', 20, 20, 80, 30);
const b = node('m.b', 20, 200, 80, 30);
const c = node('m.c', 250, 20, 80, 30);
const d = node('m.d', 250, 200, 80, 30);
/** a → d and c → b: two straight diagonals that cross once, each label astride its own arrow. */
const crossing = chart(
  [a, b, c, d],
  [
    edge(
      'm.a#0',
      [
        { x: 60, y: 50 },
        { x: 290, y: 200 },
      ],
      { x: 80, y: 54, width: 40, height: 18 },
    ),
    edge(
      'm.c#0',
      [
        { x: 290, y: 50 },
        { x: 60, y: 200 },
      ],
      { x: 230, y: 54, width: 40, height: 18 },
    ),
  ],
);

describe('layoutMetrics', () => {
  it('counts one crossing where two arrows cross, and none where they only meet at an end or run side by side', () => {
    expect(layoutMetrics(crossing)).toMatchObject({
      crossings: 1,
      bends: 0,
      labelOverlaps: 0,
      labelsAmbiguous: 0,
    });
    const meeting = chart(
      [a, b, d],
      [
        edge(
          'm.a#0',
          [
            { x: 60, y: 50 },
            { x: 60, y: 200 },
          ],
          { x: 62, y: 100, width: 40, height: 18 },
        ),
        // Starts where the first ends, then runs beside it: no crossing.
        edge(
          'm.b#0',
          [
            { x: 60, y: 200 },
            { x: 80, y: 120 },
            { x: 80, y: 60 },
          ],
          { x: 82, y: 60, width: 30, height: 18 },
        ),
      ],
    );
    expect(layoutMetrics(meeting).crossings).toBe(0);
  });

  it('counts bends once per drawn route: transitions bundled on one arrow share it', () => {
    const route = [
      { x: 60, y: 50 },
      { x: 60, y: 120 },
      { x: 290, y: 120 },
      { x: 290, y: 200 },
    ];
    const one = chart([a, d], [edge('m.a#0', route, { x: 150, y: 111, width: 60, height: 18 })]);
    expect(layoutMetrics(one).bends).toBe(2);
    const bundled = chart(
      [a, d],
      [
        edge('m.a#0', route, { x: 150, y: 102, width: 60, height: 18 }),
        edge('m.a#1', route, { x: 150, y: 120, width: 60, height: 18 }),
      ],
    );
    expect(layoutMetrics(bundled)).toMatchObject({
      bends: 2,
      crossings: 0,
      labelOverlaps: 0,
      labelsAmbiguous: 0,
    });
  });

  it('counts a label over another label, over a state box, over a title band or across a compound border', () => {
    const straight = [
      { x: 60, y: 50 },
      { x: 60, y: 200 },
    ];
    const onLabel = chart(
      [a, b],
      [
        edge('m.a#0', straight, { x: 40, y: 100, width: 50, height: 18 }),
        edge('m.a#1', straight, { x: 50, y: 110, width: 50, height: 18 }),
      ],
    );
    expect(layoutMetrics(onLabel).labelOverlaps).toBe(1);
    const onState = chart([a, b], [edge('m.a#0', straight, { x: 40, y: 190, width: 50, height: 18 })]);
    expect(layoutMetrics(onState).labelOverlaps).toBe(1);
    // A compound holding a and b: its inside is free for labels, its title band and border are not.
    const compound = node('m', 0, 0, 200, 260, 18);
    const inner = [
      { x: 60, y: 50 },
      { x: 60, y: 200 },
    ];
    const free = chart([compound, a, b], [edge('m.a#0', inner, { x: 40, y: 100, width: 50, height: 18 })]);
    expect(layoutMetrics(free).labelOverlaps).toBe(0);
    const onBand = chart([compound, a, b], [edge('m.a#0', inner, { x: 120, y: 2, width: 50, height: 14 })]);
    expect(layoutMetrics(onBand).labelOverlaps).toBe(1);
    const acrossBorder = chart(
      [compound, a, b],
      [edge('m.a#0', inner, { x: 180, y: 100, width: 50, height: 18 })],
    );
    expect(layoutMetrics(acrossBorder).labelOverlaps).toBe(1);
  });

  it('counts a label far from its arrow, or nearer another arrow, as ambiguous', () => {
    const left = [
      { x: 60, y: 50 },
      { x: 60, y: 200 },
    ];
    const right = [
      { x: 290, y: 50 },
      { x: 290, y: 200 },
    ];
    const far = chart([a, b, c, d], [edge('m.a#0', left, { x: 150, y: 100, width: 50, height: 18 })]);
    expect(layoutMetrics(far).labelsAmbiguous).toBe(1);
    const nearOther = chart(
      [a, b, c, d],
      [
        edge('m.a#0', left, { x: 240, y: 100, width: 46, height: 18 }),
        edge('m.c#0', right, { x: 270, y: 140, width: 40, height: 18 }),
      ],
    );
    expect(layoutMetrics(nearOther).labelsAmbiguous).toBe(1);
  });

  it('gives the natural size and the zoom that fits a pane', () => {
    // The default pane is the review page's chart pane (CHART_PANE): the height limits this chart.
    expect(layoutMetrics(crossing)).toMatchObject({ width: 400, height: 300, fitScale: 510 / 300 });
    expect(layoutMetrics(crossing, { width: 200, height: 600 }).fitScale).toBe(0.5);
  });
});
