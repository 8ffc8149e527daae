import { statePaths } from '../../graph/active-nodes';
import type { ReviewSession } from '../../session.schema';
import { changeLines } from '../context/change-list';
import { type Attributes, type Child, el, jsonFileButton, replaceChildren } from '../dom';
import { readSessionFile, SessionFileError } from '../export-import';
import { type Language, type MessageKey, message } from '../messages';
import type { ReviewStateScreens } from '../page-extension';
import {
  type ActorAlignment,
  type AlignedPoint,
  type AlignedRow,
  alignRecordings,
  type DivergenceSide,
  pointAt,
  type RecordingComparison,
  type Stay,
} from './recording-align';

/**
 * The "Compare recordings" tab: the reviewer imports two session files (before and after a change, or a
 * normal run and one under a fault) and reads where their machines first take different states: the step
 * in each, the state in each and the event that led there, the context diff at that point, a screen of
 * each state when a page extension gives them (`page-extension.ts`: the state atlas's), and every state of
 * the pair aligned. A row picked in the aligned states shows the same for that row (the divergence is shown
 * until one is picked). The alignment itself is `recording-align.ts`.
 */

/** Where the tab's screens come from. */
export interface RecordingCompareOptions {
  /** An extension's screens of the compared states, in `language` (none: `undefined`, and no screens are shown). */
  screens(language: Language): ReviewStateScreens | undefined;
}

/** The tab's element, its first showing and its update. */
export interface RecordingCompareView {
  readonly element: HTMLElement;
  /** The tab's first showing: from then on it asks for screens. */
  open(): void;
  /** Redraws when the language or the screens changed. */
  update(language: Language): void;
}

type Side = 'before' | 'after';

/** A recording chosen for one side: its file's name and the session, or why it was refused. */
type Slot = { name: string; session: ReviewSession } | { name: string; refused: string } | undefined;

const sides: readonly Side[] = ['before', 'after'];

/** Builds the tab. */
export function createRecordingCompare(options: RecordingCompareOptions): RecordingCompareView {
  let language: Language = 'en';
  const slots: Record<Side, Slot> = { before: undefined, after: undefined };
  let comparison: RecordingComparison | undefined;
  let pairIndex = 0;
  /** The row the reviewer picked in the pair's aligned states; `undefined`: the divergence is shown. */
  let pickedRow: number | undefined;
  let opened = false;
  /** The screens' key when the tab last drew (`''`: it had none). */
  let drawnScreens = '';

  const heading = el('h2', { id: 'review-recordings-heading' });
  const hint = el('p', { class: 'recordings-hint' });
  const pickers = sides.map((side) => filePicker(side));
  const status = el('p', {
    class: 'recordings-status',
    role: 'status',
    'data-testid': 'review-recordings-status',
  });
  const pairLabel = el('label', { for: 'review-recordings-actor' });
  const pairSelect = el('select', {
    id: 'review-recordings-actor',
    'data-testid': 'review-recordings-actor',
  });
  const pairPicker = el('div', { class: 'recordings-pair' }, pairLabel, pairSelect);
  const result = el('div', { class: 'recordings-result' });
  const element = el(
    'div',
    {
      class: 'recordings',
      role: 'region',
      'aria-labelledby': 'review-recordings-heading',
      'data-testid': 'review-recordings',
    },
    heading,
    hint,
    el('div', { class: 'recordings-files' }, ...pickers.map((picker) => picker.element)),
    status,
    pairPicker,
    result,
  );

  pairSelect.addEventListener('change', () => {
    pairIndex = pairSelect.selectedIndex;
    pickedRow = undefined;
    draw();
  });
  result.addEventListener('click', (event) => {
    const pick = (event.target as Element).closest<HTMLElement>('[data-row]');
    if (!pick) return;
    pickedRow = Number(pick.dataset.row);
    draw();
    result.querySelector<HTMLElement>(`[data-row="${pickedRow}"]`)?.focus();
  });

  function filePicker(side: Side) {
    const text = el('span');
    const name = el('span', {
      class: 'recordings-file-name',
      'data-testid': `review-recordings-${side}-name`,
    });
    const button = jsonFileButton(`review-recordings-${side}`, text, (file) => void choose(side, file));
    return { side, element: el('div', { class: 'recordings-file' }, button, name), text, name };
  }

  async function choose(side: Side, file: File): Promise<void> {
    try {
      slots[side] = { name: file.name, session: await readSessionFile(file) };
    } catch (error) {
      slots[side] = {
        name: file.name,
        refused: error instanceof SessionFileError ? error.detail : String(error),
      };
    }
    const { before, after } = slots;
    comparison =
      before && 'session' in before && after && 'session' in after
        ? alignRecordings(before.session, after.session)
        : undefined;
    // The pair shown first: the one that parts first, else the first.
    pairIndex = comparison?.first ? comparison.actors.indexOf(comparison.first) : 0;
    pickedRow = undefined;
    draw();
  }

  /** The extension's screens, once the tab was shown. */
  function screensIn(language: Language): ReviewStateScreens | undefined {
    return opened ? options.screens(language) : undefined;
  }

  function draw(): void {
    const screens = screensIn(language);
    drawnScreens = screens ? `screens:${screens.key}` : '';
    heading.textContent = message(language, 'recordingsHeading');
    hint.textContent = message(language, 'recordingsHint');
    for (const { side, text, name } of pickers) {
      text.textContent = message(
        language,
        side === 'before' ? 'recordingsImportBefore' : 'recordingsImportAfter',
      );
      name.textContent = slots[side]?.name ?? message(language, 'recordingsNoFile');
    }
    pairLabel.textContent = message(language, 'recordingsActor');
    status.textContent = statusText();
    const actors = comparison?.actors ?? [];
    pairPicker.hidden = actors.length < 2;
    replaceChildren(
      pairSelect,
      ...actors.map((pair, index) =>
        el('option', { value: String(index), selected: index === pairIndex }, pairText(pair, language)),
      ),
    );
    const pair = actors[pairIndex];
    replaceChildren(result, ...(pair ? pairView(pair, screens) : []));
  }

  function statusText(): string {
    const refusals = sides.flatMap((side) => {
      const slot = slots[side];
      return slot && 'refused' in slot
        ? [message(language, 'recordingsRefused', { side: sideName(side, language), reason: slot.refused })]
        : [];
    });
    if (refusals.length > 0) return refusals.join(' ');
    if (!comparison) return message(language, 'recordingsWaiting');
    const { actors, first } = comparison;
    if (actors.length === 0) return message(language, 'recordingsNoMachines');
    if (!first) return message(language, 'recordingsSame', { count: actors.length });
    return message(language, 'recordingsParted', {
      count: actors.filter((pair) => pair.divergence).length,
      total: actors.length,
      machine: first.machine,
    });
  }

  /**
   * The pair at the row picked, else at its first divergence: the steps, states and events there, the
   * context diff, the screens (when an extension gives them); then its rows.
   */
  function pairView(pair: ActorAlignment, screens: ReviewStateScreens | undefined): Node[] {
    const { machine } = pair;
    const point = pickedRow === undefined ? pair.divergence : pointAt(pair.rows, pickedRow);
    const rows = [
      el('h3', { id: 'review-recordings-rows-heading' }, message(language, 'recordingsRows')),
      rowsTable(pair, point),
    ];
    if (!point) {
      return [
        el(
          'p',
          { class: 'recordings-same', 'data-testid': 'review-recordings-divergence' },
          message(language, 'recordingsNoDivergence', { machine }),
        ),
        ...rows,
      ];
    }
    const stateText = (at: DivergenceSide, side: Side) => {
      if (at.stay) return at.stay.state;
      if (at.current) return message(language, 'recordingsStillIn', { state: at.current.state });
      return message(language, 'recordingsNoActor', { machine, side: sideName(side, language) });
    };
    /** A row of the summary: its name, then each side's text. */
    const fact = (name: MessageKey, text: (at: DivergenceSide, side: Side) => string, className?: string) =>
      el(
        'tr',
        { class: className },
        el('th', { scope: 'row' }, message(language, name)),
        ...sides.map((side) => el('td', { 'data-side': side }, text(point[side], side))),
      );
    const summary = sidesTable(
      {
        class: 'recordings-divergence',
        'data-testid': 'review-recordings-divergence',
        'data-shown-row': point.row + 1,
        'data-before-state': point.before.stay?.state ?? '',
        'data-after-state': point.after.stay?.state ?? '',
        'data-before-seq': point.before.stay?.seq ?? '',
        'data-after-seq': point.after.stay?.seq ?? '',
      },
      el(
        'caption',
        {},
        point.row === pair.divergence?.row
          ? message(language, 'recordingsDivergence', { machine })
          : message(language, 'recordingsRowPoint', { machine, row: point.row + 1 }),
      ),
      el('td', {}),
      [
        fact('recordingsStep', (at) => (at.stay ? stayStep(at.stay, language) : '—')),
        fact('recordingsState', stateText, 'recordings-state'),
        fact('recordingsEvent', (at) => at.stay?.event ?? (at.stay ? message(language, 'start') : '—')),
      ],
    );
    // What happened at that point on the left, the two screens beside it, every row below.
    return [
      el(
        'div',
        { class: 'recordings-point' },
        el(
          'div',
          { class: 'recordings-facts' },
          summary,
          el('h3', {}, message(language, 'recordingsContext')),
          el(
            'ul',
            { class: 'compare-changes', 'data-testid': 'review-recordings-changes' },
            ...changeLines(point.before.current?.context, point.after.current?.context, language, {
              momentAt: point.after.current?.at ?? point.before.current?.at,
            }),
          ),
        ),
        screens &&
          el(
            'div',
            { class: 'recordings-screens-block' },
            el('h3', {}, message(language, 'recordingsScreens')),
            screensView(pair, point, screens),
          ),
      ),
      ...rows,
    ];
  }

  /** A table with a column per recording: `corner` heads the rows' names, `caption` (or `null`) names it. */
  function sidesTable(attributes: Attributes, caption: Child, corner: HTMLElement, rows: HTMLElement[]) {
    const names = sides.map((side) => el('th', { scope: 'col' }, sideName(side, language)));
    return el(
      'table',
      attributes,
      caption,
      el('thead', {}, el('tr', {}, corner, ...names)),
      el('tbody', {}, ...rows),
    );
  }

  /** The two screens at `point`, as the extension gives them; or why there are none. */
  function screensView(pair: ActorAlignment, point: AlignedPoint, screens: ReviewStateScreens): HTMLElement {
    const attributes = { class: 'recordings-screens', 'data-testid': 'review-recordings-screens' };
    if (screens.note !== undefined)
      return el('div', attributes, el('p', { class: 'recordings-note' }, screens.note));
    return el(
      'div',
      attributes,
      ...sides.map((side, index) => {
        const at = point[side].current;
        // In a parallel machine, the regions that differ (not in the other side's) are the ones worth a screen.
        const theirs = statePaths(point[side === 'before' ? 'after' : 'before'].current?.value ?? null);
        const inTheirs = (path: string) => Number(theirs.includes(path));
        const screen = screens.screen({
          machine: pair.machine,
          state: at?.state ?? '—',
          paths: (at ? statePaths(at.value) : []).sort((a, b) => inTheirs(a) - inTheirs(b)),
          app: pair[side]?.atlasApp ?? '',
          language,
        });
        const name = sideName(side, language);
        const figure = { class: 'recordings-shot', 'data-side': side };
        if (typeof screen === 'string')
          return el('figure', figure, el('figcaption', {}, `${name}: ${screen}`));
        return el(
          'figure',
          { ...figure, 'data-state': screen.state, 'data-index': index },
          el('img', { src: screen.src, alt: `${name}: ${screen.alt}` }),
          el('figcaption', {}, `${name}: ${screen.caption}`),
        );
      }),
    );
  }

  /**
   * Every row of the pair: the state entered in each recording, the parting rows marked, the row shown
   * above current. Each row's number is a button that shows that row.
   */
  function rowsTable(pair: ActorAlignment, shown: AlignedPoint | undefined): HTMLElement {
    const body = pair.rows.map((row, index) =>
      el(
        'tr',
        {
          class: row.kind,
          'data-kind': row.kind,
          'aria-current': index === shown?.row ? 'true' : undefined,
          'data-parts': index === pair.divergence?.row ? 'true' : undefined,
        },
        el(
          'td',
          {},
          el(
            'button',
            {
              type: 'button',
              class: 'recordings-row-pick',
              'data-row': index,
              'data-testid': `review-recordings-row-${index + 1}`,
              'aria-label': message(language, 'recordingsShowRow', { row: index + 1 }),
            },
            String(index + 1),
          ),
          row.kind === 'same' ? '' : ` ${message(language, 'recordingsDiffers')}`,
        ),
        ...sides.map((side) => el('td', {}, ...rowCell(row, side))),
      ),
    );
    return el(
      'div',
      { class: 'recordings-rows-scroll' },
      sidesTable(
        {
          class: 'recordings-rows',
          'data-testid': 'review-recordings-rows',
          'aria-labelledby': 'review-recordings-rows-heading',
        },
        null,
        el('th', { scope: 'col' }, '#'),
        body,
      ),
    );
  }

  function rowCell(row: AlignedRow, side: Side): (HTMLElement | string)[] {
    const stay = row[side];
    if (!stay) return ['—'];
    return [
      el('code', {}, stay.state),
      el(
        'span',
        { class: 'recordings-led' },
        // The start has no event: "its start" says it all.
        ` ${stayStep(stay, language)}${stay.event === undefined ? '' : ` · ${stay.event}`}`,
      ),
    ];
  }

  return {
    element,
    open() {
      if (opened) return;
      opened = true;
      draw();
    },
    update(next) {
      const screens = screensIn(next);
      const key = screens ? `screens:${screens.key}` : '';
      if (next === language && heading.textContent && key === drawnScreens) return;
      language = next;
      draw();
    },
  };
}

function sideName(side: Side, language: Language): string {
  return message(language, side === 'before' ? 'recordingsBefore' : 'recordingsAfter');
}

/** `#12 (its step 3)`; the start reads as such. */
function stayStep(stay: Stay, language: Language): string {
  return stay.seq === undefined
    ? message(language, 'recordingsStart')
    : message(language, 'recordingsStepText', { seq: stay.seq, index: stay.stepIndex });
}

/** A pair in the actor select: its machine, the actors' keys, and whether and where it parts. */
function pairText(pair: ActorAlignment, language: Language): string {
  const keys = [pair.before?.actorKey ?? '—', pair.after?.actorKey ?? '—'].join(' ↔ ');
  const key: MessageKey = pair.divergence ? 'recordingsPairParts' : 'recordingsPairSame';
  return `${pair.machine} (${keys}): ${message(language, key, { row: (pair.divergence?.row ?? 0) + 1 })}`;
}
