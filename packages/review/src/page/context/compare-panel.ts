import type { Step } from '../../session.schema';
import { el, replaceChildren } from '../dom';
import { type Language, message } from '../messages';
import { stateText } from '../step-text';
import { changeLines } from './change-list';

/**
 * Two steps of one actor side by side: the states it passed from the first to the second, and what
 * changed in its context between them (Redux DevTools' range diff, for a statechart).
 */

/** Two steps compared, in either order. */
export interface Comparison {
  from: number;
  to: number;
}

/** What the panel shows: the actor's steps and the two picked, or nothing. */
interface CompareProps {
  steps: readonly Step[];
  comparison: Comparison | undefined;
  language: Language;
}

/** The panel's element and its update. */
export interface ComparePanelView {
  readonly element: HTMLElement;
  update(props: CompareProps): void;
}

/**
 * The states passed between two steps (both included), each once per stay: `idle.ready → sending → sent.cooldown`.
 */
export function statesPassed(steps: readonly Step[], from: number, to: number): string[] {
  const [low, high] = from <= to ? [from, to] : [to, from];
  const passed: string[] = [];
  for (const step of steps) {
    if (step.seq < low || step.seq > high) continue;
    const state = stateText(step.snapshot.value);
    if (passed[passed.length - 1] !== state) passed.push(state);
  }
  return passed;
}

/** Builds the panel; `onClear` ends the comparison. */
export function createComparePanel(onClear: () => void): ComparePanelView {
  const heading = el('h3', {});
  const passed = el('p', { class: 'compare-passed' });
  const changes = el('ul', { class: 'compare-changes' });
  const clear = el('button', { type: 'button', 'data-testid': 'review-compare-clear' });
  clear.addEventListener('click', onClear);
  const element = el(
    'section',
    { class: 'compare', 'data-testid': 'review-compare', hidden: true },
    el('div', { class: 'compare-head' }, heading, clear),
    passed,
    changes,
  );

  return {
    element,
    update({ steps, comparison, language }) {
      const first = comparison && steps.find((step) => step.seq === Math.min(comparison.from, comparison.to));
      const second =
        comparison && steps.find((step) => step.seq === Math.max(comparison.from, comparison.to));
      element.hidden = !first || !second;
      if (!first || !second) return;
      heading.textContent = message(language, 'compareHeading', { from: first.seq, to: second.seq });
      clear.textContent = message(language, 'compareClear');
      passed.textContent = `${message(language, 'comparePassed')}: ${statesPassed(steps, first.seq, second.seq).join(' → ')}`;
      replaceChildren(changes, ...changeLines(first.snapshot.context, second.snapshot.context, language));
    },
  };
}
