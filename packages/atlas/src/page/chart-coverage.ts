import type { ReviewChartMark, ReviewChartMarks } from '@loyalty-flows/review';
import { el } from '@loyalty-flows/review/formats';
import type { MachineGraph } from '@loyalty-flows/review/graph';
import {
  type ApprovalsView,
  parseScreenId,
  SCREEN_STATUSES,
  type ScreenStatus,
  STATUS_MARKS,
  screenStatuses,
  worstStatus,
} from '../approval-records';
import { message } from './atlas-messages';

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

/** A state's coverage in words (its mark's tooltip). */
export function coverageText(state: string, coverage: StateCoverage, language: string): string {
  const reached = message(language, coverage.reached ? 'coverage.reached' : 'coverage.notReached');
  const screens = coverage.status
    ? message(language, 'coverageScreens', {
        count: coverage.screens,
        status: message(language, `atlasStatus.${coverage.status}`),
      })
    : message(language, 'coverage.noScreens');
  return `${state}: ${reached}; ${screens}`;
}

/**
 * The marks of `coverage` on the chart (the page draws them: `ReviewPageExtension.chartMarks` in
 * `@loyalty-flows/review`), with their legend; `undefined` for none.
 */
export function coverageMarks(
  coverage: ChartCoverage | undefined,
  language: string,
): ReviewChartMarks | undefined {
  if (!coverage) return undefined;
  const marks = new Map<string, ReviewChartMark>();
  for (const [id, state] of coverage) {
    marks.set(id, {
      text: `${state.reached ? REACHED : ''}${state.status ? STATUS_MARKS[state.status] : NO_SCREENS}`,
      title: coverageText(id, state, language),
      data: { coverage: state.status ?? 'no-screens', reached: String(state.reached) },
    });
  }
  return {
    marks,
    legend: () => coverageLegend(language),
    key: `${language}|${JSON.stringify([...coverage])}`,
  };
}

/** The legend of the marks, in `language` (hidden by its holder when the chart has none). */
function coverageLegend(language: string): HTMLElement[] {
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
