import type { MachineGraph } from '../graph/graph.types';
import type { Json } from '../session.types';
import { el, replaceChildren } from './dom';
import { type Language, message } from './messages';

/**
 * The statechart pane. A definition is laid out once (elk is the slow part: the layout is cached per
 * definition, shared by every actor of the same machine), drawn once per language as SVG, and from then on only classes
 * change: `active` on the nodes of the state value, `last` on the transition just taken.
 */

/** What the diagram needs from the graph module: finding active nodes, laying out and drawing. */
export interface StatechartDrawing<Layout> {
  activeNodeIds(graph: MachineGraph, value: Json): string[];
  layoutMachine(graph: MachineGraph): Promise<Layout>;
  /** SVG text whose node groups carry `data-node-id` and edges `data-transition-id`, in the reader's language. */
  renderStatechartSvg(graph: MachineGraph, layout: Layout, language: Language): string;
}

/** What the diagram shows. */
interface DiagramProps {
  graph: MachineGraph | undefined;
  /** The state value of the moment shown. */
  value: Json;
  /** The transitions the moment's step took (its microsteps'), marked as the last ones. */
  lastTransitions: string[];
  language: Language;
}

/** The diagram's element and its update. */
export interface DiagramView {
  readonly element: HTMLElement;
  update(props: DiagramProps): void;
}

/** Builds the diagram pane over a drawing (the graph module's, or a test's). */
export function createDiagram<Layout>(drawing: StatechartDrawing<Layout>): DiagramView {
  const canvas = el('div', { class: 'diagram-canvas' });
  const status = el('p', { class: 'diagram-status', role: 'status' });
  // The pane scrolls by itself (the chart keeps its own size) and so takes focus for keyboard scrolling.
  const element = el(
    'figure',
    { class: 'diagram', 'data-testid': 'review-diagram', tabindex: 0 },
    status,
    canvas,
  );
  const layouts = new Map<string, Promise<Layout>>();
  const svgs = new Map<string, string>();
  let drawnKey: string | undefined;
  let wanted: DiagramProps | undefined;

  function layoutOf(key: string, graph: MachineGraph): Promise<Layout> {
    let layout = layouts.get(key);
    if (!layout) {
      layout = drawing.layoutMachine(graph);
      layouts.set(key, layout);
      // A failed layout is tried again the next time, not remembered.
      layout.catch(() => layouts.delete(key));
    }
    return layout;
  }

  function light(props: DiagramProps): void {
    if (!props.graph) return;
    const active = new Set(drawing.activeNodeIds(props.graph, props.value));
    const last = new Set(props.lastTransitions);
    for (const node of canvas.querySelectorAll('[data-node-id]')) {
      node.classList.toggle('active', active.has(node.getAttribute('data-node-id') ?? ''));
    }
    for (const edge of canvas.querySelectorAll('[data-transition-id]')) {
      edge.classList.toggle('last', last.has(edge.getAttribute('data-transition-id') ?? ''));
    }
    // The deepest lit node (the last, as the active ids go parents first) is what the reviewer looks for.
    const deepest = canvas.querySelectorAll('[data-node-id].active');
    const target = deepest[deepest.length - 1];
    if (target) reveal(element, target);
  }

  async function show(props: DiagramProps): Promise<void> {
    const graph = props.graph;
    if (!graph) {
      drawnKey = undefined;
      canvas.replaceChildren();
      status.textContent = message(props.language, 'notAMachine');
      return;
    }
    const key = definitionKey(graph);
    const drawingKey = `${props.language}:${key}`;
    if (drawingKey === drawnKey) {
      status.textContent = '';
      light(props);
      return;
    }
    let svg = svgs.get(drawingKey);
    if (svg === undefined) {
      status.textContent = message(props.language, 'layingOut');
      try {
        const layout = await layoutOf(key, graph);
        svg = drawing.renderStatechartSvg(graph, layout, props.language);
        svgs.set(drawingKey, svg);
      } catch (error) {
        if (wanted === props) {
          replaceChildren(canvas);
          status.textContent = message(props.language, 'layoutFailed', { reason: reasonOf(error) });
        }
        return;
      }
    }
    // Another actor may have been picked while this one was laid out: draw only what is still wanted.
    if (wanted !== props) return;
    // Inline SVG, parsed as HTML: the HTML parser puts <svg> and everything inside it in SVG's namespace.
    const holder = document.createElement('template');
    holder.innerHTML = svg;
    const chart = holder.content.firstElementChild;
    if (!chart) return;
    chart.setAttribute('aria-label', `${message(props.language, 'diagram')}: ${graph.machineId}`);
    chart.setAttribute('role', 'img');
    canvas.replaceChildren(chart);
    drawnKey = drawingKey;
    status.textContent = '';
    light(props);
  }

  return {
    element,
    update(props) {
      wanted = props;
      void show(props);
    },
  };
}

const keys = new WeakMap<MachineGraph, string>();

/** Equal definitions share a layout: two tabs of the same app run the same machines. */
function definitionKey(graph: MachineGraph): string {
  let key = keys.get(graph);
  if (key === undefined) {
    key = JSON.stringify(graph);
    keys.set(graph, key);
  }
  return key;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Scrolls the pane (only the pane: `scrollIntoView` would scroll every ancestor, the page's layout too)
 * so that the node is in view, centred when it was out of it.
 */
function reveal(pane: HTMLElement, node: Element): void {
  const box = node.getBoundingClientRect();
  const view = pane.getBoundingClientRect();
  if (box.left < view.left || box.right > view.right) {
    pane.scrollLeft += box.left - view.left - (view.width - box.width) / 2;
  }
  if (box.top < view.top || box.bottom > view.bottom) {
    pane.scrollTop += box.top - view.top - (view.height - box.height) / 2;
  }
}
