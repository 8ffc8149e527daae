import { diffJson } from './context-diff';
import { deadlineBars, formatLeft } from './deadlines';
import { el, replaceChildren } from './dom';
import { hasMessage, type Language, message } from './messages';
import type { ActorMoment } from './session-store';
import { stateText, valueText } from './step-text';

/**
 * The side panel of the moment shown: which step it is, the deadlines as emptying bars, what the step
 * changed, and the whole context.
 */

/** What the panel shows. */
interface ContextPanelProps {
  moment: ActorMoment | undefined;
  /** The session clock (epoch ms, the reviewer's offset included): the bars empty towards their deadline. */
  now: number;
  /** Whether the moment is the newest (live) or a past step. */
  live: boolean;
  language: Language;
}

/** The panel's element, its update, and the button that goes back to the newest step. */
export interface ContextPanelView {
  readonly element: HTMLElement;
  update(props: ContextPanelProps): void;
}

/** Builds the panel; `onFollowLive` is called by its "back to live" button. */
export function createContextPanel(onFollowLive: () => void): ContextPanelView {
  const heading = el('h2', { id: 'review-context-heading' });
  const where = el('p', { class: 'moment', 'data-testid': 'review-moment' });
  const followLive = el('button', {
    type: 'button',
    class: 'follow-live',
    'data-testid': 'review-follow-live',
  });
  followLive.addEventListener('click', onFollowLive);
  const deadlinesHeading = el('h3');
  const deadlines = el('ul', { class: 'deadlines', 'data-testid': 'review-deadlines' });
  const changesHeading = el('h3');
  const changes = el('ul', { class: 'changes', 'data-testid': 'review-changes' });
  const contextHeading = el('h3');
  const context = el('pre', { class: 'context-json', 'data-testid': 'review-context', tabindex: 0 });
  const element = el(
    'section',
    { class: 'context-panel', 'aria-labelledby': 'review-context-heading' },
    heading,
    where,
    followLive,
    deadlinesHeading,
    deadlines,
    changesHeading,
    changes,
    contextHeading,
    context,
  );
  let shownContext: unknown;

  return {
    element,
    update({ moment, now, live, language }) {
      heading.textContent = message(language, 'context');
      deadlinesHeading.textContent = message(language, 'deadlines');
      changesHeading.textContent = message(language, 'changes');
      contextHeading.textContent = message(language, 'context');
      followLive.textContent = message(language, 'followLive');
      followLive.hidden = live;
      context.setAttribute('aria-label', message(language, 'context'));
      if (!moment) {
        where.textContent = '';
        replaceChildren(deadlines);
        replaceChildren(changes);
        context.textContent = '';
        shownContext = undefined;
        return;
      }
      const label = moment.step
        ? message(language, 'stepOf', { seq: moment.step.seq })
        : message(language, 'start');
      where.textContent = `${live ? `${message(language, 'live')} · ` : ''}${label} · ${stateText(moment.snapshot.value)}`;
      // A past step is shown with its own time as now: the bars as they stood then.
      const bars = deadlineBars(moment.snapshot.context, moment.at, live ? now : moment.at);
      replaceChildren(
        deadlines,
        ...(bars.length === 0 ? [el('li', { class: 'none' }, message(language, 'noDeadlines'))] : []),
        ...bars.map((bar) => {
          const textKey = `deadline.${bar.key}`;
          const name = hasMessage(textKey) ? message(language, textKey) : bar.key;
          const left = bar.leftMs <= 0 ? message(language, 'deadlinePassed') : formatLeft(bar.leftMs);
          return el(
            'li',
            { class: bar.leftMs <= 0 ? 'deadline passed' : 'deadline', 'data-deadline': bar.path },
            el('span', { class: 'deadline-name' }, `${name} (${bar.path})`),
            el(
              'div',
              {
                class: 'bar',
                role: 'meter',
                'aria-label': `${name}: ${left}`,
                'aria-valuemin': 0,
                'aria-valuemax': 100,
                'aria-valuenow': Math.round(bar.fraction * 100),
              },
              el('div', { class: 'bar-fill', style: `width:${(bar.fraction * 100).toFixed(1)}%` }),
            ),
            el('span', { class: 'deadline-left' }, left),
          );
        }),
      );
      const rows = moment.step ? diffJson(moment.previous.context, moment.snapshot.context) : [];
      replaceChildren(
        changes,
        ...(rows.length === 0 ? [el('li', { class: 'none' }, message(language, 'noChanges'))] : []),
        ...rows.map((row) =>
          el(
            'li',
            { class: `change ${row.kind}` },
            el('code', {}, row.path),
            ' ',
            row.kind === 'added' ? '' : el('del', {}, valueText(row.path, row.before, moment.at, language)),
            row.kind === 'changed' ? ' → ' : '',
            row.kind === 'removed' ? '' : el('ins', {}, valueText(row.path, row.after, moment.at, language)),
          ),
        ),
      );
      // The JSON is redrawn only when the context changed: the panel updates every second for the bars.
      if (shownContext !== moment.snapshot.context) {
        context.textContent = JSON.stringify(moment.snapshot.context, null, 2);
        shownContext = moment.snapshot.context;
      }
    },
  };
}
