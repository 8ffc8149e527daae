import type { StateDescriptions } from '@loyalty-flows/review';
import {
  type DescriptionTexts,
  describedState,
  descriptionsIn,
  el,
  replaceChildren,
} from '@loyalty-flows/review/formats';
import { type ApprovalsView, type AtlasDecision, parseScreenId, screenIdOfFile } from '../approval-records';
import type { AtlasRecord, AtlasRecordEntry, AtlasRecordMachine, AtlasShot } from '../atlas.schema';
import { ATLAS_URL, AtlasFileError, type AtlasLoad, type AtlasResource, parseAtlas } from '../atlas-file';
import { isAtlasMessageKey, message } from './atlas-messages';
import {
  decisionOf,
  screenSignoff,
  showDecision,
  showSignoff,
  stateSignoff,
  type UnsignedDecision,
} from './atlas-signoff';

/**
 * The Atlas tab: every state of every machine with its description, the way there (events and the
 * steps in the app), its chart with the state lit and its screens in each app and language, and the
 * machine's coverage (states, screens, the states left out and why). Read from the review server's
 * `/atlas/` when the tab first opens; where there is none (no `--atlas`, or a page opened from a file)
 * the reviewer can pick an atlas.json, shown then as texts and image paths only. A state's description is
 * the atlas's (English), or the one a live actor of its machine carries in the page's language. Served with
 * its images, each state and screen shows where it stands against its approval and, when the server takes
 * decisions, Approve / Request changes (`atlas-signoff.ts`).
 */

/** Where the atlas comes from. */
export interface AtlasTabOptions {
  /** The page's atlas (from its server, or built into the page; none when the page is a file). */
  atlas: AtlasResource;
  /** Shows the live chart of an actor (by key): a state's "live" button calls it. */
  showActor(actorKey: string): void;
  /** Where the atlas's images are (its `img/…` paths are relative to it); default {@link ATLAS_URL}. */
  imageBase?: string | undefined;
  /**
   * Takes a reviewer's decision on the server; the approvals after it (rejects with the server's reason).
   * Without it (a file, an atlas built into the page) the tab shows statuses only.
   */
  decide?: ((decision: AtlasDecision) => Promise<ApprovalsView>) | undefined;
}

/** The tab's element, its first opening and the update of its language. */
export interface AtlasTabView {
  readonly element: HTMLElement;
  /** Loads the atlas the first time it is called; later calls change nothing. */
  open(): void;
  /**
   * Redraws in `language` when it changed; `liveActors` (machine id → the key of an actor of that machine
   * in the session) shows each state's button to that machine's live chart; `descriptions` (machine id →
   * the state descriptions an actor of it carries) gives the states' texts in the page's language;
   * `approvals` (the server's) where each screen stands.
   */
  update(
    language: string,
    liveActors?: ReadonlyMap<string, string>,
    descriptions?: ReadonlyMap<string, StateDescriptions>,
    approvals?: ApprovalsView,
  ): void;
}

/** What the tab shows: the page's atlas as it stands, or one the reviewer picked (`images`: false). */
type AtlasState =
  | Exclude<AtlasLoad, { kind: 'read' }>
  | { kind: 'shown'; atlas: AtlasRecord; images: boolean };

/** Builds the tab. */
export function createAtlasTab(options: AtlasTabOptions): AtlasTabView {
  /** An atlas.json the reviewer picked (texts and image paths only), or why it was refused. */
  let picked: AtlasState | undefined;
  let opened = false;
  let language = 'en';
  let machineIndex = 0;
  let live: ReadonlyMap<string, string> = new Map();
  let described: ReadonlyMap<string, StateDescriptions> = new Map();
  let approvals: ApprovalsView | undefined;
  /** The descriptions the machine shown was drawn with. */
  let drawnTexts: DescriptionTexts | undefined;

  const heading = el('h2', { id: 'review-atlas-heading' });
  const status = el('p', { class: 'atlas-status', role: 'status', 'data-testid': 'review-atlas-status' });
  const fileText = el('span');
  const fileInput = el('input', {
    type: 'file',
    accept: 'application/json,.json',
    class: 'visually-hidden',
    'data-testid': 'review-atlas-file',
  });
  const fileLabel = el('label', { class: 'button file-button' }, fileText, fileInput);
  const machineLabel = el('label', { for: 'review-atlas-machine' });
  const machineSelect = el('select', { id: 'review-atlas-machine', 'data-testid': 'review-atlas-machine' });
  const machinePicker = el('div', { class: 'atlas-picker' }, machineLabel, machineSelect);
  // Who approves: an approval records the name of the person reviewing the design (a baseline has none).
  const reviewerLabel = el('label', { for: 'review-atlas-reviewer' });
  const reviewerInput = el('input', {
    id: 'review-atlas-reviewer',
    type: 'text',
    autocomplete: 'name',
    maxlength: 80,
    'data-testid': 'review-atlas-reviewer',
  });
  const reviewer = el('div', { class: 'atlas-picker', hidden: true }, reviewerLabel, reviewerInput);
  const body = el('div', { class: 'atlas-machine' });
  const element = el(
    'div',
    {
      class: 'atlas',
      'data-testid': 'review-atlas',
      'aria-labelledby': 'review-atlas-heading',
      role: 'region',
    },
    heading,
    status,
    fileLabel,
    machinePicker,
    reviewer,
    body,
  );

  fileInput.addEventListener('change', () => {
    const file = fileInput.files?.[0];
    fileInput.value = '';
    if (file) void file.text().then(showPicked);
  });
  body.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-actor-key]');
    const actorKey = button?.getAttribute('data-actor-key');
    if (actorKey) options.showActor(actorKey);
    const asked = decisionOf(event.target as Element);
    if (asked && options.decide) void decide(options.decide, asked.decision, asked.section);
  });
  machineSelect.addEventListener('change', () => {
    machineIndex = machineSelect.selectedIndex;
    draw();
  });

  function showPicked(text: string): void {
    try {
      picked = { kind: 'shown', atlas: parseAtlas(text), images: false };
      machineIndex = 0;
    } catch (error) {
      picked = { kind: 'failed', reason: error instanceof AtlasFileError ? error.detail : String(error) };
    }
    draw();
  }

  /**
   * Sends a decision in the reviewer's name (the tab's name field: none, nothing is sent); its state's
   * sign-off says it is saving, then how many screens it took or why not.
   */
  async function decide(
    send: (decision: AtlasDecision) => Promise<ApprovalsView>,
    asked: UnsignedDecision,
    section: Element,
  ): Promise<void> {
    if (asked.decision === 'changes-requested' && !asked.comment) {
      showDecision(section, language, { kind: 'failed', reason: message(language, 'atlasCommentNeeded') });
      section.querySelector('textarea')?.focus();
      return;
    }
    const by = reviewerInput.value.trim();
    if (by === '') {
      showDecision(section, language, { kind: 'failed', reason: message(language, 'atlasReviewerNeeded') });
      reviewerInput.focus();
      return;
    }
    const decision: AtlasDecision = { ...asked, by };
    showDecision(section, language, { kind: 'saving' });
    try {
      const view = await send(decision);
      // Shown at once, with the outcome; the page hands the same approvals back on its next frame.
      approvals = view;
      showSignoff(body, approvals, language);
      const count = decision.screen
        ? 1
        : Object.keys(view.images).filter((id) => parseScreenId(id)?.state === decision.state).length;
      showDecision(section, language, { kind: 'done', decision, count });
    } catch (error) {
      showDecision(section, language, {
        kind: 'failed',
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }

  /** What the tab shows: an atlas picked by hand, else the page's as it stands. */
  function current(): AtlasState {
    const { load } = options.atlas;
    return picked ?? (load.kind === 'read' ? { kind: 'shown', atlas: load.atlas, images: true } : load);
  }

  function draw(): void {
    heading.textContent = message(language, 'atlasHeading');
    fileText.textContent = message(language, 'atlasPick');
    machineLabel.textContent = message(language, 'atlasMachine');
    reviewerLabel.textContent = message(language, 'atlasReviewer');
    const state = current();
    status.textContent = statusText(state, language);
    // The file input is offered whenever the atlas did not come from the server.
    fileLabel.hidden =
      state.kind === 'closed' || state.kind === 'loading' || (state.kind === 'shown' && state.images);
    if (state.kind !== 'shown') {
      machinePicker.hidden = true;
      reviewer.hidden = true;
      replaceChildren(body);
      return;
    }
    const { atlas, images } = state;
    machinePicker.hidden = atlas.machines.length === 0;
    replaceChildren(
      machineSelect,
      ...atlas.machines.map((machine, index) =>
        el('option', { value: machine.machine, selected: index === machineIndex }, machine.machine),
      ),
    );
    const machine = atlas.machines[machineIndex];
    drawnTexts = shownTexts();
    const base = options.imageBase ?? ATLAS_URL;
    // Decisions are taken on the images the server has: not on an atlas.json picked by hand.
    const decide = images && options.decide !== undefined;
    reviewer.hidden = !decide;
    if (machine)
      replaceChildren(
        body,
        ...machineView(machine, { atlas, images, language, texts: drawnTexts, base, decide }),
      );
    else replaceChildren(body);
    showLive();
    showSignoff(body, approvals, language);
  }

  /** The descriptions in the page's language of the machine shown, from its live actors; `undefined`: none. */
  function shownTexts(): DescriptionTexts | undefined {
    const state = current();
    const machine = state.kind === 'shown' ? state.atlas.machines[machineIndex] : undefined;
    return machine && descriptionsIn(described.get(machine.machine), language);
  }

  /** The buttons to the live chart: shown (with the actor's key) only while the machine has an actor. */
  function showLive(): void {
    for (const button of body.querySelectorAll<HTMLElement>('.atlas-live')) {
      const actorKey = live.get(button.getAttribute('data-machine') ?? '');
      button.hidden = actorKey === undefined;
      if (actorKey === undefined) button.removeAttribute('data-actor-key');
      else button.setAttribute('data-actor-key', actorKey);
    }
  }

  return {
    element,
    open() {
      if (opened) return;
      opened = true;
      options.atlas.open(draw);
      draw();
    },
    update(next, liveActors = new Map(), descriptions = new Map(), nextApprovals = undefined) {
      live = liveActors;
      described = descriptions;
      if (nextApprovals !== approvals) {
        approvals = nextApprovals;
        showSignoff(body, approvals, language);
      }
      // The atlas is drawn again only for a new language or new descriptions: the session changes often,
      // the atlas never.
      if (next === language && heading.textContent && shownTexts() === drawnTexts) return showLive();
      language = next;
      draw();
    },
  };
}

function statusText(state: AtlasState, language: string): string {
  switch (state.kind) {
    case 'closed':
      return '';
    case 'loading':
      return message(language, 'atlasLoading');
    case 'noServer':
      return message(language, 'atlasNoServer');
    case 'missing':
      return message(language, 'atlasMissing');
    case 'failed':
      return message(language, 'atlasFailed', { reason: state.reason });
    case 'shown':
      return state.images ? '' : message(language, 'atlasTextsOnly');
  }
}

/** What every state of the tab is drawn with. */
interface Drawing {
  atlas: AtlasRecord;
  /** Whether the images are there (the page's atlas), or only their paths (an atlas.json picked by hand). */
  images: boolean;
  language: string;
  /** The states' descriptions in the page's language, where an actor carries them. */
  texts: DescriptionTexts | undefined;
  /** Where the images' `img/…` paths start. */
  base: string;
  /** Whether the reviewer can approve or ask for changes here. */
  decide: boolean;
}

/** A machine: its coverage, the states left out with their reasons, then each state. */
function machineView(machine: AtlasRecordMachine, drawing: Drawing): Node[] {
  const { language } = drawing;
  const coverage = el(
    'p',
    { class: 'atlas-coverage', 'data-testid': 'review-atlas-coverage' },
    message(language, 'atlasCoverage', {
      machine: machine.machine,
      states: machine.states,
      // The states with screens: every state not left out (a state shown more than once counts once).
      entries: machine.states - machine.exclusions.length,
      exclusions: machine.exclusions.length,
    }),
  );
  const exclusions =
    machine.exclusions.length === 0
      ? []
      : [
          el('h3', {}, message(language, 'atlasExcluded')),
          el(
            'ul',
            { class: 'atlas-exclusions', 'data-testid': 'review-atlas-exclusions' },
            ...machine.exclusions.map((exclusion) =>
              el('li', {}, el('code', {}, exclusion.state), ' — ', ...withCode(exclusion.reason)),
            ),
          ),
        ];
  return [
    coverage,
    ...exclusions,
    ...machine.entries.map((entry) => stateView(machine.machine, entry, drawing)),
  ];
}

/** One state: what it is, how to get there, its chart and its screens. */
function stateView(machine: string, entry: AtlasRecordEntry, drawing: Drawing): HTMLElement {
  const { atlas, images, language, texts, base, decide } = drawing;
  const id = `review-atlas-${machine}-${entry.state}`.replace(/[^A-Za-z0-9_-]/g, '-');
  const picture = (file: string, alt: string, attributes: Record<string, string> = {}) =>
    images
      ? el('img', { src: `${base}${file}`, alt, loading: 'lazy', ...attributes })
      : el('code', { class: 'atlas-path', title: alt }, file);
  // The chart is drawn to the card's width as an overview; its link opens it at full size.
  const chart = entry.svg
    ? el(
        'figure',
        { class: 'atlas-chart' },
        picture(entry.svg, message(language, 'atlasChartAlt', { machine, state: entry.state })),
        images
          ? el(
              'figcaption',
              {},
              el(
                'a',
                { href: `${base}${entry.svg}`, target: '_blank', rel: 'noopener' },
                message(language, 'atlasChartOpen'),
              ),
            )
          : null,
      )
    : null;
  const shots = orderedShots(entry, atlas).map((shot) => {
    const caption = `${appName(shot.app)} · ${languageName(shot.lang, language)}${
      shot.scheme === 'dark' ? ` · ${message(language, 'atlasDark')}` : ''
    }`;
    return el(
      'figure',
      { class: 'atlas-shot', 'data-app': shot.app, 'data-lang': shot.lang, 'data-scheme': shot.scheme },
      picture(shot.file, message(language, 'atlasShotAlt', { machine, state: entry.state, shot: caption })),
      el('figcaption', {}, caption),
      screenSignoff(screenIdOfFile(shot.file) ?? shot.file, caption, language, decide),
    );
  });
  return el(
    'article',
    {
      class: 'atlas-state',
      'aria-labelledby': id,
      'data-testid': 'review-atlas-state',
      'data-state': entry.state,
    },
    el('h3', { id }, el('code', {}, `${machine}.${entry.state}`)),
    el(
      'button',
      { type: 'button', class: 'atlas-live', 'data-machine': machine, hidden: true },
      message(language, 'atlasShowLive', { machine }),
    ),
    el(
      'p',
      { class: 'atlas-description' },
      // The atlas names a state by its path in the machine; xstate's id is the machine's id before it.
      ...withCode(describedState(texts, `${machine}.${entry.state}`) ?? entry.description),
    ),
    el('h4', {}, message(language, 'atlasSteps')),
    el('ol', { class: 'atlas-steps' }, ...entry.steps.map((step) => el('li', {}, step))),
    el(
      'p',
      { class: 'atlas-events' },
      `${message(language, 'atlasEvents')}: `,
      ...(entry.events.length === 0
        ? [message(language, 'atlasNoEvents')]
        : entry.events.flatMap((event, index) => [index > 0 ? ' → ' : '', el('code', {}, event)])),
    ),
    chart,
    el('h4', {}, message(language, 'atlasScreens')),
    shots.length === 0
      ? el('p', {}, message(language, 'atlasNoScreens'))
      : el('div', { class: 'atlas-shots' }, ...shots),
    shots.length === 0 ? null : stateSignoff(`${machine}.${entry.state}`, shots.length, id, language, decide),
  );
}

/** A text with Markdown's `code` spans (the atlas's texts are written for its Markdown pages too) as code. */
function withCode(text: string): (string | HTMLElement)[] {
  return text.split('`').map((part, index) => (index % 2 === 1 ? el('code', {}, part) : part));
}

/** Light screens first, in the atlas's order of apps and languages, then the dark ones. */
function orderedShots(entry: AtlasRecordEntry, atlas: AtlasRecord) {
  const rank = (shot: AtlasShot) =>
    (shot.scheme === 'dark' ? 10_000 : 0) +
    rankOf(atlas.apps, shot.app) * 100 +
    rankOf(atlas.languages, shot.lang);
  return [...entry.shots].sort((a, b) => rank(a) - rank(b));
}

function rankOf(list: string[], item: string): number {
  const index = list.indexOf(item);
  return index === -1 ? list.length : index;
}

const appNames: Record<string, string> = { react: 'React', vue: 'Vue', next: 'Next', nuxt: 'Nuxt' };

function appName(app: string): string {
  return appNames[app] ?? app;
}

function languageName(lang: string, language: string): string {
  const key = `language.${lang}`;
  return isAtlasMessageKey(key) ? message(language, key) : lang;
}
