import type { MachineGraph } from '../../graph/graph.types';
import type { ActorRecord, Json, Step } from '../../session.schema';
import type { ReviewChartMark } from '../page-extension';

/**
 * Marks on the chart's states, as extensions give them (`page-extension.ts`: the state atlas marks each
 * state's screens and their standing), and what the page knows for them: the states an actor of the
 * machine was in during the session.
 */

/**
 * Remembers which states each actor was in, reading only the steps that arrived since it last looked
 * (a step array grows in place; a new session brings new arrays). `activeNodeIds` finds the nodes of a
 * state value (the graph module's, through the page's drawing).
 */
export function createReachedStates(activeNodeIds: (graph: MachineGraph, value: Json) => string[]) {
  const seen = new WeakMap<object, { read: number; nodes: Set<string> }>();
  /** The node ids of `graph`'s machine that `actors` (with their steps) were in. */
  return (
    graph: MachineGraph,
    actors: readonly ActorRecord[],
    stepsOf: (actor: ActorRecord) => readonly Step[],
  ): Set<string> => {
    const reached = new Set<string>();
    for (const actor of actors) {
      if (actor.definition?.machineId !== graph.machineId) continue;
      const steps = stepsOf(actor);
      let known = seen.get(steps);
      if (!known) {
        known = { read: 0, nodes: new Set(activeNodeIds(graph, actor.snapshot.value)) };
        seen.set(steps, known);
      }
      for (const step of steps.slice(known.read)) {
        // The hops too: a transient state (`settling`) is entered and left within one step.
        for (const hop of step.microsteps) {
          for (const id of hop.targets) known.nodes.add(id);
          if (hop.value !== undefined) for (const id of activeNodeIds(graph, hop.value)) known.nodes.add(id);
        }
        for (const id of activeNodeIds(graph, step.snapshot.value)) known.nodes.add(id);
      }
      known.read = steps.length;
      for (const id of known.nodes) reached.add(id);
    }
    return reached;
  };
}

const SVG = 'http://www.w3.org/2000/svg';

/**
 * Puts each state's mark on the chart in `canvas` (SVG nodes with `data-node-id` and a box), or takes
 * them off (`marks` undefined). A mark (class `coverage-mark`) sits on the top-right corner of its state's
 * box, off its name.
 */
export function drawChartMarks(
  canvas: Element,
  marks: ReadonlyMap<string, ReviewChartMark> | undefined,
): void {
  for (const mark of canvas.querySelectorAll('.coverage-mark')) mark.remove();
  if (!marks) return;
  for (const node of canvas.querySelectorAll('[data-node-id]')) {
    const state = marks.get(node.getAttribute('data-node-id') ?? '');
    const box = node.querySelector(':scope > rect');
    if (!state || !box) continue;
    const glyphs = state.text;
    const width = 8 + glyphs.length * 9;
    const right = Number(box.getAttribute('x')) + Number(box.getAttribute('width'));
    const x = right - width + 4;
    const y = Number(box.getAttribute('y')) - 9;
    const mark = document.createElementNS(SVG, 'g');
    mark.setAttribute('class', 'coverage-mark');
    for (const [name, value] of Object.entries(state.data ?? {})) mark.setAttribute(`data-${name}`, value);
    const title = document.createElementNS(SVG, 'title');
    title.textContent = state.title;
    const pill = document.createElementNS(SVG, 'rect');
    for (const [name, value] of Object.entries({ x, y, width, height: 16, rx: 8 })) {
      pill.setAttribute(name, String(value));
    }
    const text = document.createElementNS(SVG, 'text');
    text.setAttribute('x', String(x + width / 2));
    text.setAttribute('y', String(y + 12));
    text.setAttribute('text-anchor', 'middle');
    text.textContent = glyphs;
    mark.append(title, pill, text);
    node.append(mark);
  }
}
