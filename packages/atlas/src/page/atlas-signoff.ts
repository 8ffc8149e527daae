import { el } from '@loyalty-flows/review/formats';
import {
  type ApprovalsView,
  type AtlasDecision,
  type ScreenStatus,
  STATUS_MARKS,
  screenStatus,
  worstStatus,
} from '../approval-records';
import { message } from './atlas-messages';

/**
 * The sign-off in the Atlas tab: under each state a verdict (the worst of its screens), a comment field
 * and **Approve** / **Request changes** for all its screens at once; on each screen its status (baseline,
 * not yet approved; approved by a named reviewer; changes requested with the comment; changed since its
 * baseline; no baseline) and the same two buttons for
 * that screen alone. The elements are built with the state's card; {@link showSignoff} fills in the
 * statuses, so a decision updates them in place (the comment being written and the scroll stay).
 */

/** Builds the sign-off of state `state` (`otp.sent.cooldown`) with `screens` screens; `decide`: buttons shown. */
export function stateSignoff(
  state: string,
  screens: number,
  idBase: string,
  language: string,
  decide: boolean,
): HTMLElement {
  const commentId = `${idBase}-comment`;
  const controls = decide
    ? [
        el('label', { for: commentId }, message(language, 'atlasComment')),
        el('textarea', {
          id: commentId,
          rows: 2,
          class: 'atlas-comment',
          'data-testid': 'review-atlas-comment',
        }),
        el(
          'div',
          { class: 'atlas-decide' },
          decisionButton(
            'approved',
            { state },
            message(language, 'atlasApproveAll', { count: screens }),
            state,
            'review-atlas-approve',
          ),
          decisionButton(
            'changes-requested',
            { state },
            message(language, 'atlasRequestAll', { count: screens }),
            state,
            'review-atlas-request-changes',
          ),
        ),
      ]
    : [];
  return el(
    'section',
    {
      class: 'atlas-signoff',
      'data-testid': 'review-atlas-signoff',
      'data-state-id': state,
      'aria-label': `${message(language, 'atlasSignoff')}: ${state}`,
    },
    el('p', { class: 'atlas-verdict', 'data-testid': 'review-atlas-verdict' }),
    ...controls,
    el('p', {
      class: 'atlas-decision-status',
      role: 'status',
      'data-testid': 'review-atlas-decision-status',
    }),
  );
}

/** A screen's status line and, with `decide`, its own two buttons; `caption` names it (React · Thai). */
export function screenSignoff(
  screen: string,
  caption: string,
  language: string,
  decide: boolean,
): HTMLElement {
  return el(
    'div',
    { class: 'atlas-screen-signoff', 'data-screen-id': screen },
    el('p', { class: 'atlas-screen-status', 'data-testid': 'review-atlas-screen-status' }),
    decide
      ? el(
          'div',
          { class: 'atlas-decide' },
          decisionButton(
            'approved',
            { screen },
            message(language, 'atlasApprove'),
            caption,
            'review-atlas-screen-approve',
          ),
          decisionButton(
            'changes-requested',
            { screen },
            message(language, 'atlasRequest'),
            caption,
            'review-atlas-screen-request-changes',
          ),
        )
      : null,
  );
}

/** A decision's button: its visible words, and what it is about for a screen reader (the state or screen). */
function decisionButton(
  decision: AtlasDecision['decision'],
  target: { state: string } | { screen: string },
  text: string,
  about: string,
  testId: string,
): HTMLButtonElement {
  return el(
    'button',
    {
      type: 'button',
      'data-decision': decision,
      ...('state' in target ? { 'data-state': target.state } : { 'data-screen': target.screen }),
      'data-testid': testId,
    },
    text,
    el('span', { class: 'visually-hidden' }, ` (${about})`),
  );
}

/** A decision without its reviewer's name (the Atlas tab adds it). */
export type UnsignedDecision<Decision = AtlasDecision> = Decision extends unknown
  ? Omit<Decision, 'by'>
  : never;

/**
 * The decision a clicked sign-off button stands for (the comment is the state's), without its reviewer's
 * name (the tab's), or `undefined`.
 */
export function decisionOf(target: Element): { decision: UnsignedDecision; section: Element } | undefined {
  const button = target.closest('button[data-decision]');
  const section = button?.closest('.atlas-state')?.querySelector('.atlas-signoff');
  const decision = button?.getAttribute('data-decision');
  if (!button || !section || (decision !== 'approved' && decision !== 'changes-requested')) return undefined;
  const state = button.getAttribute('data-state');
  const screen = button.getAttribute('data-screen');
  const comment = section.querySelector('textarea')?.value.trim() ?? '';
  const about = { ...(state ? { state } : {}), ...(screen ? { screen } : {}) };
  return {
    section,
    decision: decision === 'approved' ? { decision, ...about } : { decision, ...about, comment },
  };
}

/** Where each screen under `root` stands in `view` (none known: `undefined`, nothing shown). */
export function showSignoff(root: Element, view: ApprovalsView | undefined, language: string): void {
  const byState = new Map<string, ScreenStatus[]>();
  for (const holder of root.querySelectorAll('[data-screen-id]')) {
    const id = holder.getAttribute('data-screen-id') ?? '';
    const line = holder.querySelector('.atlas-screen-status');
    if (!line) continue;
    const approval = view?.approvals[id];
    const status = view ? screenStatus(approval, approval?.sha256 === view.images[id]) : undefined;
    if (status === undefined) {
      line.textContent = '';
      line.removeAttribute('data-status');
      continue;
    }
    line.setAttribute('data-status', status);
    line.textContent = `${STATUS_MARKS[status]} ${message(language, `atlasStatus.${status}`)}${
      approval ? ` · ${approval.by}` : ''
    }${approval?.status === 'changes-requested' ? `: ${approval.comment}` : ''}`;
    const state = holder
      .closest('.atlas-state')
      ?.querySelector('.atlas-signoff')
      ?.getAttribute('data-state-id');
    if (state) byState.set(state, [...(byState.get(state) ?? []), status]);
  }
  for (const section of root.querySelectorAll('.atlas-signoff')) {
    const verdict = section.querySelector('.atlas-verdict');
    const status = worstStatus(byState.get(section.getAttribute('data-state-id') ?? '') ?? []);
    if (!verdict) continue;
    if (status === undefined) {
      verdict.textContent = view ? message(language, 'atlasNoScreensToSign') : '';
      verdict.removeAttribute('data-status');
      continue;
    }
    verdict.setAttribute('data-status', status);
    verdict.textContent = `${message(language, 'atlasSignoff')}: ${STATUS_MARKS[status]} ${message(language, `atlasStatus.${status}`)}`;
  }
}

/** Shows a decision under way, taken (how many screens) or refused (why) in its state's sign-off. */
export function showDecision(
  section: Element,
  language: string,
  outcome:
    | { kind: 'saving' }
    | { kind: 'done'; decision: AtlasDecision; count: number }
    | { kind: 'failed'; reason: string },
): void {
  const status = section.querySelector('.atlas-decision-status');
  const buttons =
    section.closest('.atlas-state')?.querySelectorAll<HTMLButtonElement>('button[data-decision]') ?? [];
  for (const button of buttons) button.disabled = outcome.kind === 'saving';
  if (!status) return;
  status.setAttribute('data-outcome', outcome.kind);
  if (outcome.kind === 'saving') status.textContent = message(language, 'atlasSaving');
  else if (outcome.kind === 'failed')
    status.textContent = message(language, 'atlasNotSaved', { reason: outcome.reason });
  else {
    // A screen is named by its caption (React · Thai), as its figure shows it.
    const caption = outcome.decision.screen
      ? section
          .closest('.atlas-state')
          ?.querySelector(`[data-screen-id="${outcome.decision.screen}"]`)
          ?.closest('figure')
          ?.querySelector('figcaption')?.textContent
      : undefined;
    status.textContent = caption
      ? message(language, `atlasDecidedScreen.${outcome.decision.decision}`, { screen: caption })
      : message(language, `atlasDecided.${outcome.decision.decision}`, { count: outcome.count });
    const comment = section.querySelector('textarea');
    if (comment && outcome.decision.decision === 'changes-requested') comment.value = '';
  }
}
