/**
 * The statechart of each machine with one state lit, as an SVG file of its own (the review package's
 * renderer, with SVG's namespace declared): one layout per machine, one drawing per atlas entry, lit
 * with the state value the app reported when it was screenshot (the whole parallel combination), or
 * the entry's own path.
 */

import {
  activeNodeIds,
  layoutMachine,
  renderStatechartSvg,
  type StateValueLike,
  serializeMachine,
} from '@loyalty-flows/review/graph';
import type { AnyStateMachine } from 'xstate';
import type { AtlasRecord } from './atlas.schema';

/** A machine the atlas draws, by the id its entries name it (`otp`). */
export interface AtlasMachine {
  flow: string;
  machine: AnyStateMachine;
}

/** A chart to write, relative to docs/atlas/. */
export interface AtlasChart {
  file: string;
  svg: string;
}

/** The pane an atlas chart is laid out to read in (px): the review page's chart pane at 1 440 × 900. */
const CHART_PANE = { width: 1260, height: 510 };

/** The name of SVG's namespace: a file of its own must declare it, inline markup in a page need not. */
const svgNamespace = 'http://www.w3.org/2000/svg';

/** The renderer's inline markup as a document of its own. */
function standaloneSvg(markup: string): string {
  return markup.replace(/^<svg /, `<svg xmlns="${svgNamespace}" `);
}

/** `history.end` as a state value: `{ history: 'end' }`. */
function valueOfPath(state: string): StateValueLike {
  return (
    state
      .split('.')
      .reduceRight<StateValueLike | undefined>(
        (inner, part) => (inner === undefined ? part : { [part]: inner }),
        undefined,
      ) ?? state
  );
}

/** Draws every entry's chart with its machine in `machines`, and sets each entry's `svg` to its file. */
export async function atlasCharts(
  record: AtlasRecord,
  machines: readonly AtlasMachine[],
): Promise<AtlasChart[]> {
  const charts: AtlasChart[] = [];
  for (const part of record.machines) {
    const doc = machines.find((candidate) => candidate.flow === part.machine);
    if (!doc) throw new Error(`atlas: no machine named ${part.machine} in the machines given (--machines)`);
    const graph = serializeMachine(doc.machine);
    const layout = await layoutMachine(graph, { pane: CHART_PANE });
    for (const entry of part.entries) {
      const value = (entry.shots[0]?.value as StateValueLike | undefined) ?? valueOfPath(entry.state);
      const file = `svg/${part.machine}.${entry.state}.svg`;
      const svg = renderStatechartSvg(graph, layout, { active: activeNodeIds(graph, value) });
      charts.push({ file, svg: standaloneSvg(svg) });
      entry.svg = file;
    }
  }
  return charts;
}
