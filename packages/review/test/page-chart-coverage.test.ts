// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApprovalsView } from '../src/approvals/approvals';
import {
  chartCoverage,
  coverageText,
  createReachedStates,
  markCoverage,
} from '../src/page/chart/chart-coverage';
import { createDiagram } from '../src/page/chart/diagram';
import { statechartDrawing } from '../src/page/chart/statechart-drawing';
import { mountReviewPage } from '../src/page/main';
import { storeOf } from '../src/page/session-store';
import { drawingLaidOutOnce, fixtureSession, OTP_KEY } from './page-fixtures';

/**
 * The atlas's marks on the chart: which states the session reached (from its steps, hops included), which
 * have screens and where their approvals stand, drawn as glyphs with a tooltip and a legend; none without
 * an atlas on the server.
 */

const session = fixtureSession(1);
const graph = session.actors.find((actor) => actor.key === OTP_KEY)?.definition;
if (!graph) throw new Error('the fixture has no OTP chart');
const hash = (digit: string) => digit.repeat(64);
const at = '2026-01-15T03:00:00.000Z';
const view: ApprovalsView = {
  approvals: {
    'otp.sending/react/en/light': { sha256: hash('1'), by: 'Ploy', at, status: 'approved' },
    'otp.sending/vue/th/light': { sha256: hash('2'), by: 'Ploy', at, status: 'approved' },
    'otp.sent.cooldown/react/en/light': { sha256: hash('0'), by: 'Ploy', at, status: 'approved' },
    'otp.locked/react/en/light': {
      sha256: hash('4'),
      by: 'Nok',
      at,
      status: 'changes-requested',
      comment: 'Say when it unlocks',
    },
  },
  images: {
    'otp.sending/react/en/light': hash('1'),
    'otp.sending/vue/th/light': hash('2'),
    'otp.sent.cooldown/react/en/light': hash('3'),
    'otp.locked/react/en/light': hash('4'),
    'otp.verified/react/en/light': hash('5'),
    'redemption.history.ready/react/en/light': hash('6'),
  },
};
const reachedIn = (sessionSteps = session) => {
  const store = storeOf(sessionSteps);
  return createReachedStates(statechartDrawing.activeNodeIds)(
    graph,
    store.session.actors,
    (actor) => store.stepsByActor.get(actor.key) ?? [],
  );
};

describe('chart coverage', () => {
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
    const store = storeOf(fixtureSession(1));
    const stepsOf = (actor: { key: string }) => store.stepsByActor.get(actor.key) ?? [];
    reached(graph, store.session.actors, stepsOf);
    const calls = activeNodeIds.mock.calls.length;
    expect(calls).toBeGreaterThan(0);
    reached(graph, store.session.actors, stepsOf);
    expect(activeNodeIds.mock.calls.length).toBe(calls);
  });

  it("gives each leaf state its screens' worst standing, and whether it was reached", () => {
    const coverage = chartCoverage(graph, view, reachedIn());
    expect(coverage?.get('otp.sending')).toEqual({ reached: true, screens: 2, status: 'approved' });
    expect(coverage?.get('otp.sent.cooldown')).toEqual({ reached: true, screens: 1, status: 'changed' });
    expect(coverage?.get('otp.locked')).toEqual({ reached: false, screens: 1, status: 'changes-requested' });
    expect(coverage?.get('otp.verified')).toEqual({ reached: false, screens: 1, status: 'no-baseline' });
    expect(coverage?.get('otp.expired.ready')).toEqual({ reached: false, screens: 0 });
    // Compound states and the root carry no mark of their own; another machine's screens are not counted.
    expect(coverage?.has('otp.sent')).toBe(false);
    expect(coverage?.has('otp')).toBe(false);
    expect([...(coverage?.keys() ?? [])].some((id) => id.startsWith('redemption'))).toBe(false);
  });

  it('has no marks without approvals, or when the atlas has no screen of the machine', () => {
    expect(chartCoverage(graph, undefined, reachedIn())).toBeUndefined();
    const elsewhere = { approvals: {}, images: { 'redemption.history.ready/react/en/light': hash('6') } };
    expect(chartCoverage(graph, elsewhere, reachedIn())).toBeUndefined();
  });

  it('says each mark in words, in English and Thai', () => {
    const locked = { reached: false, screens: 1, status: 'changes-requested' as const };
    expect(coverageText('otp.locked', locked, 'en')).toBe(
      'otp.locked: not reached in this session; 1 screens: changes requested',
    );
    expect(coverageText('otp.sending', { reached: true, screens: 0 }, 'th')).toBe(
      'otp.sending: ไปถึงแล้วในเซสชันนี้; ไม่มีหน้าจอในแอตลาส',
    );
  });

  it('puts a mark with a glyph and a tooltip on the corner of each state box, and takes them off', () => {
    const canvas = document.createElement('div');
    canvas.innerHTML =
      '<svg><g data-node-id="otp.sending"><rect x="10" y="20" width="100" height="40"/></g>' +
      '<g data-node-id="otp.locked"><rect x="200" y="20" width="80" height="40"/></g>' +
      '<g data-node-id="otp.settling"><path d="M0 0"/></g></svg>';
    const coverage = chartCoverage(graph, view, reachedIn());
    markCoverage(canvas, coverage, 'en');
    const marks = [...canvas.querySelectorAll('.coverage-mark')];
    expect(
      marks.map((mark) => [
        mark.parentElement?.getAttribute('data-node-id'),
        mark.getAttribute('data-coverage'),
        mark.getAttribute('data-reached'),
        mark.querySelector('text')?.textContent,
      ]),
    ).toEqual([
      ['otp.sending', 'approved', 'true', '●✓'],
      ['otp.locked', 'changes-requested', 'false', '✎'],
    ]);
    const pill = marks[0]?.querySelector('rect');
    expect(Number(pill?.getAttribute('x')) + Number(pill?.getAttribute('width'))).toBe(114);
    expect(marks[1]?.querySelector('title')?.textContent).toBe(
      'otp.locked: not reached in this session; 1 screens: changes requested',
    );
    markCoverage(canvas, coverage, 'en');
    expect(canvas.querySelectorAll('.coverage-mark')).toHaveLength(2);
    markCoverage(canvas, undefined, 'en');
    expect(canvas.querySelectorAll('.coverage-mark')).toHaveLength(0);
  });
});

describe('chart coverage on the page', () => {
  const drawing = drawingLaidOutOnce();
  let unmount: (() => void) | undefined;
  afterEach(() => {
    unmount?.();
    unmount = undefined;
    vi.unstubAllGlobals();
  });

  it('marks the drawn chart and shows the legend, in the page language; none without coverage', async () => {
    const diagram = createDiagram(drawing, { sendEvent: () => {} });
    document.body.replaceChildren(diagram.element);
    const props = {
      actorKey: OTP_KEY,
      graph,
      value: { sent: 'cooldown' },
      lastTransitions: [],
      sendable: [],
      language: 'th' as const,
      coverage: chartCoverage(graph, view, reachedIn()),
    };
    diagram.update(props);
    const mark = (id: string) => diagram.element.querySelector(`[data-node-id="${id}"] > .coverage-mark`);
    await vi.waitFor(() => expect(mark('otp.locked')).not.toBeNull(), { timeout: 15_000 });
    expect(mark('otp.sent.cooldown')?.getAttribute('data-coverage')).toBe('changed');
    const legend = diagram.element.querySelector('[data-testid="review-coverage-legend"]') as HTMLElement;
    expect(legend.hidden).toBe(false);
    expect(legend.textContent).toContain('✎ ขอให้แก้ไข');

    diagram.update({ ...props, coverage: undefined });
    await vi.waitFor(() => expect(mark('otp.locked')).toBeNull());
    expect(legend.hidden).toBe(true);
  }, 30_000);

  it('reads the approvals from the server that served it and marks the chart of the actor shown', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: URL) => {
      fetched.push(String(url));
      return String(url).endsWith('/atlas/approvals.json')
        ? new Response(JSON.stringify(view))
        : new Response('Not found.', { status: 404 });
    });
    // The server's line, as far as the page needs it here: it opens and sends the session.
    vi.stubGlobal(
      'WebSocket',
      class {
        readyState = 1;
        onopen: ((event: unknown) => void) | null = null;
        onclose: ((event: unknown) => void) | null = null;
        onerror: ((event: unknown) => void) | null = null;
        onmessage: ((event: { data: unknown }) => void) | null = null;
        constructor() {
          queueMicrotask(() => {
            this.onopen?.({});
            this.onmessage?.({ data: JSON.stringify({ type: 'session', session: fixtureSession(1) }) });
          });
        }
        send() {}
        close() {}
      },
    );
    const root = document.createElement('div');
    document.body.replaceChildren(root);
    unmount = mountReviewPage(root);
    await vi.waitFor(
      () => expect(root.querySelector('[data-node-id="otp.sending"] > .coverage-mark')).not.toBeNull(),
      { timeout: 15_000 },
    );
    expect(fetched.some((url) => url.endsWith('/atlas/approvals.json'))).toBe(true);
    expect(
      root.querySelector('[data-node-id="otp.sending"] > .coverage-mark')?.getAttribute('data-reached'),
    ).toBe('true');
  }, 30_000);
});
