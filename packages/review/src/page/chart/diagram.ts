import type { MachineGraph } from '../../graph/graph.types';
import type { Json } from '../../session.schema';
import { el, replaceChildren, setAttributes } from '../dom';
import { type Language, message } from '../messages';
import type { ReviewChartMarks } from '../page-extension';
import { drawChartMarks } from './chart-marks';
import { fitted, revealed, transformOf, type ViewportState, ZOOM_STEP, zoomedAround } from './viewport';

/**
 * The statechart pane. A definition is laid out once per set of folded states (elk is the slow part: the
 * layout is cached, shared by every actor of the same machine), drawn once per language as SVG, and from
 * then on only classes change: `active` on the nodes of the state value, `last` on the transition just
 * taken, `available` on the transitions the reviewer may send from here. The chart fits the pane when an
 * actor is picked; Zoom in, Zoom out, Fit (and `+` `-` `0`, the wheel, a drag) move it; when the lit state
 * leaves the view, the view follows it. A compound state folds to one box (double-click it, or the Fold
 * list), lit while a state inside it is active; a chart too big to read once fitted starts with the
 * states folded that make it readable (the reviewer unfolds them in the list). With an extension's marks (the state
 * atlas's: reached, screens, approval), each state carries one (`chart-marks.ts`) and a legend shows under the tools.
 */

/** A pane's size (px). */
type Pane = { width: number; height: number };

/** What the diagram needs from the graph module: finding active nodes, laying out and drawing. */
export interface StatechartDrawing<Layout> {
  activeNodeIds(graph: MachineGraph, value: Json): string[];
  /** The chart with the compound states `folded` drawn as one box each, to read best in `pane` (px). */
  layoutMachine(graph: MachineGraph, folded: readonly string[], pane: Pane): Promise<Layout>;
  /**
   * The states a machine's chart starts with folded, so that its names read once fitted to `pane` (none
   * when it reads whole); `layOut` is the diagram's cached layout. Absent: nothing folds by default.
   */
  readableFolds?(
    graph: MachineGraph,
    layOut: (folded: readonly string[]) => Promise<Layout>,
    pane: Pane,
  ): Promise<string[]>;
  /**
   * SVG text whose node groups carry `data-node-id` and edges `data-transition-id` (and, for an event's
   * transition, `data-event` and `data-source`), in the reader's language; `descriptions` (state id →
   * text), when given, in place of the states' own.
   */
  renderStatechartSvg(
    graph: MachineGraph,
    layout: Layout,
    language: Language,
    descriptions?: Readonly<Record<string, string>>,
  ): string;
}

/** What the diagram shows. */
interface DiagramProps {
  /** The actor shown: picking another fits its chart to the pane. */
  actorKey: string | undefined;
  graph: MachineGraph | undefined;
  /** The state value of the moment shown. */
  value: Json;
  /** The transitions the moment's step took (its microsteps'), marked as the last ones. */
  lastTransitions: string[];
  /** The event types the reviewer may send to this actor now (empty: none, e.g. a past moment or a file). */
  sendable: readonly string[];
  language: Language;
  /** The states' descriptions in `language` the actor's app gave (state id → text); absent: the machine's own. */
  descriptions?: Readonly<Record<string, string>>;
  /** The extensions' marks on the states; absent: no marks. */
  marks?: ReviewChartMarks | undefined;
}

/** The diagram's element and its update. */
export interface DiagramView {
  readonly element: HTMLElement;
  update(props: DiagramProps): void;
}

/** What the reviewer does on the chart besides looking. */
export interface DiagramActions {
  /** A marked transition was clicked: send its event to the live actor. */
  sendEvent(type: string): void;
}

/** Wheel zoom per pixel scrolled (a notch of 100 px zooms by about 16 %). */
const WHEEL_ZOOM = 0.0015;

/** Builds the diagram pane over a drawing (the graph module's, or a test's). */
export function createDiagram<Layout>(
  drawing: StatechartDrawing<Layout>,
  actions: DiagramActions,
): DiagramView {
  const canvas = el('div', { class: 'diagram-canvas' });
  const status = el('p', { class: 'diagram-status', role: 'status' });
  const zoomOut = toolButton('review-zoom-out', '−', () => zoom(1 / ZOOM_STEP));
  const zoomIn = toolButton('review-zoom-in', '+', () => zoom(ZOOM_STEP));
  const fit = toolButton('review-fit', '', () => fitChart());
  const foldSummary = el('summary', {});
  const foldList = el('div', { class: 'fold-list' });
  const foldMenu = el(
    'details',
    { class: 'fold-menu', 'data-testid': 'review-fold-menu' },
    foldSummary,
    foldList,
  );
  const tools = el('div', { class: 'diagram-tools', role: 'toolbar' }, zoomOut, zoomIn, fit, foldMenu);
  // The pane takes focus for its keys (+ − 0); the chart moves inside it, the pane itself never scrolls.
  const legend = el('p', { class: 'coverage-legend', 'data-testid': 'review-coverage-legend', hidden: true });
  const element = el(
    'figure',
    { class: 'diagram', 'data-testid': 'review-diagram', tabindex: 0 },
    tools,
    status,
    legend,
    canvas,
  );
  const layouts = new Map<string, Promise<Layout>>();
  const svgs = new Map<string, string>();
  /** Folded states per machine id: a reviewer's folds hold for every actor of that machine. */
  const folds = new Map<string, Set<string>>();
  /** The folds each machine starts with, found once per machine id. */
  const startingFolds = new Map<string, Promise<string[]>>();
  let drawnKey: string | undefined;
  let fittedFor: string | undefined;
  let wanted: DiagramProps | undefined;
  let view: ViewportState = { x: 0, y: 0, scale: 1 };
  let chartSize = { width: 0, height: 0 };
  /** What the marks on the chart show now (the chart and the marks' key they were made for). */
  let marked: { chart: Element | null; key: string } = { chart: null, key: '' };

  const foldedOf = (graph: MachineGraph) => memo(folds, graph.machineId, () => new Set<string>());

  /** Sets the folds `graph`'s machine starts with, the first time it is drawn. */
  async function startFolded(graph: MachineGraph): Promise<void> {
    // Laid out (once per set of folds) for the pane as it is now; one not shown yet starts unfolded.
    const pane = paneSize();
    const readable = drawing.readableFolds;
    if (folds.has(graph.machineId) || !readable || !pane.width || !pane.height) return;
    // A layout that fails here fails again when drawn, which says why: start unfolded.
    const folded = await memo(startingFolds, graph.machineId, () =>
      readable(graph, (folded) => layoutOf(graph, [...folded].sort()), pane).catch(() => []),
    );
    if (!folds.has(graph.machineId)) folds.set(graph.machineId, new Set(folded));
  }

  const paneSize = (): Pane => ({ width: element.clientWidth, height: element.clientHeight });

  /** The layout of `graph` with the states `folded` (sorted) folded. */
  function layoutOf(graph: MachineGraph, folded: readonly string[]): Promise<Layout> {
    const key = layoutKey(graph, folded);
    return memo(layouts, key, () => {
      const layout = drawing.layoutMachine(graph, folded, paneSize());
      // A failed layout is tried again the next time, not remembered.
      layout.catch(() => layouts.delete(key));
      return layout;
    });
  }

  function move(next: ViewportState): void {
    view = next;
    canvas.style.transform = transformOf(view);
  }

  function fitChart(): void {
    move(fitted(chartSize.width, chartSize.height, element.clientWidth, element.clientHeight));
  }

  function zoom(factor: number, around?: { x: number; y: number }): void {
    const x = around?.x ?? element.clientWidth / 2;
    const y = around?.y ?? element.clientHeight / 2;
    move(zoomedAround(view, factor, x, y));
  }

  function light(props: DiagramProps): void {
    if (!props.graph) return;
    const active = new Set(drawing.activeNodeIds(props.graph, props.value));
    const last = new Set(props.lastTransitions);
    const sendable = new Set(props.sendable);
    for (const node of canvas.querySelectorAll('[data-node-id]')) {
      node.classList.toggle('active', active.has(node.getAttribute('data-node-id') ?? ''));
    }
    for (const edge of canvas.querySelectorAll('[data-transition-id]')) {
      edge.classList.toggle('last', last.has(edge.getAttribute('data-transition-id') ?? ''));
      const event = edge.getAttribute('data-event');
      const available =
        event !== null && sendable.has(event) && active.has(edge.getAttribute('data-source') ?? '');
      edge.classList.toggle('available', available);
      // Named by what it shows (its label's words), then what a click does.
      const label = [...edge.querySelectorAll('text')].map((text) => text.textContent).join(' ');
      setAttributes(edge, {
        role: available && 'button',
        tabindex: available && 0,
        'aria-label': available && message(props.language, 'sendEventTitle', { label: label || event || '' }),
      });
    }
    // The deepest lit node (the last, as the active ids go parents first) is what the reviewer looks for.
    const lit = canvas.querySelectorAll('[data-node-id].active');
    const target = lit[lit.length - 1];
    if (target) follow(target);
    showMarks(props);
  }

  /** The marks and the legend, redrawn only when the chart or the marks changed. */
  function showMarks({ marks }: Pick<DiagramProps, 'marks'>): void {
    const key = marks?.key ?? '';
    const chart = canvas.firstElementChild;
    if (marked.chart === chart && marked.key === key) return;
    marked = { chart, key };
    drawChartMarks(canvas, marks?.marks);
    legend.hidden = marks === undefined;
    replaceChildren(legend, ...(marks?.legend() ?? []));
  }

  /** Moves the chart so that `node` is in the pane, when it is not. */
  function follow(node: Element): void {
    const box = node.getBoundingClientRect();
    const pane = element.getBoundingClientRect();
    if (pane.width === 0 || pane.height === 0) return;
    move(
      revealed(
        view,
        { left: box.left - pane.left, top: box.top - pane.top, width: box.width, height: box.height },
        pane.width,
        pane.height,
      ),
    );
  }

  function drawFoldList(graph: MachineGraph, language: Language): void {
    const folded = foldedOf(graph);
    foldSummary.textContent = message(language, 'foldStates', { count: folded.size });
    const compounds = graph.nodes.filter(foldable);
    foldMenu.hidden = compounds.length === 0;
    replaceChildren(
      foldList,
      ...compounds.map((node) =>
        el(
          'label',
          {},
          el('input', {
            type: 'checkbox',
            'data-fold': node.id,
            checked: folded.has(node.id),
          }),
          ` ${node.id.slice(graph.machineId.length + 1)}`,
        ),
      ),
    );
  }

  function toggleFold(nodeId: string): void {
    const props = wanted;
    if (!props?.graph) return;
    const folded = foldedOf(props.graph);
    if (folded.has(nodeId)) folded.delete(nodeId);
    else folded.add(nodeId);
    void show(props);
  }

  async function show(props: DiagramProps): Promise<void> {
    const graph = props.graph;
    for (const [button, key] of [
      [zoomOut, 'zoomOut'],
      [zoomIn, 'zoomIn'],
    ] as const) {
      setAttributes(button, {
        'aria-label': message(props.language, key),
        title: message(props.language, key),
      });
    }
    fit.textContent = message(props.language, 'fit');
    tools.setAttribute('aria-label', message(props.language, 'diagram'));
    if (!graph) {
      drawnKey = undefined;
      fittedFor = undefined;
      canvas.replaceChildren();
      showMarks({});
      tools.hidden = true;
      status.textContent = message(props.language, 'notAMachine');
      return;
    }
    tools.hidden = false;
    if (!folds.has(graph.machineId) && drawing.readableFolds) {
      status.textContent = message(props.language, 'layingOut');
      await startFolded(graph);
      if (wanted !== props) return;
    }
    const folded = [...foldedOf(graph)].sort();
    const described = props.descriptions ? contentKey(props.descriptions) : '';
    const drawingKey = `${props.language}:${described}:${layoutKey(graph, folded)}`;
    drawFoldList(graph, props.language);
    // A new drawing of the same actor (a fold, the language) keeps the reviewer's zoom; a new actor fits.
    let refit = false;
    if (drawingKey !== drawnKey) {
      let svg = svgs.get(drawingKey);
      if (svg === undefined) {
        status.textContent = message(props.language, 'layingOut');
        try {
          const layout = await layoutOf(graph, folded);
          svg = drawing.renderStatechartSvg(graph, layout, props.language, props.descriptions);
          svgs.set(drawingKey, svg);
        } catch (error) {
          if (wanted === props) {
            replaceChildren(canvas);
            const reason = error instanceof Error ? error.message : String(error);
            status.textContent = message(props.language, 'layoutFailed', { reason });
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
      // A group, not an image: the transitions the reviewer may send are buttons inside it.
      setAttributes(chart, {
        'aria-label': `${message(props.language, 'diagram')}: ${graph.machineId}`,
        role: 'group',
      });
      canvas.replaceChildren(chart);
      chartSize = {
        width: Number(chart.getAttribute('width')) || 1,
        height: Number(chart.getAttribute('height')) || 1,
      };
      refit = drawnKey === undefined;
      drawnKey = drawingKey;
    }
    status.textContent = '';
    if (refit || fittedFor !== props.actorKey) {
      fitChart();
      fittedFor = props.actorKey;
    }
    light(props);
  }

  foldList.addEventListener('change', (event) => {
    const nodeId = (event.target as Element).getAttribute('data-fold');
    if (nodeId) toggleFold(nodeId);
  });
  element.addEventListener('keydown', (event) => {
    if (event.target !== element) return;
    const keys: Record<string, () => void> = {
      '+': () => zoom(ZOOM_STEP),
      '=': () => zoom(ZOOM_STEP),
      '-': () => zoom(1 / ZOOM_STEP),
      '0': fitChart,
    };
    const run = keys[event.key];
    if (run && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      run();
    }
  });
  element.addEventListener(
    'wheel',
    (event) => {
      if (!drawnKey) return;
      event.preventDefault();
      const pane = element.getBoundingClientRect();
      zoom(Math.exp(-event.deltaY * WHEEL_ZOOM), {
        x: event.clientX - pane.left,
        y: event.clientY - pane.top,
      });
    },
    { passive: false },
  );
  let drag: { x: number; y: number; from: ViewportState; moved: boolean } | undefined;
  element.addEventListener('pointerdown', (event) => {
    if (event.button !== 0 || (event.target as Element).closest('.diagram-tools, .available')) return;
    drag = { x: event.clientX, y: event.clientY, from: view, moved: false };
  });
  element.addEventListener('pointermove', (event) => {
    if (!drag) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < 3) return;
    if (!drag.moved) element.setPointerCapture?.(event.pointerId);
    drag.moved = true;
    element.classList.add('panning');
    move({ ...drag.from, x: drag.from.x + dx, y: drag.from.y + dy });
  });
  const endDrag = () => {
    drag = undefined;
    element.classList.remove('panning');
  };
  element.addEventListener('pointerup', endDrag);
  element.addEventListener('pointercancel', endDrag);
  const sendFrom = (target: Element) => {
    const event = target.closest('.available')?.getAttribute('data-event');
    if (event) actions.sendEvent(event);
  };
  canvas.addEventListener('click', (event) => sendFrom(event.target as Element));
  canvas.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    sendFrom(event.target as Element);
  });
  canvas.addEventListener('dblclick', (event) => {
    const node = (event.target as Element).closest('[data-node-id]');
    const id = node?.getAttribute('data-node-id');
    const known = wanted?.graph?.nodes.find((candidate) => candidate.id === id);
    if (known && foldable(known)) toggleFold(known.id);
  });

  return {
    element,
    update(props) {
      wanted = props;
      void show(props);
    },
  };
}

function toolButton(testId: string, text: string, onclick: () => void): HTMLButtonElement {
  return el('button', { type: 'button', 'data-testid': testId, onclick }, text);
}

/** A compound state that folds to one box (the root does not). */
const foldable = (node: MachineGraph['nodes'][number]) =>
  node.parent !== null && (node.type === 'compound' || node.type === 'parallel');

/** `map`'s value at `key`, made (and kept) on the first ask. */
function memo<K extends object | string, V>(
  map: { get(key: K): V | undefined; set(key: K, value: V): unknown },
  key: K,
  make: () => V,
): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

const keys = new WeakMap<object, string>();

/** Equal definitions (and descriptions) share a layout and a drawing: two tabs of the same app run the same machines. */
const contentKey = (value: object) => memo(keys, value, () => JSON.stringify(value));

const layoutKey = (graph: MachineGraph, folded: readonly string[]) =>
  `${contentKey(graph)}|${folded.join(',')}`;
