/**
 * Where everything of a statechart goes: what `layoutMachine()` computes and `renderStatechartSvg()`
 * draws. Plain JSON, so it can be cached, saved beside an atlas image or sent from a worker.
 */

/** A point in the chart's coordinates (pixels, origin top left of the whole chart). */
export interface LayoutPoint {
  x: number;
  y: number;
}

/** A rectangle in the chart's coordinates. */
export interface LayoutBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One state node's box, absolute. `header` is the height of its title band (and of its inner rows). */
export interface NodeLayout extends LayoutBox {
  id: string;
  header: number;
  /** A transient state (only `always` transitions, one unguarded): drawn as a small junction, not a box. */
  junction?: true;
  /** A folded compound or parallel state: one box, its children hidden; how many states it holds. */
  folded?: number;
}

/** One straight run of an edge: from `start` through `bends` to `end`, absolute. */
export interface EdgeSectionLayout {
  start: LayoutPoint;
  end: LayoutPoint;
  bends: LayoutPoint[];
}

/**
 * One transition's drawing. A transition to other states is a routed edge (`sections`); a targetless one
 * (it runs actions and stays) is a row inside its source's box (`internal`, no sections). `label` is where
 * its text goes either way.
 */
export interface EdgeLayout {
  id: string;
  internal: boolean;
  sections: EdgeSectionLayout[];
  label: LayoutBox;
}

/** Which way a chart runs: from the top down, or from left to right. */
export type ChartDirection = 'DOWN' | 'RIGHT';

/** A whole chart: its size, which way it runs, each node by id, each transition by id. */
export interface MachineLayout {
  width: number;
  height: number;
  /** `DOWN`: parallel regions stand side by side; `RIGHT`: they are stacked, in the machine's order. */
  direction: ChartDirection;
  /** The height of one line of text the layout made room for: the renderer writes lines this far apart. */
  lineHeight: number;
  nodes: Record<string, NodeLayout>;
  edges: Record<string, EdgeLayout>;
  /**
   * Where the machine's own transitions (taken in any state) start: a small marker inside the root.
   * Absent when the root has none that go to another state.
   */
  anyState?: LayoutBox;
}

/** Sizes of the drawing the layout makes room for (px). Defaults suit the renderer's inline style. */
export interface LayoutOptions {
  /** Width of one character of a state name or label: text is measured without a DOM. */
  charWidth?: number;
  /** Height of one line of text. */
  lineHeight?: number;
  /** The pane the chart is fitted to (px): the direction kept is the one that reads best in it. */
  pane: { width: number; height: number };
  /** Which way the chart runs. Default: the one whose names are largest once fitted to `pane`. */
  direction?: ChartDirection;
  /** Ids of compound or parallel states to draw folded: one box each, what they hold hidden. */
  folded?: readonly string[];
}
