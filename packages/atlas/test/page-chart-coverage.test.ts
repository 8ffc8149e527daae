// @vitest-environment happy-dom
import type { ReviewPageHost } from '@loyalty-flows/review';
import { serializeMachine } from '@loyalty-flows/review/graph';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMachine } from 'xstate';
import type { ApprovalsView } from '../src/approval-records';
import { atlasPageExtension } from '../src/page/atlas-extension';
import { chartCoverage, coverageMarks, coverageText } from '../src/page/chart-coverage';

/**
 * The atlas's marks on the review page's chart: which states have screens and where their approvals
 * stand, with whether the session reached them (the page says which), as glyphs with a tooltip and a
 * legend; none without approvals. The page draws them (`@loyalty-flows/review`'s own tests).
 */

const graph = serializeMachine(
  createMachine({
    id: 'otp',
    initial: 'sending',
    states: {
      sending: { on: { SENT: 'sent', LOCK: 'locked' } },
      sent: { initial: 'cooldown', states: { cooldown: {} }, on: { VERIFY: 'verified' } },
      locked: {},
      expired: { initial: 'ready', states: { ready: {} } },
      verified: { type: 'final' },
    },
  }),
);
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
const reached = new Set(['otp', 'otp.sending', 'otp.sent', 'otp.sent.cooldown']);

describe('chart coverage', () => {
  it("gives each leaf state its screens' worst standing, and whether it was reached", () => {
    const coverage = chartCoverage(graph, view, reached);
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
    expect(chartCoverage(graph, undefined, reached)).toBeUndefined();
    const elsewhere = { approvals: {}, images: { 'redemption.history.ready/react/en/light': hash('6') } };
    expect(chartCoverage(graph, elsewhere, reached)).toBeUndefined();
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

  it('gives the page a mark per state, with its glyphs, words and data, and a legend', () => {
    const marks = coverageMarks(chartCoverage(graph, view, reached), 'en');
    expect(marks?.marks.get('otp.sending')).toEqual({
      text: '●✓',
      title: 'otp.sending: reached in this session; 2 screens: approved',
      data: { coverage: 'approved', reached: 'true' },
    });
    expect(marks?.marks.get('otp.expired.ready')?.data).toEqual({ coverage: 'no-screens', reached: 'false' });
    expect(marks?.legend().map((part) => part.textContent)).toContain('✎ changes requested');
    expect(coverageMarks(chartCoverage(graph, view, reached), 'th')?.key).not.toBe(marks?.key);
    expect(coverageMarks(undefined, 'en')).toBeUndefined();
  });
});

describe('the atlas extension of the review page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('reads the approvals from the server that served the page, then has the page redraw its marks', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: URL) => {
      fetched.push(String(url));
      return String(url).endsWith('/atlas/approvals.json')
        ? new Response(JSON.stringify(view))
        : new Response('Not found.', { status: 404 });
    });
    const extension = atlasPageExtension(document);
    let redrawn = 0;
    const host: ReviewPageHost = { showActor: () => {}, redraw: () => (redrawn += 1), served: true };
    const tabs = extension.tabs?.(host) ?? [];
    expect(tabs.map((tab) => [tab.id, tab.label('th')])).toEqual([['atlas', 'แอตลาส']]);
    expect(extension.chartMarks?.({ graph, language: 'en', reached })).toBeUndefined();
    await vi.waitFor(() => expect(redrawn).toBe(1));
    expect(fetched.some((url) => url.endsWith('/atlas/approvals.json'))).toBe(true);
    expect(extension.chartMarks?.({ graph, language: 'en', reached })?.marks.get('otp.locked')?.data).toEqual(
      {
        coverage: 'changes-requested',
        reached: 'false',
      },
    );
  });

  it('asks no server on a page given its session, and reads the approvals built into a static page', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const built = document.createElement('script');
    built.type = 'application/json';
    built.id = 'review-embedded-approvals';
    built.textContent = JSON.stringify(view);
    document.body.append(built);
    const extension = atlasPageExtension(document);
    extension.tabs?.({ showActor: () => {}, redraw: () => {}, served: false });
    expect(fetch).not.toHaveBeenCalled();
    expect(extension.chartMarks?.({ graph, language: 'en', reached })?.marks.get('otp.sending')?.text).toBe(
      '●✓',
    );
    built.textContent = JSON.stringify({ approvals: {}, images: { 'otp.locked/react/en/light': 'x' } });
    expect(() => atlasPageExtension(document)).toThrow(/malformed hash/);
  });
});
