/**
 * The review page: an actor list, the statechart of the actor picked (fitted to its pane, its active states
 * lit, the last transition marked, the events it may be sent marked), its timeline, an event form, its
 * context with deadlines and changes, and a top bar with the clock, faults, reset, export/import and the
 * language. Fed live by the review server, or from a session file. Each panel keeps its own state (the
 * chart's zoom and folds, the timeline's search and openings, the list's opened flows); this module holds
 * what they share (the session, the pick, the step shown) in one xstate actor (`page.machine.ts`), sends it
 * the panels' events, and draws the panels from its snapshot (`page.selectors.ts`) once per animation frame.
 *
 * Test ids (stable; the e2e page model `e2e/models/review-page.ts` reads these):
 * - `review-actor-picker`: the actor list (a tree); `review-app-<app>`: an app's item in it (its tabs'
 *   items carry `data-tab-key`, their heads `data-tab-head`); `review-actor-<name>`: an actor (a treeitem,
 *   `aria-selected`, `data-actor-key` = the actor's key; the same machine in two tabs gives two items of one
 *   test id: pick by `data-actor-key` or within an app); a flow's `[data-expand]` opens its helpers;
 *   `review-follow-newest` (a checkbox).
 * - `review-diagram`: the statechart pane; inside, `[data-node-id]` nodes carry class `active` when lit (and
 *   `folded` when folded) and `[data-transition-id]` edges class `last` for the transitions of the step
 *   shown and `available` (with `data-event`) for those the reviewer may send; `review-zoom-in`,
 *   `review-zoom-out`, `review-fit`, `review-fold-menu` (its `[data-fold]` checkboxes).
 * - `review-timeline`: the timeline (a listbox; only the rows in view exist); `review-step-<seq>`: a step's
 *   row, `review-fold-<seq>`: folded internal events starting at `<seq>`; `review-timeline-search`,
 *   `review-hide-internal`, `review-pause`, `review-timeline-empty`; `review-compare` (two steps compared),
 *   `review-compare-clear`.
 * - `review-send-event-type`, `review-send-event-payload`, `review-send-event`, `review-send-event-error`:
 *   the event form; `review-deadline-before|at|after` inside each deadline item.
 * - `review-context`: the context as JSON; `review-moment`: which step is shown; `review-deadlines` (items
 *   with `data-deadline` = the field's path), `review-changes`; `review-follow-live`: back to the newest step.
 * - `review-clock`: the clock offset; `review-clock-plus-1|3|5`: presets; `review-clock-minutes` (a number
 *   input) with `review-clock-advance`.
 * - `review-fault-route`, `review-fault-kind` (selects: as the server lists them), `review-fault-times`
 *   (`1`, `3`, `0` = until cleared), `review-fault-inject`, `review-fault-clear`; `review-offline` (a toggle,
 *   `aria-pressed`); `review-reset`.
 * - `review-notice`: why the server refused a command (or an import was refused); empty otherwise.
 * - `review-export` (a button); `review-import` (the file input); `review-language` (a select: the page's `en`, `th`, then the apps' languages);
 *   `review-connection` (`data-state`: `connecting`, `live`, `lost`, `file`); `review-notice` (an import refused).
 * - `review-tab-diagram` (the statechart's tab); an extension's tabs (`page-extension.ts`) are
 *   `review-tab-<id>` with their panel in `review-panel-<id>` (the state atlas's: `review-tab-atlas`, its test
 *   ids in `@loyalty-flows/atlas`).
 * - Marks on the chart (an extension's): `.coverage-mark` groups inside `[data-node-id]` nodes (the
 *   extension's `data-*` attributes; a `<title>` in words), and their legend `review-coverage-legend`.
 * - `review-tab-recordings`: two recordings compared; `review-recordings` (the panel) with the file inputs
 *   `review-recordings-before` / `-after` (their names in `review-recordings-before-name` / `-after-name`),
 *   `review-recordings-status`, `review-recordings-actor` (a select of the actor pairs, shown for two or more),
 *   `review-recordings-divergence` (`data-before-state`, `data-after-state`, `data-before-seq`,
 *   `data-after-seq`; cells with `data-side`), `review-recordings-changes` (the context diff there),
 *   `review-recordings-screens` (an extension's screens: figures with `data-side`, `data-state`; absent without
 *   one) and `review-recordings-rows` (rows
 *   with `data-kind`: `same`, `changed`, `before-only`, `after-only`; the first parting one `aria-current`).
 */
import { createActor } from 'xstate';
import type { PageCommand } from '../protocol';
import type { ReviewSession } from '../session.schema';
import { createActorPicker } from './actors/actor-picker';
import { createReachedStates } from './chart/chart-marks';
import { createDiagram } from './chart/diagram';
import { statechartDrawing } from './chart/statechart-drawing';
import { type Connection, connectToServer } from './connection';
import { createComparePanel } from './context/compare-panel';
import { createContextPanel } from './context/context-panel';
import { createControls } from './controls';
import { el } from './dom';
import { readEmbeddedPage } from './embedded';
import { downloadSession, readSessionFile, SessionFileError } from './export-import';
import { initialLanguage, type Language, message, rememberLanguage } from './messages';
import { pageMachine } from './page.machine';
import {
  compareProps,
  contextPanelProps,
  controlsProps,
  currentActor,
  diagramProps,
  eventSenderProps,
  extensionProps,
  pickerProps,
  timelineHeading,
  timelineProps,
} from './page.selectors';
import {
  adoptExtensions,
  type ReviewChart,
  type ReviewPageExtension,
  type ReviewPageHost,
  type ReviewPageTab,
} from './page-extension';
import { createRecordingCompare } from './recordings/recording-compare';
import { formatHash, parseHash } from './router';
import { createEventSender } from './send/event-sender';
import { createTimeline } from './timeline/timeline';
import { createViewTabs } from './view-tabs';

/** How often the deadline bars move, ms. */
const CLOCK_REDRAW_MS = 1000;

/**
 * Mounts the page into `root` and connects it (over the page's own host), unless it is given a session
 * (`initial`, from a file or built in). `extensions` add their tabs after the statechart's, their marks on
 * it and screens to the recordings compared (`page-extension.ts`), and so do those registered in the
 * page's global `reviewPageExtensions`, when the page mounts or after.
 *
 * @returns a function that disconnects and stops the page's timers
 */
export function mountReviewPage(
  root: HTMLElement,
  initial?: ReviewSession,
  extensions: readonly ReviewPageExtension[] = [],
): () => void {
  const page = createActor(pageMachine, {
    input: {
      session: initial,
      language: initialLanguage(),
      route: parseHash(location.hash),
    },
  });
  let connection: Connection | undefined;
  let frame: number | undefined;

  /** Sends a command to the review server; a refusal, if any, comes back as its own message. */
  const sendCommand = (command: PageCommand) => {
    const sent = connection?.send(command) ?? false;
    page.send({ type: 'PAGE.NOTICE', notice: sent ? undefined : { key: 'controlsNeedServer' } });
  };
  const controls = createControls({
    send: sendCommand,
    exportSession: () => downloadSession(page.getSnapshot().context.store.session, document),
    importFile: (file) => void importFile(file),
    setLanguage: (language) => {
      rememberLanguage(language);
      page.send({ type: 'PAGE.LANGUAGE', language });
    },
  });
  const picker = createActorPicker({
    pick: (actorKey) => page.send({ type: 'PAGE.PICK', actorKey }),
    setFollowNewest: (on) => page.send({ type: 'PAGE.FOLLOW_NEWEST', on }),
  });
  const eventSender = createEventSender({ send: sendCommand });
  const diagram = createDiagram(statechartDrawing, {
    sendEvent: (type) => {
      const actor = currentActor(page.getSnapshot());
      if (actor) eventSender.sendEvent(actor.key, { type });
    },
  });
  const timeline = createTimeline({
    select: (seq) => page.send({ type: 'PAGE.SELECT_STEP', seq }),
    compare: (seq) => page.send({ type: 'PAGE.COMPARE', seq }),
    setPaused: (paused) => page.send({ type: paused ? 'PAGE.PAUSE' : 'PAGE.RESUME' }),
    replay: (seqs) => page.send({ type: 'PAGE.REPLAY', seqs }),
    stopReplay: () => page.send({ type: 'PAGE.STOP_REPLAY' }),
  });
  const compare = createComparePanel(() => page.send({ type: 'PAGE.CLEAR_COMPARE' }));
  const panel = createContextPanel(() => page.send({ type: 'PAGE.SELECT_STEP' }), { send: sendCommand });
  const reachedStates = createReachedStates(statechartDrawing.activeNodeIds);
  const host: ReviewPageHost = {
    showActor: (actorKey) => {
      page.send({ type: 'PAGE.PICK', actorKey });
      tabs.show('diagram');
    },
    redraw: () => {
      if (frame === undefined) frame = requestAnimationFrame(render);
    },
    // A page given its session (a file, or one built with it) asks no server, as it opens no connection.
    served: !initial && location.protocol !== 'file:',
  };
  const extensionTabs: ReviewPageTab[] = [];
  const taken: ReviewPageExtension[] = [];
  /** Takes an extension: its tabs join the page's, its marks the chart's, its screens the recordings compared. */
  const take = (extension: ReviewPageExtension, mounted: boolean) => {
    const added = extension.tabs?.(host) ?? [];
    extensionTabs.push(...added);
    taken.push(extension);
    if (mounted) for (const tab of added) tabs.add(asViewTab(tab));
  };
  for (const extension of extensions) take(extension, false);
  // The first extension, in the order taken, that gives marks (or screens) is the one shown.
  const marksOf = (chart: ReviewChart) => firstOf(taken, (extension) => extension.chartMarks?.(chart));
  const screensIn = (language: Language) => firstOf(taken, (extension) => extension.stateScreens?.(language));
  // Two recordings compared (with an extension's screens): a tab of its own, apart from the session shown.
  const recordings = createRecordingCompare({ screens: screensIn });
  const timelineTitle = el('h2', { id: 'review-timeline-heading', class: 'events-heading' });
  const tabs = createViewTabs([
    { id: 'diagram', label: 'diagramTab', panel: diagram.element },
    ...extensionTabs.map(asViewTab),
    { id: 'recordings', label: 'recordingsTab', panel: recordings.element, onShow: recordings.open },
  ]);
  root.replaceChildren(
    controls.element,
    el(
      'main',
      { class: 'layout' },
      picker.element,
      el('section', { class: 'views' }, tabs.element),
      el(
        'section',
        { class: 'events', 'aria-labelledby': 'review-timeline-heading' },
        timelineTitle,
        compare.element,
        timeline.element,
        eventSender.element,
      ),
      panel.element,
    ),
  );

  async function importFile(file: Blob): Promise<void> {
    try {
      const session = await readSessionFile(file);
      connection?.close();
      connection = undefined;
      page.send({ type: 'PAGE.IMPORT', session });
    } catch (error) {
      const reason = error instanceof SessionFileError ? error.detail : String(error);
      page.send({ type: 'PAGE.NOTICE', notice: { key: 'importFailed', values: { reason } } });
    }
  }

  /** Draws every panel from the page's snapshot; changes nothing. */
  function render(): void {
    frame = undefined;
    const snapshot = page.getSnapshot();
    const { language } = snapshot.context;
    document.documentElement.lang = language;
    document.title = message(language, 'title');
    controls.update(controlsProps(snapshot));
    picker.update(pickerProps(snapshot));
    tabs.update(language);
    const shown = extensionProps(snapshot);
    for (const tab of extensionTabs) tab.update?.(shown);
    recordings.update(language);
    timelineTitle.textContent = timelineHeading(snapshot);
    timeline.update(timelineProps(snapshot));
    compare.update(compareProps(snapshot));
    eventSender.update(eventSenderProps(snapshot));
    diagram.update(diagramProps(snapshot, reachedStates, marksOf));
    drawPanel();
  }

  const drawPanel = () => panel.update(contextPanelProps(page.getSnapshot(), Date.now()));

  const onHashChange = () => {
    const route = parseHash(location.hash);
    if (route) page.send({ type: 'PAGE.ROUTE', route });
  };
  const onDragOver = (event: DragEvent) => event.preventDefault();
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    const file = event.dataTransfer?.files[0];
    if (file) void importFile(file);
  };
  addEventListener('hashchange', onHashChange);
  addEventListener('dragover', onDragOver);
  addEventListener('drop', onDrop);
  // The reviewer moved to an actor or a step: the address names it, so the link can be shared.
  page.on('page.route', ({ route }) => history.replaceState(null, '', formatHash(route)));
  page.subscribe(host.redraw);
  page.start();
  const clock = setInterval(drawPanel, CLOCK_REDRAW_MS);
  if (!initial) {
    connection = connectToServer(location, {
      onUpdate: (update) => page.send({ type: 'PAGE.UPDATE', update }),
      onState: (state) => page.send({ type: 'PAGE.CONNECTION', state }),
      onRefused: (reason) =>
        page.send({ type: 'PAGE.NOTICE', notice: { key: 'commandRefused', values: { reason } } }),
    });
  }
  // Extensions registered in the page's global, before it mounted and after (`page-extension.ts`).
  const releaseExtensions = adoptExtensions(globalThis as unknown as Record<string, unknown>, (extension) => {
    take(extension, true);
    host.redraw();
  });
  render();

  return () => {
    releaseExtensions();
    connection?.close();
    page.stop();
    clearInterval(clock);
    if (frame !== undefined) cancelAnimationFrame(frame);
    removeEventListener('hashchange', onHashChange);
    removeEventListener('dragover', onDragOver);
    removeEventListener('drop', onDrop);
  };
}

/** The first answer `ask` gives for one of `extensions`, if any. */
function firstOf<T>(
  extensions: readonly ReviewPageExtension[],
  ask: (extension: ReviewPageExtension) => T | undefined,
) {
  for (const extension of extensions) {
    const answer = ask(extension);
    if (answer) return answer;
  }
  return undefined;
}

/** An extension's tab as the page's tabs take it. */
function asViewTab({ id, label, element, open }: ReviewPageTab) {
  return { id, label, panel: element, onShow: open };
}

const root = typeof document === 'object' ? document.getElementById('review-root') : null;
if (root) {
  const embedded = readEmbeddedPage(document);
  mountReviewPage(root, embedded?.session);
}
