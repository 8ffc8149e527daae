// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createTimeline } from '../src/page/timeline/timeline';
import type { Step } from '../src/session.schema';
import { EXPIRES_AT, fixtureSession, OTP_KEY, RESEND_AT, T0 } from './page-fixtures';

type TimelineView = ReturnType<typeof createTimeline>;

const session = fixtureSession(20_000);
const otp = session.actors[0];

function mount(
  steps: readonly Step[],
  selected: number[],
  replays: (readonly number[] | 'stop')[] = [],
): TimelineView {
  const timeline = createTimeline({
    select: (seq) => selected.push(seq),
    compare: () => undefined,
    setPaused: () => undefined,
    replay: (seqs) => replays.push(seqs),
    stopReplay: () => replays.push('stop'),
  });
  document.body.append(timeline.element);
  giveLayout(listOf(timeline));
  timeline.update({
    actor: otp,
    steps,
    selectedSeq: undefined,
    language: 'en',
    startedAt: T0,
    paused: false,
    dropped: 0,
    replaying: false,
  });
  return timeline;
}

/** happy-dom lays nothing out: the list gets a view 600 px high over its rows' height, as a browser gives it. */
function giveLayout(list: HTMLElement): void {
  const rowsHeight = () => Number.parseFloat((list.firstElementChild as HTMLElement).style.height) || 0;
  Object.defineProperties(list, {
    clientHeight: { get: () => 600 },
    scrollHeight: { get: () => Math.max(600, rowsHeight()) },
  });
  list.getBoundingClientRect = () => ({ ...new DOMRect(0, 0, 300, 600), toJSON: () => ({}) });
}

function listOf(timeline: TimelineView): HTMLElement {
  return timeline.element.querySelector<HTMLElement>('[role="listbox"]') as HTMLElement;
}

function options(timeline: TimelineView): HTMLElement[] {
  return [...timeline.element.querySelectorAll<HTMLElement>('[role="option"]')];
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('timeline', () => {
  it('folds a run of CLOCK.TICK into one row and opens it on Enter', () => {
    const selected: number[] = [];
    const timeline = mount(session.steps, selected);
    const rows = options(timeline);
    expect(rows.map((row) => row.dataset.testid)).toEqual([
      'review-step-1',
      'review-step-2',
      'review-fold-3',
      'review-step-20003',
    ]);
    expect(rows[2]?.textContent).toContain('20000 × CLOCK.TICK');
    // Following the newest step: the last row is the selected one.
    expect(rows[3]?.getAttribute('aria-selected')).toBe('true');
    listOf(timeline).dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp' }));
    expect(selected).toEqual([20_002]);
    timeline.update({
      actor: otp,
      steps: session.steps,
      selectedSeq: 20_002,
      language: 'en',
      startedAt: T0,
      paused: false,
      dropped: 0,
      replaying: false,
    });
    listOf(timeline).dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    const opened = options(timeline);
    // 20 000 ticks are now rows, yet only the few in view exist.
    expect(opened.length).toBeGreaterThan(5);
    expect(opened.length).toBeLessThan(100);
    expect(
      timeline.element.querySelector('[data-testid="review-step-20002"]')?.getAttribute('aria-selected'),
    ).toBe('true');
    expect(listOf(timeline).getAttribute('aria-activedescendant')).toBe('review-row-step-20002');
  });

  it('moves one row per key even when keys come faster than the page redraws', () => {
    const selected: number[] = [];
    const timeline = mount(session.steps, selected);
    // Rows: step 1, step 2, the fold of ticks (its last step is 20 002), step 20 003 (selected).
    for (let press = 0; press < 3; press += 1)
      listOf(timeline).dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp' }));
    expect(selected).toEqual([20_002, 2, 1]);
    timeline.update({
      actor: otp,
      steps: session.steps,
      selectedSeq: 1,
      language: 'en',
      startedAt: T0,
      paused: false,
      dropped: 0,
      replaying: false,
    });
    listOf(timeline).dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown' }));
    expect(selected.at(-1)).toBe(2);
  });

  it('asks to replay the rows as listed, from the first when following, and shows a replay running', () => {
    const selected: number[] = [];
    const replays: (readonly number[] | 'stop')[] = [];
    const timeline = mount(session.steps, selected, replays);
    const button = timeline.element.querySelector<HTMLButtonElement>('[data-testid="review-replay"]');
    expect(button?.textContent).toBe('Replay');
    button?.click();
    // Following the newest, the replay starts from the first row: step 1, step 2, the fold (its last), step 20 003.
    expect(replays).toEqual([[1, 2, 20_002, 20_003]]);
    const props = {
      actor: otp,
      steps: session.steps,
      language: 'en',
      startedAt: T0,
      paused: false,
      dropped: 0,
    };
    timeline.update({ ...props, selectedSeq: 2, replaying: true });
    expect([button?.textContent, button?.getAttribute('aria-pressed')]).toEqual(['Stop replay', 'true']);
    button?.click();
    expect(replays.at(-1)).toBe('stop');
    // From the row shown, when it is not the last.
    timeline.update({ ...props, selectedSeq: 2, replaying: false });
    expect([button?.textContent, button?.getAttribute('aria-pressed')]).toEqual(['Replay', 'false']);
    button?.click();
    expect(replays.at(-1)).toEqual([2, 20_002, 20_003]);
    expect(selected).toEqual([]);
  });

  it('draws fewer than 100 rows of 20 000 events that do not fold, and the rows of where it is scrolled', () => {
    const steps = session.steps.map((step) => ({ ...step, event: { type: `EVENT.${step.seq % 2}` } }));
    const timeline = mount(steps, []);
    const rows = options(timeline);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(100);
    expect(rows.at(-1)?.dataset.testid).toBe('review-step-20003');
    listOf(timeline).scrollTop = 0;
    listOf(timeline).dispatchEvent(new Event('scroll'));
    expect(options(timeline)[0]?.dataset.testid).toBe('review-step-1');
    expect(options(timeline).length).toBeLessThan(100);
  });

  it('selects the clicked step and opens a step into its hops, actions and context changes', () => {
    const selected: number[] = [];
    const timeline = mount(session.steps.slice(0, 2), selected);
    const second = timeline.element.querySelector<HTMLElement>('[data-testid="review-step-2"]');
    second?.click();
    expect(selected).toEqual([2]);
    timeline.update({
      actor: otp,
      steps: session.steps.slice(0, 2),
      selectedSeq: 2,
      language: 'en',
      startedAt: T0,
      paused: false,
      dropped: 0,
      replaying: false,
    });
    listOf(timeline).dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    const details = [...timeline.element.querySelectorAll('[data-testid="review-step-2"] .detail')].map(
      (line) => line.textContent,
    );
    expect(details).toEqual([
      'Microsteps',
      'sending → settling',
      'settling → sent [hasLiveCode]',
      'Actions',
      'storeCode',
      'Context changes',
      `+ expiresAt: ${new Date(EXPIRES_AT).toLocaleTimeString('en-GB', { hour12: false })}`,
      `+ resendAvailableAt: ${new Date(RESEND_AT).toLocaleTimeString('en-GB', { hour12: false })}`,
    ]);
    expect(session.steps[1]?.actorKey).toBe(OTP_KEY);
  });

  it('shows Thai texts when the language is Thai', () => {
    const timeline = mount(session.steps.slice(0, 3), []);
    timeline.update({
      actor: otp,
      steps: session.steps.slice(0, 4),
      selectedSeq: undefined,
      language: 'th',
      startedAt: T0,
      paused: false,
      dropped: 0,
      replaying: false,
    });
    expect(listOf(timeline).getAttribute('aria-label')).toBe('ไทม์ไลน์');
    expect(timeline.element.textContent).toContain('2 × CLOCK.TICK (ย่อไว้)');
  });
});
