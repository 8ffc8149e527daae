// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReachedStates, drawChartMarks } from '../src/page/chart/chart-marks';
import { createDiagram } from '../src/page/chart/diagram';
import { statechartDrawing } from '../src/page/chart/statechart-drawing';
import { indexSession } from '../src/page/indexed-session';
import { mountReviewPage } from '../src/page/main';
import type {
  ReviewChart,
  ReviewChartMark,
  ReviewChartMarks,
  ReviewPageExtension,
} from '../src/page/page-extension';
import { drawingLaidOutOnce, fixtureSession, OTP_KEY } from './page-fixtures';

/**
 * Marks on the chart, as an extension gives them (the state atlas's): the states the session reached
 * (from its steps, hops included) given to the extension, its marks drawn as pills with a tooltip, its
 * legend shown under the tools; none without marks.
 */

const session = fixtureSession(1);
const graph = session.actors.find((actor) => actor.key === OTP_KEY)?.definition;
if (!graph) throw new Error('the fixture has no OTP chart');
const reachedIn = (sessionSteps = session) => {
  const store = indexSession(sessionSteps);
  return createReachedStates(statechartDrawing.activeNodeIds)(
    graph,
    store.session.actors,
    (actor) => store.stepsByActor.get(actor.key) ?? [],
  );
};

const mark = (text: string, coverage: string): ReviewChartMark => ({
  text,
  title: `${text}: ${coverage}`,
  data: { coverage },
});
const marksOf = (language: string): ReviewChartMarks => ({
  marks: new Map([
    ['otp.sending', mark('●✓', 'approved')],
    ['otp.locked', mark('✎', 'changes-requested')],
    ['otp.settling', mark('?', 'no-baseline')],
  ]),
  legend: () => [document.createTextNode(`legend in ${language}`)],
  key: language,
});

describe('chart marks', () => {
  it('knows the states the session reached, the transient one passed within a step included', () => {
    const reached = reachedIn();
    for (const id of ['otp.sending', 'otp.settling', 'otp.sent.cooldown', 'otp.verifying']) {
      expect(reached.has(id), id).toBe(true);
    }
    expect(reached.has('otp.locked')).toBe(false);
  });

  it('reads only the steps that arrived since it last looked', () => {
    const activeNodeIds = vi.fn(statechartDrawing.activeNodeIds);
    const reached = createReachedStates(activeNodeIds);
    const store = indexSession(fixtureSession(1));
    const stepsOf = (actor: { key: string }) => store.stepsByActor.get(actor.key) ?? [];
    reached(graph, store.session.actors, stepsOf);
    const calls = activeNodeIds.mock.calls.length;
    expect(calls).toBeGreaterThan(0);
    reached(graph, store.session.actors, stepsOf);
    expect(activeNodeIds.mock.calls.length).toBe(calls);
  });

  it('puts a mark with its text, tooltip and data on the corner of each state box, and takes them off', () => {
    const canvas = document.createElement('div');
    canvas.innerHTML =
      '<svg><g data-node-id="otp.sending"><rect x="10" y="20" width="100" height="40"/></g>' +
      '<g data-node-id="otp.locked"><rect x="200" y="20" width="80" height="40"/></g>' +
      '<g data-node-id="otp.settling"><path d="M0 0"/></g></svg>';
    drawChartMarks(canvas, marksOf('en').marks);
    const marks = [...canvas.querySelectorAll('.coverage-mark')];
    expect(
      marks.map((each) => [
        each.parentElement?.getAttribute('data-node-id'),
        each.getAttribute('data-coverage'),
        each.querySelector('text')?.textContent,
      ]),
    ).toEqual([
      ['otp.sending', 'approved', '●✓'],
      ['otp.locked', 'changes-requested', '✎'],
    ]);
    const pill = marks[0]?.querySelector('rect');
    expect(Number(pill?.getAttribute('x')) + Number(pill?.getAttribute('width'))).toBe(114);
    expect(marks[1]?.querySelector('title')?.textContent).toBe('✎: changes-requested');
    drawChartMarks(canvas, marksOf('en').marks);
    expect(canvas.querySelectorAll('.coverage-mark')).toHaveLength(2);
    drawChartMarks(canvas, undefined);
    expect(canvas.querySelectorAll('.coverage-mark')).toHaveLength(0);
  });
});

describe('chart marks on the page', () => {
  const drawing = drawingLaidOutOnce();
  let unmount: (() => void) | undefined;
  afterEach(() => {
    unmount?.();
    unmount = undefined;
    vi.unstubAllGlobals();
  });

  it('marks the drawn chart and shows the legend; none without marks', async () => {
    const diagram = createDiagram(drawing, { sendEvent: () => {} });
    document.body.replaceChildren(diagram.element);
    const props = {
      actorKey: OTP_KEY,
      graph,
      value: { sent: 'cooldown' },
      lastTransitions: [],
      sendable: [],
      language: 'th' as const,
      marks: marksOf('th'),
    };
    diagram.update(props);
    const drawn = (id: string) => diagram.element.querySelector(`[data-node-id="${id}"] > .coverage-mark`);
    await vi.waitFor(() => expect(drawn('otp.locked')).not.toBeNull(), { timeout: 15_000 });
    const legend = diagram.element.querySelector('[data-testid="review-coverage-legend"]') as HTMLElement;
    expect(legend.hidden).toBe(false);
    expect(legend.textContent).toBe('legend in th');

    diagram.update({ ...props, marks: undefined });
    await vi.waitFor(() => expect(drawn('otp.locked')).toBeNull());
    expect(legend.hidden).toBe(true);
  }, 30_000);

  it("takes an extension from the page's global, before it mounts and after, and draws its marks with the states reached", async () => {
    const charts: ReviewChart[] = [];
    const marker: ReviewPageExtension = {
      chartMarks: (chart) => {
        charts.push(chart);
        return marksOf(chart.language);
      },
    };
    const late: ReviewPageExtension = {
      tabs: () => [{ id: 'late', label: () => 'Late', element: document.createElement('p') }],
    };
    const scope = globalThis as unknown as Record<string, unknown>;
    scope.reviewPageExtensions = [marker];
    const root = document.createElement('div');
    document.body.replaceChildren(root);
    unmount = mountReviewPage(root, fixtureSession(1));
    await vi.waitFor(
      () => expect(root.querySelector('[data-node-id="otp.sending"] > .coverage-mark')).not.toBeNull(),
      { timeout: 15_000 },
    );
    expect(charts.at(-1)?.reached.has('otp.sent.cooldown')).toBe(true);
    (scope.reviewPageExtensions as { push(extension: ReviewPageExtension): number }).push(late);
    const tabs = [...root.querySelectorAll('[role="tab"]')].map((tab) => tab.id);
    expect(tabs).toEqual(['review-tab-diagram', 'review-tab-late', 'review-tab-recordings']);
    await vi.waitFor(() => expect(root.querySelector('#review-tab-late')?.textContent).toBe('Late'));
    unmount();
    unmount = undefined;
    expect(scope.reviewPageExtensions).toEqual([]);
  }, 30_000);
});
