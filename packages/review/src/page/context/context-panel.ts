import type { PageCommand } from '../../protocol';
import type { DeadlineLabels } from '../../session.schema';
import { el, replaceChildren, type View } from '../dom';
import type { ActorMoment } from '../indexed-session';
import { type Language, message } from '../messages';
import { stateText } from '../step-text';
import { changeLines } from './change-list';
import {
  DEADLINE_JUMPS,
  type DeadlineBar,
  deadlineBars,
  deadlineLabel,
  formatLeft,
  jumpCommand,
} from './deadlines';

/**
 * The side panel of the moment shown: which step it is, the deadlines as emptying bars (each with jumps
 * of the shared clock to just before, at and just after it), what the step changed, and the whole context.
 */

/** What the panel does besides showing: the deadline jumps move the apps' and the sandbox's clock. */
export interface ContextPanelHooks {
  /** A clock command for the server (as the top bar's clock buttons send). Without it, no jumps are offered. */
  send?(command: PageCommand): void;
}

/** One deadline's item, kept across redraws (the panel redraws every second: a click must not miss it). */
interface DeadlineItem {
  element: HTMLLIElement;
  draw(bar: DeadlineBar, language: Language, labels: DeadlineLabels | undefined): HTMLLIElement;
}

/** What the panel shows. */
interface ContextPanelProps {
  moment: ActorMoment | undefined;
  /** The session clock (epoch ms, the reviewer's offset included): the bars empty towards their deadline. */
  now: number;
  /** Whether the moment is the newest (live) or a past step. */
  live: boolean;
  language: Language;
  /** The deadline fields the actor's app named, with their labels (none: no bars). */
  deadlines: DeadlineLabels | undefined;
}

/**
 * Builds the panel; `onFollowLive` is called by its "back to live" button, `hooks.send` by the deadline
 * jumps (test ids `review-deadline-before|at|after` inside each `data-deadline` item).
 */
export function createContextPanel(
  onFollowLive: () => void,
  hooks: ContextPanelHooks = {},
): View<ContextPanelProps> {
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
  // Focusable, to scroll a long context by keyboard; its heading names it (a <pre> may carry no name of its own).
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
  const items = new Map<string, DeadlineItem>();
  const noDeadlines = el('li', { class: 'none' });
  /** The session clock minus real time, as last told: a jump reads the clock when it is clicked. */
  let clockOffsetMs = 0;
  const sessionNow = () => Date.now() + clockOffsetMs;

  function itemOf(path: string): DeadlineItem {
    const known = items.get(path);
    if (known) return known;
    const name = el('span', { class: 'deadline-name' });
    const fill = el('div', { class: 'bar-fill' });
    const meter = el('div', { class: 'bar', role: 'meter', 'aria-valuemin': 0, 'aria-valuemax': 100 }, fill);
    const left = el('span', { class: 'deadline-left' });
    const element = el('li', { 'data-deadline': path }, name, meter, left);
    /** The deadline as last drawn, for the jumps. */
    let at = 0;
    const send = hooks.send;
    const jumps = send
      ? DEADLINE_JUMPS.map((jump) => {
          const button = el('button', { type: 'button', 'data-testid': `review-deadline-${jump.name}` });
          button.addEventListener('click', () => {
            const command = jumpCommand(at, jump.offsetMs, sessionNow());
            if (command) send(command);
          });
          return { jump, button };
        })
      : [];
    if (send)
      element.append(
        el('div', { class: 'deadline-jumps', role: 'group' }, ...jumps.map(({ button }) => button)),
      );
    const item: DeadlineItem = {
      element,
      draw(bar, language, labels) {
        const label = deadlineLabel(labels, bar.key, language);
        const text = bar.leftMs <= 0 ? message(language, 'deadlinePassed') : formatLeft(bar.leftMs);
        at = bar.at;
        element.className = bar.leftMs <= 0 ? 'deadline passed' : 'deadline';
        name.textContent = `${label} (${bar.path})`;
        meter.setAttribute('aria-label', `${label}: ${text}`);
        meter.setAttribute('aria-valuenow', String(Math.round(bar.fraction * 100)));
        fill.style.width = `${(bar.fraction * 100).toFixed(1)}%`;
        left.textContent = text;
        const now = sessionNow();
        for (const { jump, button } of jumps) {
          const possible = jumpCommand(bar.at, jump.offsetMs, now) !== undefined;
          button.textContent = message(language, `jump.${jump.name}`);
          button.title = message(language, possible ? `jumpTitle.${jump.name}` : 'jumpPast');
          // Its visible words first (a spoken name that starts as the button reads), then which deadline.
          button.setAttribute('aria-label', `${button.textContent}: ${label}`);
          button.disabled = !possible;
        }
        return element;
      },
    };
    items.set(path, item);
    return item;
  }

  /** Shows `wanted` in order, moving nodes only when the order changed (a node moved drops a click). */
  function showDeadlines(wanted: HTMLLIElement[]): void {
    const current = [...deadlines.children];
    if (current.length !== wanted.length || current.some((node, index) => node !== wanted[index])) {
      deadlines.replaceChildren(...wanted);
    }
    for (const [path, item] of items) if (!wanted.includes(item.element)) items.delete(path);
  }

  return {
    element,
    update({ moment, now, live, language, deadlines: labels }) {
      heading.textContent = message(language, 'context');
      deadlinesHeading.textContent = message(language, 'deadlines');
      changesHeading.textContent = message(language, 'changes');
      contextHeading.textContent = message(language, 'context');
      followLive.textContent = message(language, 'followLive');
      followLive.hidden = live;
      clockOffsetMs = now - Date.now();
      if (!moment) {
        where.textContent = '';
        showDeadlines([]);
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
      const fields = labels === undefined ? [] : Object.keys(labels);
      const bars = deadlineBars(moment.snapshot.context, moment.at, live ? now : moment.at, fields);
      noDeadlines.textContent = message(language, 'noDeadlines');
      showDeadlines(
        bars.length === 0 ? [noDeadlines] : bars.map((bar) => itemOf(bar.path).draw(bar, language, labels)),
      );
      // The first moment (no step) changed nothing.
      const before = moment.step ? moment.previous.context : moment.snapshot.context;
      replaceChildren(
        changes,
        ...changeLines(before, moment.snapshot.context, language, { momentAt: moment.at }),
      );
      // The JSON is redrawn only when the context changed: the panel updates every second for the bars.
      if (shownContext !== moment.snapshot.context) {
        context.textContent = JSON.stringify(moment.snapshot.context, null, 2);
        shownContext = moment.snapshot.context;
      }
    },
  };
}
