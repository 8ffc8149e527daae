import {
  elementScroll,
  observeElementOffset,
  observeElementRect,
  type VirtualItem,
  Virtualizer,
} from '@tanstack/virtual-core';
import type { ActorRecord, SnapshotData, Step } from '../../session.schema';
import { changeLines } from '../context/change-list';
import { el, replaceChildren, type View } from '../dom';
import { type Language, message } from '../messages';
import { microstepText, stateText } from '../step-text';
import { createStepFilter, isOpenFilter, type TimelineFilter } from './timeline-filter';
import { entryIndexOf, type TimelineEntry, timelineEntries } from './timeline-rows';

/**
 * The timeline: an actor's events as a listbox that draws only the rows in view (TanStack Virtual; a
 * session may hold 20 000 events). Each row is one line; an opened event adds one line per microstep,
 * action and context change. Arrow keys move (the selection follows and the diagram and context show that moment), Enter
 * opens or closes a row, Home/End jump. Above it: a search box and a switch hiding internal events
 * (`timeline-filter.ts`), Replay (the rows shown one after another by the page machine: the rows as
 * listed, so a search replays only what it found), Pause (the page stops recording steps until resumed), and a
 * shift-click on a row compares that step with the one shown.
 */

/** Height of one line, px: rows and detail lines alike. */
const LINE_HEIGHT = 24;
/** Rows drawn beyond each edge of the view, so a fast scroll shows no gap. */
const OVERSCAN = 6;
/** The view's height when the element has none yet (not laid out, or a DOM without layout). */
const FALLBACK_VIEW_HEIGHT = 600;

/** What the timeline shows. */
interface TimelineProps {
  actor: ActorRecord | undefined;
  steps: readonly Step[];
  /** The step shown; `undefined` follows the newest. */
  selectedSeq: number | undefined;
  language: Language;
  /** Times are shown from here (the session's start). */
  startedAt: number;
  /** Whether the page is recording no steps, and how many it has not recorded since. */
  paused: boolean;
  dropped: number;
  /** Whether a replay is running (the page machine shows the rows it was given, one after another). */
  replaying: boolean;
}

/** What the reviewer does in the timeline. */
export interface TimelineActions {
  /** Moved to the step `seq`. */
  select(seq: number): void;
  /** Shift-clicked the step `seq`: compare it with the one shown. */
  compare(seq: number): void;
  setPaused(paused: boolean): void;
  /** Replay the steps `seqs` (the rows as listed, from the one to start on), or stop the replay. */
  replay(seqs: readonly number[]): void;
  stopReplay(): void;
}

/** Builds the timeline. */
export function createTimeline(actions: TimelineActions): View<TimelineProps> {
  const rows = el('div', { class: 'timeline-rows' });
  const list = el(
    'div',
    { class: 'timeline', role: 'listbox', tabindex: 0, 'data-testid': 'review-timeline' },
    rows,
  );
  const search = el('input', {
    type: 'search',
    class: 'timeline-search',
    'data-testid': 'review-timeline-search',
  });
  const hideBox = el('input', { type: 'checkbox', 'data-testid': 'review-hide-internal' });
  const hideText = el('span', {});
  const replayButton = el('button', {
    type: 'button',
    'data-testid': 'review-replay',
    'aria-pressed': 'false',
  });
  const pause = el('button', { type: 'button', 'data-testid': 'review-pause', 'aria-pressed': 'false' });
  const pausedNote = el('span', { class: 'paused-note', role: 'status' });
  const empty = el('p', { class: 'empty', 'data-testid': 'review-timeline-empty' });
  const element = el(
    'div',
    { class: 'timeline-host' },
    el(
      'div',
      { class: 'timeline-tools' },
      search,
      el('label', {}, hideBox, hideText),
      replayButton,
      pause,
      pausedNote,
    ),
    empty,
    list,
  );
  /** Tells the list where it stands now, not at the next scroll event: a scroll it made is drawn at once. */
  let reportOffset: ((offset: number, isScrolling: boolean) => void) | undefined;
  const virtualizer = new Virtualizer<HTMLElement, HTMLElement>({
    count: 0,
    getScrollElement: () => list,
    estimateSize: (index) => (1 + details(entries[index] as TimelineEntry).length) * LINE_HEIGHT,
    // A list not laid out yet (or a DOM without layout) reads as a view of the fallback height.
    observeElementRect: (instance, report) =>
      observeElementRect(instance, ({ width, height }) =>
        report({ width, height: height || FALLBACK_VIEW_HEIGHT }),
      ),
    observeElementOffset: (instance, report) => {
      reportOffset = report;
      return observeElementOffset(instance, report);
    },
    scrollToFn: elementScroll,
    overscan: OVERSCAN,
    onChange: () => draw(),
  });
  virtualizer._willUpdate();
  const narrow = createStepFilter();
  const filter: TimelineFilter = { query: '', hideInternal: false, sendable: undefined };
  /** The steps drawn: the actor's, narrowed by the filter. */
  let shown: readonly Step[] = [];
  const openSteps = new Set<number>();
  const openFolds = new Set<number>();
  /** An opened step's detail lines, built once per step: each drawing of its row appends copies. */
  const detailCache = new Map<number, HTMLElement[]>();
  let props: TimelineProps | undefined;
  let entries: TimelineEntry[] = [];
  let activeIndex = -1;
  /**
   * The row a key last asked for, until the page draws it: keys pressed faster than a redraw move on
   * from there, not from the row drawn.
   */
  let askedIndex: number | undefined;
  let cacheKey = '';

  function details(entry: TimelineEntry): HTMLElement[] {
    if (entry.kind !== 'step' || !openSteps.has(entry.step.seq) || !props) return [];
    const cached = detailCache.get(entry.step.seq);
    if (cached) return cached;
    const lines = detailLines(entry.step, previousSnapshot(props, entry.step), props.actor, props.language);
    detailCache.set(entry.step.seq, lines);
    return lines;
  }

  /** What the rows were built from: moving the selection alone must not rebuild 20 000 rows. */
  let builtFrom = '';
  let openingsVersion = 0;
  let builtSteps: readonly Step[] = [];

  function rebuild(): void {
    if (!props) return;
    filter.sendable = props.actor?.sendable;
    shown = narrow(props.steps, filter);
    const source = `${shown.length}|${openingsVersion}`;
    if (builtSteps !== shown || builtFrom !== source) {
      // A narrowed timeline lists each matching step: folding runs of them would hide what was searched for.
      entries = isOpenFilter(filter)
        ? timelineEntries(shown, { steps: openSteps, folds: openFolds }, filter.sendable)
        : shown.map((step) => ({ kind: 'step' as const, id: `step-${step.seq}`, step, nested: false }));
      builtFrom = source;
      builtSteps = shown;
      virtualizer.setOptions({ ...virtualizer.options, count: entries.length });
      virtualizer.measure();
    }
    const seq = props.selectedSeq ?? shown.at(-1)?.seq;
    activeIndex = seq === undefined ? -1 : entryIndexOf(entries, seq);
    rows.style.height = `${virtualizer.getTotalSize()}px`;
  }

  function draw(): void {
    if (!props) return;
    replaceChildren(rows, ...virtualizer.getVirtualItems().map(rowElement));
    const active = entries[activeIndex];
    if (active) list.setAttribute('aria-activedescendant', optionId(active));
    else list.removeAttribute('aria-activedescendant');
    // A listbox holds options only: the empty text stands beside it, and the empty list is hidden.
    empty.hidden = entries.length > 0;
    list.hidden = entries.length === 0;
    empty.textContent = message(props.language, props.steps.length === 0 ? 'noSteps' : 'noMatches');
  }

  function rowElement({ index, start, size }: VirtualItem): HTMLElement {
    const entry = entries[index] as TimelineEntry;
    const language = props?.language ?? 'en';
    const selected = index === activeIndex;
    const open = entry.kind === 'fold' ? entry.open : openSteps.has(entry.step.seq);
    const row = el('div', {
      role: 'option',
      id: optionId(entry),
      'data-index': index,
      'data-testid':
        entry.kind === 'fold' ? `review-fold-${entry.steps[0]?.seq}` : `review-step-${entry.step.seq}`,
      'aria-selected': String(selected),
      class: `row ${entry.kind}${entry.kind === 'step' && entry.nested ? ' nested' : ''}${open ? ' open' : ''}`,
      style: `top:${start}px;height:${size}px`,
    });
    const toggle = el(
      'span',
      { class: 'toggle', 'data-toggle': true, 'aria-hidden': 'true' },
      open ? '▾' : '▸',
    );
    const line = (seq: string, event: string, ...more: HTMLElement[]) =>
      el(
        'div',
        { class: 'line' },
        toggle,
        el('span', { class: 'seq' }, seq),
        el('span', { class: 'event' }, event),
        ...more,
      );
    if (entry.kind === 'fold') {
      const seqs = `#${entry.steps[0]?.seq ?? 0}–${entry.steps.at(-1)?.seq}`;
      row.append(line(seqs, message(language, 'collapsed', { count: entry.steps.length, type: entry.type })));
      return row;
    }
    const step = entry.step;
    row.append(
      line(
        `#${step.seq}`,
        step.event.type,
        el('span', { class: 'state' }, `→ ${stateText(step.snapshot.value)}`),
        el('span', { class: 'time' }, elapsed(step.at - (props?.startedAt ?? step.at))),
      ),
      ...details(entry).map((detail) => detail.cloneNode(true)),
    );
    return row;
  }

  function select(index: number): void {
    askedIndex = Math.max(0, Math.min(entries.length - 1, index));
    const entry = entries[askedIndex];
    if (entry) actions.select(seqOf(entry));
  }

  /** The step a row shows (a fold: its last). */
  const seqOf = (entry: TimelineEntry) =>
    entry.kind === 'fold' ? (entry.steps.at(-1)?.seq ?? 0) : entry.step.seq;

  /** Replays the rows from the one shown, or from the first when the last is shown (following ends there). */
  function startReplay(): void {
    const from = askedIndex ?? activeIndex;
    actions.replay(entries.slice(from < 0 || from >= entries.length - 1 ? 0 : from).map(seqOf));
  }

  function toggle(index: number): void {
    const entry = entries[index];
    if (!entry) return;
    const [set, seq] =
      entry.kind === 'fold' ? [openFolds, entry.steps[0]?.seq ?? 0] : [openSteps, entry.step.seq];
    if (!set.delete(seq)) set.add(seq);
    openingsVersion += 1;
    rebuild();
    draw();
  }

  function scrollIntoView(index: number): void {
    if (index >= 0) virtualizer.scrollToIndex(index);
    reportOffset?.(list.scrollTop, false);
  }

  const refilter = () => {
    filter.query = search.value;
    filter.hideInternal = hideBox.checked;
    rebuild();
    draw();
  };
  search.addEventListener('input', refilter);
  hideBox.addEventListener('change', refilter);
  replayButton.addEventListener('click', () => (props?.replaying ? actions.stopReplay() : startReplay()));
  pause.addEventListener('click', () => actions.setPaused(!props?.paused));
  list.addEventListener('click', (event) => {
    const target = event.target as Element;
    const row = target.closest<HTMLElement>('[role="option"]');
    if (!row) return;
    const index = Number(row.dataset.index);
    const entry = entries[index];
    if (event.shiftKey && entry?.kind === 'step') return actions.compare(entry.step.seq);
    if (target.closest('[data-toggle]')) toggle(index);
    select(index);
  });
  list.addEventListener('dblclick', (event) => {
    const row = (event.target as Element).closest<HTMLElement>('[role="option"]');
    if (row && !(event.target as Element).closest('[data-toggle]')) toggle(Number(row.dataset.index));
  });
  list.addEventListener('keydown', (event) => {
    const from = askedIndex ?? activeIndex;
    const moves: Record<string, number> = {
      ArrowDown: from + 1,
      ArrowUp: from - 1,
      PageDown: from + 10,
      PageUp: from - 10,
      Home: 0,
      End: entries.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      select(moves[event.key] as number);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      toggle(activeIndex);
      scrollIntoView(activeIndex);
      draw();
    }
  });

  return {
    element,
    update(next) {
      const followLive = next.selectedSeq === undefined;
      const key = `${next.actor?.key}|${next.language}`;
      if (key !== cacheKey) {
        detailCache.clear();
        if (next.actor?.key !== props?.actor?.key) {
          openSteps.clear();
          openFolds.clear();
        }
        openingsVersion += 1;
        cacheKey = key;
      }
      list.setAttribute('aria-label', message(next.language, 'timeline'));
      search.setAttribute('aria-label', message(next.language, 'searchTimeline'));
      search.placeholder = message(next.language, 'searchTimeline');
      hideText.textContent = ` ${message(next.language, 'hideInternal')}`;
      pause.textContent = message(next.language, next.paused ? 'resume' : 'pause');
      pause.setAttribute('aria-pressed', String(next.paused));
      pausedNote.textContent = next.paused
        ? message(next.language, 'pausedDropped', { count: next.dropped })
        : '';
      const previousActive = activeIndex;
      askedIndex = undefined;
      props = next;
      replayButton.textContent = message(next.language, next.replaying ? 'stopReplay' : 'replay');
      replayButton.setAttribute('aria-pressed', String(next.replaying));
      rebuild();
      if (followLive || activeIndex !== previousActive)
        scrollIntoView(followLive ? entries.length - 1 : activeIndex);
      draw();
    },
  };
}

/** The lines an opened step shows: its hops, the actions that ran, and what changed in its context. */
function detailLines(
  step: Step,
  previous: SnapshotData,
  actor: ActorRecord | undefined,
  language: Language,
): HTMLElement[] {
  const line = (kind: string, text: string) => el('div', { class: `detail ${kind}` }, text);
  return [
    ...(step.microsteps.length > 0 ? [line('heading', message(language, 'microsteps'))] : []),
    ...step.microsteps.map((microstep) => line('microstep', microstepText(actor?.definition, microstep))),
    ...(step.actions.length > 0 ? [line('heading', message(language, 'actionsRan'))] : []),
    ...step.actions.map((action) => line('action', action.type)),
    line('heading', message(language, 'changes')),
    ...changeLines(previous.context, step.snapshot.context, language, {
      momentAt: step.at,
      tag: 'div',
      className: 'detail',
    }),
  ];
}

function previousSnapshot(props: TimelineProps, step: Step): SnapshotData {
  const index = props.steps.indexOf(step);
  return props.steps[index - 1]?.snapshot ?? props.actor?.snapshot ?? step.snapshot;
}

const optionId = (entry: TimelineEntry) => `review-row-${entry.id}`;

/** `+3.2 s`, `+2 min 05 s` from the session's start. */
function elapsed(ms: number): string {
  const seconds = Math.max(0, ms) / 1000;
  if (seconds < 60) return `+${seconds.toFixed(1)} s`;
  const minutes = Math.floor(seconds / 60);
  return `+${minutes} min ${String(Math.floor(seconds % 60)).padStart(2, '0')} s`;
}
