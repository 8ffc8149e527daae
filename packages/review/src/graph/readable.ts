import type { MachineGraph } from './graph.types';
import type { MachineLayout } from './layout.types';

/**
 * The size every state's name is drawn at (px): a box's name, a folded box's name and a transient
 * state's caption alike (the machine's own name, on the root, a size above).
 */
export const NAME_FONT_SIZE = 14;

/** The smallest a state's name may be on screen once its chart is fitted to the review page's pane (px). */
export const MIN_NAME_ON_SCREEN = 10;

/** The legend's band under the chart (px). */
export const LEGEND_HEIGHT = 28;
/** The width the legend's five samples take (px): the drawing is never narrower. */
const LEGEND_WIDTH = 12 + 5 * 130;

/** Room the page keeps around a fitted chart (px each side: viewport.ts). */
const FIT_MARGIN = 4;

/** The drawing's size (px): the laid-out chart, at least as wide as its legend, and the legend under it. */
export function chartSize(layout: Pick<MachineLayout, 'width' | 'height'>): {
  width: number;
  height: number;
} {
  return {
    width: Math.max(Math.ceil(layout.width), LEGEND_WIDTH),
    height: Math.ceil(layout.height) + LEGEND_HEIGHT,
  };
}

/**
 * How tall state names are on screen (px) once the chart is fitted to `pane` as the review page fits
 * it: the whole drawing, a margin around it, never enlarged past its own size.
 */
export function nameSizeAtFit(
  layout: Pick<MachineLayout, 'width' | 'height'>,
  pane: { width: number; height: number },
): number {
  const { width, height } = chartSize(layout);
  const room = (size: number) => Math.max(1, size - FIT_MARGIN * 2);
  return NAME_FONT_SIZE * Math.min(1, room(pane.width) / width, room(pane.height) / height);
}

/** The compound and parallel states below the root that are drawn (none folded, none inside a fold). */
function foldable(graph: MachineGraph, folded: readonly string[]): string[] {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const hidden = (id: string | null): boolean =>
    id !== null && (folded.includes(id) || hidden(byId.get(id)?.parent ?? null));
  return graph.nodes
    .filter((node) => node.parent !== null && (node.type === 'compound' || node.type === 'parallel'))
    .filter((node) => !hidden(node.id))
    .map((node) => node.id);
}

/** How many states folding `id` hides (its descendants). */
function heldBy(graph: MachineGraph, id: string): number {
  return graph.nodes.filter((node) => node.id.startsWith(`${id}.`)).length;
}

/**
 * The states to fold so that every state's name is at least {@link MIN_NAME_ON_SCREEN} px on screen once
 * the chart is fitted to `pane`: none when the whole chart reads. Otherwise one more state at a time:
 * in each round the candidates are laid out, those hiding fewest states first, and the first that
 * makes the chart read is taken, else the one that gains most. Stops when no state is left to fold.
 * `layOut` lays the graph out with the states given folded (the page passes its cached layout, so
 * the layout chosen is not laid out twice).
 *
 * @example
 * ```ts
 * const folded = await foldsToRead(graph, (folded) => layoutMachine(graph, { pane, folded }), pane);
 * ```
 */
export async function foldsToRead(
  graph: MachineGraph,
  layOut: (folded: readonly string[]) => Promise<Pick<MachineLayout, 'width' | 'height'>>,
  pane: { width: number; height: number },
): Promise<string[]> {
  let folded: string[] = [];
  let size = nameSizeAtFit(await layOut(folded), pane);
  while (size < MIN_NAME_ON_SCREEN) {
    const candidates = foldable(graph, folded).sort((a, b) => heldBy(graph, a) - heldBy(graph, b));
    let best: { folded: string[]; size: number } | undefined;
    for (const candidate of candidates) {
      const trial = [...folded, candidate];
      const trialSize = nameSizeAtFit(await layOut(trial), pane);
      if (!best || trialSize > best.size) best = { folded: trial, size: trialSize };
      if (trialSize >= MIN_NAME_ON_SCREEN) break;
    }
    if (!best) break;
    ({ folded, size } = best);
  }
  return folded;
}
