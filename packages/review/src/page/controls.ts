import type { FaultKindOffer, PageCommand } from '../protocol';
import type { ConnectionState } from './connection';
import { formatLeft } from './context/deadlines';
import { el, jsonFileButton, type View } from './dom';
import { type Language, labelIn, languageName, type MessageKey, message } from './messages';

/**
 * The top bar: the reviewer's hand on time (advance the apps' and the sandbox's clock), on the network
 * (a fault on one route, or the apps offline), reset, export/import and the language. Buttons become
 * `PageCommand`s; the server does the rest.
 */

/** The clock presets, minutes: enough to pass a resend cooldown (1), a code's life (3 or 5). */
const CLOCK_PRESETS_MINUTES = [1, 3, 5] as const;

/** The most the clock moves in one step: a day (deadlines further off are not deadlines to the page). */
const MAX_ADVANCE_MINUTES = 24 * 60;

/**
 * The command that moves the clock, or `undefined` for a number of minutes that is not positive, not a
 * number, or more than a day.
 *
 * @example
 * advanceCommand(3) // { type: 'clock.advance', ms: 180_000 }
 */
export function advanceCommand(minutes: number): PageCommand | undefined {
  if (!Number.isFinite(minutes) || minutes <= 0 || minutes > MAX_ADVANCE_MINUTES) return undefined;
  return { type: 'clock.advance', ms: Math.round(minutes * 60_000) };
}

/**
 * The command that puts a fault of a kind the server offered on a route, with what that kind carries.
 *
 * @example
 * faultCommand('otp.request', { kind: 'rate_limited', labels: {}, fields: { status: 429, retryAfterSeconds: 60 } })
 * // { type: 'fault', route: 'otp.request', kind: 'rate_limited', status: 429, retryAfterSeconds: 60, times: 1 }
 */
export function faultCommand(route: string, offer: FaultKindOffer, times = 1): PageCommand {
  return { type: 'fault', route, kind: offer.kind, ...offer.fields, times };
}

/** How many requests a fault hits: the next one, the next three (past a retry), or all until cleared (0). */
const FAULT_TIMES = [
  { times: 1, label: 'faultOnce' },
  { times: 3, label: 'faultThrice' },
  { times: 0, label: 'faultUntilCleared' },
] as const satisfies readonly { times: number; label: MessageKey }[];

/** What the top bar does with the reviewer's choices. */
export interface ControlsHooks {
  send(command: PageCommand): void;
  exportSession(): void;
  importFile(file: File): void;
  setLanguage(language: Language): void;
}

/** What the top bar shows. */
interface ControlsProps {
  language: Language;
  connection: ConnectionState;
  /** Whether the apps are online (the server says; a reviewer on any page may take them offline). */
  appsOnline: boolean;
  clockOffsetMs: number;
  /** A message to show (an import refused), or empty. */
  notice: string;
  /** The routes a fault can be put on, as the sandbox listed them (none: no sandbox, or a file). */
  faultRoutes: readonly string[];
  /** The faults that can be put there, as the server offered them (none: no sandbox, or a file). */
  faultKinds: readonly FaultKindOffer[];
  /** The languages offered: the page's own and those the apps gave texts in. */
  languages: readonly Language[];
}

/** Builds the top bar. */
export function createControls(hooks: ControlsHooks): View<ControlsProps> {
  const texts: [Element, MessageKey, string?][] = [];
  const labelled = <T extends Element>(element: T, key: MessageKey, attribute?: string): T => {
    texts.push([element, key, attribute]);
    return element;
  };
  const button = (testId: string, key: MessageKey, onclick: () => void) =>
    labelled(el('button', { type: 'button', 'data-testid': testId, onclick }), key);
  let online = true;
  let language: Language = 'en';
  let kindsOffered: readonly FaultKindOffer[] = [];
  let kindsLanguage: Language | undefined;

  const title = labelled(el('h1'), 'title');
  const clock = el('span', { class: 'clock', 'data-testid': 'review-clock', 'aria-live': 'polite' });
  const presets = CLOCK_PRESETS_MINUTES.map((minutes) => {
    const preset = el('button', { type: 'button', 'data-testid': `review-clock-plus-${minutes}` });
    preset.addEventListener('click', () => send(advanceCommand(minutes)));
    return preset;
  });
  const minutes = labelled(
    el('input', {
      type: 'number',
      min: 1,
      max: MAX_ADVANCE_MINUTES,
      step: 1,
      value: 10,
      class: 'minutes',
      'data-testid': 'review-clock-minutes',
    }),
    'advanceMinutes',
    'aria-label',
  );
  const advance = button('review-clock-advance', 'advance', () =>
    send(advanceCommand(minutes.valueAsNumber)),
  );
  const route = labelled(el('select', { 'data-testid': 'review-fault-route' }), 'faultRoute', 'aria-label');
  let routesShown = '';
  const kind = labelled(el('select', { 'data-testid': 'review-fault-kind' }), 'faultKind', 'aria-label');
  const times = labelled(el('select', { 'data-testid': 'review-fault-times' }), 'faultTimes', 'aria-label');
  times.append(...FAULT_TIMES.map((choice) => labelled(el('option', { value: choice.times }), choice.label)));
  const inject = button('review-fault-inject', 'inject', () => {
    const offer = kindsOffered.find((candidate) => candidate.kind === kind.value);
    if (offer) send(faultCommand(route.value, offer, Number(times.value)));
  });
  const clearFaults = button('review-fault-clear', 'clearFaults', () => send({ type: 'faults.clear' }));
  const offline = el('button', { type: 'button', 'data-testid': 'review-offline', 'aria-pressed': 'false' });
  offline.addEventListener('click', () => send({ type: 'connectivity', online: !online }));
  const reset = button('review-reset', 'reset', () => send({ type: 'reset' }));
  const exportButton = button('review-export', 'export', () => hooks.exportSession());
  const importLabel = jsonFileButton('review-import', labelled(el('span'), 'import'), (file) =>
    hooks.importFile(file),
  );
  const languageSelect = labelled(
    el('select', { 'data-testid': 'review-language' }),
    'language',
    'aria-label',
  );
  let languagesShown = '';
  languageSelect.addEventListener('change', () => hooks.setLanguage(languageSelect.value));
  const connection = el('span', { class: 'connection', 'data-testid': 'review-connection', role: 'status' });
  const notice = el('p', { class: 'notice', role: 'alert', 'data-testid': 'review-notice' });
  const serverOnly = [...presets, minutes, advance, route, kind, times, inject, clearFaults, offline, reset];

  const element = el(
    'header',
    { class: 'topbar' },
    title,
    labelledGroup('review-clock-label', 'clock', clock, ...presets, minutes, advance),
    labelledGroup('review-faults-label', 'faults', route, kind, times, inject, clearFaults, offline),
    el('div', { class: 'group' }, reset, exportButton, importLabel, languageSelect, connection),
    notice,
  );

  /** A group of controls named by a heading only screen readers see (its text follows the language). */
  function labelledGroup(labelId: string, key: MessageKey, ...children: Element[]): HTMLElement {
    return el(
      'div',
      { class: 'group', role: 'group', 'aria-labelledby': labelId },
      labelled(el('span', { id: labelId, class: 'visually-hidden' }), key),
      ...children,
    );
  }

  function send(command: PageCommand | undefined): void {
    if (command) hooks.send(command);
  }

  return {
    element,
    update(props) {
      language = props.language;
      for (const [target, key, attribute] of texts) {
        if (attribute) target.setAttribute(attribute, message(language, key));
        else target.textContent = message(language, key);
      }
      presets.forEach((preset, index) => {
        preset.textContent = message(language, 'plusMinutes', { minutes: CLOCK_PRESETS_MINUTES[index] ?? 0 });
      });
      clock.textContent = message(language, 'clockOffset', { offset: formatLeft(props.clockOffsetMs) });
      online = props.appsOnline;
      offline.textContent = message(language, online ? 'offline' : 'online');
      offline.setAttribute('aria-pressed', String(!online));
      if (props.languages.join() !== languagesShown) {
        languagesShown = props.languages.join();
        languageSelect.replaceChildren(
          ...props.languages.map((code) => el('option', { value: code, lang: code }, languageName(code))),
        );
      }
      languageSelect.value = language;
      connection.textContent = message(language, `connection.${props.connection}`);
      connection.dataset.state = props.connection;
      const canSend = props.connection === 'live';
      for (const control of serverOnly) {
        control.toggleAttribute('disabled', !canSend);
        if (canSend) control.removeAttribute('title');
        else control.setAttribute('title', message(language, 'controlsNeedServer'));
      }
      // The routes and the kinds come from the server (the page knows none of its own); no route or no
      // kind, no fault to put.
      if (props.faultRoutes.join() !== routesShown) {
        routesShown = props.faultRoutes.join();
        route.replaceChildren(...props.faultRoutes.map((name) => el('option', { value: name }, name)));
      }
      if (props.faultKinds !== kindsOffered || kindsLanguage !== language) {
        const picked = kind.value;
        kindsOffered = props.faultKinds;
        kindsLanguage = language;
        kind.replaceChildren(
          ...kindsOffered.map((offer) =>
            el('option', { value: offer.kind }, labelIn(offer.labels, language, offer.kind)),
          ),
        );
        if (kindsOffered.some((offer) => offer.kind === picked)) kind.value = picked;
      }
      if (props.faultRoutes.length === 0) route.setAttribute('disabled', '');
      if (props.faultKinds.length === 0) kind.setAttribute('disabled', '');
      if (props.faultRoutes.length === 0 || props.faultKinds.length === 0)
        inject.setAttribute('disabled', '');
      notice.textContent = props.notice;
      notice.hidden = props.notice === '';
    },
  };
}
