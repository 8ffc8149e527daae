import {
  type ApprovalsView,
  parseScreenId,
  SCREEN_STATUSES,
  type ScreenStatus,
  STATUS_MARKS,
  screenStatuses,
  worstStatus,
} from '../../approvals/approvals';
import type { MachineGraph } from '../../graph/graph.types';
import type { ActorRecord, Json, Step } from '../../session.schema';
import { el } from '../dom';
import { type Language, message } from '../messages';

/**
 * The atlas's coverage on the chart: on each state a small mark saying whether an actor of the machine
 * was in it during the session (●), and, from the atlas and its approvals on the review server, whether
 * it has screens (∅: none) and where they stand (✓ approved, ≠ changed since approval, ✎ changes
 * requested, ? not approved: the atlas's own marks). Glyphs as well as colours, a tooltip in words, a
 * legend beside the chart. With no atlas on the server, or none of this machine, there are no marks.
 */

/** One state's coverage. */
export interface StateCoverage {
  /** An actor of the machine was in it in the session. */
  reached: boolean;
  /** How many screens the atlas has of it (every app, language and scheme). */
  screens: number;
  /** The worst of its screens' standing; absent with no screens. */
  status?: ScreenStatus;
}

/** State node id (`otp.sent.cooldown`) → its coverage: the leaf states of one machine. */
export type ChartCoverage = ReadonlyMap<string, StateCoverage>;

/** The glyph of a reached state and of one with no screens. */
const REACHED = '●';
const NO_SCREENS = '∅';

/**
 * The coverage of `graph`'s leaf states (atomic and final): `reached` (node ids an actor was in), the
 * atlas's screens and their standing in `view`. `undefined` (no marks) without approvals or when the
 * atlas has no screen of this machine.
 */
export function chartCoverage(
  graph: MachineGraph,
  view: ApprovalsView | undefined,
  reached: ReadonlySet<string>,
): ChartCoverage | undefined {
  if (!view) return undefined;
  const byState = new Map<string, ScreenStatus[]>();
  for (const [id, status] of Object.entries(screenStatuses(view.approvals, view.images))) {
    const state = parseScreenId(id)?.state;
    if (state?.startsWith(`${graph.machineId}.`)) byState.set(state, [...(byState.get(state) ?? []), status]);
  }
  if (byState.size === 0) return undefined;
  const coverage = new Map<string, StateCoverage>();
  for (const node of graph.nodes) {
    if (node.parent === null || (node.type !== 'atomic' && node.type !== 'final')) continue;
    const statuses = byState.get(node.id) ?? [];
    const status = worstStatus(statuses);
    coverage.set(node.id, {
      reached: reached.has(node.id),
      screens: statuses.length,
      ...(status ? { status } : {}),
    });
  }
  return coverage;
}

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

/** A state's coverage in words (its mark's tooltip). */
export function coverageText(state: string, coverage: StateCoverage, language: Language): string {
  const reached = message(language, coverage.reached ? 'coverage.reached' : 'coverage.notReached');
  const screens = coverage.status
    ? message(language, 'coverageScreens', {
        count: coverage.screens,
        status: message(language, `atlasStatus.${coverage.status}`),
      })
    : message(language, 'coverage.noScreens');
  return `${state}: ${reached}; ${screens}`;
}

const SVG = 'http://www.w3.org/2000/svg';

/**
 * Puts each state's mark on the chart in `canvas` (SVG nodes with `data-node-id` and a box), or takes
 * them off (`coverage` undefined). A mark sits on the top-right corner of its state's box, off its name.
 */
export function markCoverage(canvas: Element, coverage: ChartCoverage | undefined, language: Language): void {
  for (const mark of canvas.querySelectorAll('.coverage-mark')) mark.remove();
  if (!coverage) return;
  for (const node of canvas.querySelectorAll('[data-node-id]')) {
    const id = node.getAttribute('data-node-id') ?? '';
    const state = coverage.get(id);
    const box = node.querySelector(':scope > rect');
    if (!state || !box) continue;
    const glyphs = `${state.reached ? REACHED : ''}${state.status ? STATUS_MARKS[state.status] : NO_SCREENS}`;
    const width = 8 + glyphs.length * 9;
    const right = Number(box.getAttribute('x')) + Number(box.getAttribute('width'));
    const x = right - width + 4;
    const y = Number(box.getAttribute('y')) - 9;
    const mark = document.createElementNS(SVG, 'g');
    mark.setAttribute('class', 'coverage-mark');
    mark.setAttribute('data-coverage', state.status ?? 'no-screens');
    mark.setAttribute('data-reached', String(state.reached));
    const title = document.createElementNS(SVG, 'title');
    title.textContent = coverageText(id, state, language);
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

/** The legend of the marks, in `language` (hidden by its holder when the chart has none). */
export function coverageLegend(language: Language): HTMLElement[] {
  const statuses = SCREEN_STATUSES;
  return [
    el('span', { class: 'coverage-legend-title' }, message(language, 'coverageLegend')),
    el('span', {}, `${REACHED} ${message(language, 'coverage.reached')}`),
    ...statuses.map((status) =>
      el(
        'span',
        { 'data-coverage': status },
        `${STATUS_MARKS[status]} ${message(language, `atlasStatus.${status}`)}`,
      ),
    ),
    el('span', {}, `${NO_SCREENS} ${message(language, 'coverage.noScreens')}`),
  ];
}
