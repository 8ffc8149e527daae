/**
 * The review page: an actor list, the statechart of the actor picked (fitted to its pane, its active states
 * lit, the last transition marked, the events it may be sent marked), its timeline, an event form, its
 * context with deadlines and changes, and a top bar with the clock, faults, reset, export/import and the
 * language. Fed live by the review server, or from a session file. Each panel keeps its own state (the
 * chart's zoom and folds, the timeline's search and openings, the list's opened flows); this module holds
 * what they share (the session, the pick, the step shown) and draws them once per animation frame.
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
 * - `review-tab-diagram`, `review-tab-atlas` (tabs); `review-atlas`: the atlas panel, with `review-atlas-status`
 *   (why there is no atlas, or that it shows texts only), `review-atlas-file` (a file input for an atlas.json),
 *   `review-atlas-machine` (a select), `review-atlas-coverage`, `review-atlas-exclusions` and one
 *   `review-atlas-state` per state (`data-state` = its name; its screens are figures with `data-app`,
 *   `data-lang`, `data-scheme`; its `.atlas-live` button, shown while an actor of the machine is in the
 *   session, opens that actor's chart).
 * - Sign-off in the Atlas tab (when served with an atlas): per state `review-atlas-signoff` (`data-state-id`
 *   = the full state id) with `review-atlas-verdict` (`data-status`), `review-atlas-comment` (a textarea),
 *   `review-atlas-approve`, `review-atlas-request-changes` and `review-atlas-decision-status` (`data-outcome`:
 *   `saving`, `done`, `failed`); per screen (inside its figure, `[data-screen-id]`) `review-atlas-screen-status`
 *   (`data-status`: `approved`, `baseline`, `changed`, `changes-requested`, `no-baseline`), `review-atlas-screen-approve`
 *   and `review-atlas-screen-request-changes`.
 * - Coverage on the chart: `.coverage-mark` groups inside `[data-node-id]` nodes (`data-coverage`: a status or
 *   `no-screens`; `data-reached`: `true`/`false`; a `<title>` in words), and `review-coverage-legend`.
 * - `review-tab-recordings`: two recordings compared; `review-recordings` (the panel) with the file inputs
 *   `review-recordings-before` / `-after` (their names in `review-recordings-before-name` / `-after-name`),
 *   `review-recordings-status`, `review-recordings-actor` (a select of the actor pairs, shown for two or more),
 *   `review-recordings-divergence` (`data-before-state`, `data-after-state`, `data-before-seq`,
 *   `data-after-seq`; cells with `data-side`), `review-recordings-changes` (the context diff there),
 *   `review-recordings-screens` (figures with `data-side`, `data-state`) and `review-recordings-rows` (rows
 *   with `data-kind`: `same`, `changed`, `before-only`, `after-only`; the first parting one `aria-current`).
 */
import type { ApprovalsView } from '../approvals/approvals';
import type { FaultKindOffer, PageCommand, PageUpdate } from '../protocol';
import type { ActorRecord, ReviewSession } from '../session.schema';
import { createActorPicker } from './actor-picker';
import { createApprovalsClient } from './approvals-client';
import { createAtlasResource } from './atlas-file';
import { ATLAS_URL, createAtlasTab } from './atlas-tab';
import { chartCoverage, createReachedStates } from './chart-coverage';
import { type Comparison, createComparePanel } from './compare-panel';
import { type Connection, type ConnectionState, connectToServer } from './connection';
import { createContextPanel } from './context-panel';
import { createControls } from './controls';
import { createDiagram } from './diagram';
import { el } from './dom';
import { type EmbeddedAtlas, readEmbeddedPage } from './embedded';
import { createEventSender } from './event-sender';
import { downloadSession, readSessionFile, SessionFileError } from './export-import';
import { initialLanguage, type Language, message, offeredLanguages, rememberLanguage } from './messages';
import { createRecordingCompare } from './recording-compare';
import { formatHash, parseHash, type Route } from './router';
import {
  applyUpdate,
  emptyStore,
  findActor,
  momentOf,
  type SessionStore,
  stepsOf,
  storeOf,
} from './session-store';
import { declaredLanguages, descriptionsByMachine, descriptionsIn } from './state-descriptions';
import { statechartDrawing } from './statechart-drawing';
import { transitionOf } from './step-text';
import { createTimeline } from './timeline';
import { createViewTabs } from './view-tabs';

/** What the page holds besides the session: the reviewer's choices. */
interface PageState {
  store: SessionStore;
  language: Language;
  /** The actor shown; the first flow of the newest open tab when none is picked. */
  actorKey: string | undefined;
  /** Whether a newer actor of the machine picked (a reload, a new tab) is shown when it starts. */
  followNewest: boolean;
  /** How many actors the session held when the reviewer picked: only those after it are "newer". */
  pickedAmong: number;
  /** Recording stopped: steps that arrive are not kept, only counted. */
  paused: boolean;
  dropped: number;
  /** Two steps of the actor shown, compared. */
  comparison: Comparison | undefined;
  /** The routes the sandbox lets a fault be put on, and the faults (the server says which when the page connects). */
  faultRoutes: string[];
  faultKinds: FaultKindOffer[];
  /** The step shown; `undefined` follows the newest. */
  seq: number | undefined;
  /** A link's route not yet resolved (its actor has not arrived). */
  pendingRoute: Route | undefined;
  connection: ConnectionState;
  notice: string;
  /** The atlas's approvals on the review server (none: no server, or no atlas on it). */
  approvals: ApprovalsView | undefined;
}

/** How often the deadline bars move, ms. */
const CLOCK_REDRAW_MS = 1000;

/**
 * Mounts the page into `root` and connects it (over the page's own host), unless it is given a session
 * (`initial`, from a file or built in) and, built in beside it, an atlas (`embeddedAtlas`).
 *
 * @returns a function that disconnects and stops the page's timers
 */
export function mountReviewPage(
  root: HTMLElement,
  initial?: ReviewSession,
  embeddedAtlas?: EmbeddedAtlas,
): () => void {
  const state: PageState = {
    store: initial ? storeOf(initial) : emptyStore(),
    language: initialLanguage(),
    actorKey: undefined,
    followNewest: true,
    pickedAmong: 0,
    paused: false,
    dropped: 0,
    comparison: undefined,
    faultRoutes: [],
    faultKinds: [],
    seq: undefined,
    pendingRoute: parseHash(location.hash),
    connection: 'file',
    notice: '',
    // A page built with its atlas carries the approvals; the others ask the server (below), or have none.
    approvals: embeddedAtlas?.approvals,
  };
  let connection: Connection | undefined;
  let frame: number | undefined;

  /** Sends a command to the review server; a refusal, if any, comes back as its own message. */
  const sendCommand = (command: PageCommand) => {
    const sent = connection?.send(command) ?? false;
    update({ notice: sent ? '' : message(state.language, 'controlsNeedServer') });
  };
  const controls = createControls({
    send: sendCommand,
    exportSession: () => downloadSession(state.store.session, document),
    importFile: (file) => void importFile(file),
    setLanguage: (language) => {
      rememberLanguage(language);
      update({ language });
    },
  });
  const picker = createActorPicker({
    pick: (actorKey) => {
      update({ pickedAmong: state.store.session.actors.length, comparison: undefined });
      select(actorKey, undefined);
    },
    setFollowNewest: (followNewest) => update({ followNewest }),
  });
  const eventSender = createEventSender({ send: sendCommand });
  const diagram = createDiagram(statechartDrawing, {
    sendEvent: (type) => {
      const actor = currentActor();
      if (actor) eventSender.sendEvent(actor.key, { type });
    },
  });
  const timeline = createTimeline({
    select: (seq) => select(state.actorKey, seq),
    compare: (seq) => {
      const actor = currentActor();
      const shown = actor ? momentOf(state.store, actor, state.seq).step?.seq : undefined;
      if (shown !== undefined && shown !== seq) update({ comparison: { from: shown, to: seq } });
    },
    setPaused: (paused) => update({ paused, dropped: paused ? state.dropped : 0 }),
  });
  const compare = createComparePanel(() => update({ comparison: undefined }));
  const panel = createContextPanel(() => select(state.actorKey, undefined), { send: sendCommand });
  // A page opened from a file has no server to ask; one served asks its own origin; one built with its
  // atlas reads that.
  const atlasSource = {
    atlas: createAtlasResource(
      embeddedAtlas
        ? () => Promise.resolve(new Response(embeddedAtlas.text))
        : location.protocol === 'file:'
          ? undefined
          : () => fetch(new URL(`${ATLAS_URL}atlas.json`, location.href)),
    ),
    imageBase: embeddedAtlas?.base,
  };
  // The approvals come from, and decisions go to, the server that served the page; a page given its
  // session (a file, or one built with its atlas) asks no server, as it opens no connection.
  const approvalsClient =
    initial || embeddedAtlas || location.protocol === 'file:'
      ? undefined
      : createApprovalsClient(location.href);
  const reachedStates = createReachedStates(statechartDrawing.activeNodeIds);
  const atlas = createAtlasTab({
    ...atlasSource,
    decide:
      approvalsClient &&
      (async (decision) => {
        const approvals = await approvalsClient.decide(decision);
        update({ approvals });
        return approvals;
      }),
    showActor: (actorKey) => {
      select(actorKey, undefined);
      tabs.show('diagram');
    },
  });
  // Two recordings compared (their screens from the same atlas): a tab of its own, apart from the session shown.
  const recordings = createRecordingCompare(atlasSource);
  const timelineHeading = el('h2', { id: 'review-timeline-heading', class: 'events-heading' });
  const tabs = createViewTabs([
    { id: 'diagram', label: 'diagramTab', panel: diagram.element },
    { id: 'atlas', label: 'atlasTab', panel: atlas.element, onShow: atlas.open },
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
        timelineHeading,
        compare.element,
        timeline.element,
        eventSender.element,
      ),
      panel.element,
    ),
  );

  function update(change: Partial<PageState>): void {
    Object.assign(state, change);
    if (frame === undefined) frame = requestAnimationFrame(render);
  }

  function apply(incoming: PageUpdate): void {
    if (incoming.type === 'sandbox') {
      update({ faultRoutes: incoming.faultRoutes, faultKinds: incoming.faultKinds });
      return;
    }
    if (state.paused && incoming.type === 'step') {
      update({ dropped: state.dropped + 1 });
      return;
    }
    update({ store: applyUpdate(state.store, incoming) });
  }

  function select(actorKey: string | undefined, seq: number | undefined): void {
    update({ actorKey, seq, pendingRoute: undefined });
    const actor = actorKey
      ? state.store.session.actors.find((candidate) => candidate.key === actorKey)
      : undefined;
    if (actor) history.replaceState(null, '', formatHash({ actor: actor.key, seq }));
  }

  async function importFile(file: Blob): Promise<void> {
    try {
      const session = await readSessionFile(file);
      connection?.close();
      connection = undefined;
      update({ store: storeOf(session), connection: 'file', notice: '', seq: undefined });
    } catch (error) {
      const reason = error instanceof SessionFileError ? error.detail : String(error);
      update({ notice: message(state.language, 'importFailed', { reason }) });
    }
  }

  function currentActor(): ActorRecord | undefined {
    const { session } = state.store;
    if (state.pendingRoute) {
      const routed = findActor(session, state.pendingRoute.actor);
      if (routed) {
        state.actorKey = routed.key;
        state.seq = state.pendingRoute.seq;
        state.pendingRoute = undefined;
        state.pickedAmong = session.actors.length;
      }
    }
    const picked = session.actors.find((actor) => actor.key === state.actorKey);
    if (!picked) return defaultActor(session);
    if (!state.followNewest) return picked;
    const newer = newerActorOf(picked, session.actors.slice(state.pickedAmong), session.tabs);
    if (newer) {
      state.actorKey = newer.key;
      state.seq = undefined;
      state.comparison = undefined;
      state.pickedAmong = session.actors.length;
      return newer;
    }
    return picked;
  }

  function render(): void {
    frame = undefined;
    const { store, language } = state;
    document.documentElement.lang = language;
    document.title = message(language, 'title');
    const actor = currentActor();
    const moment = actor ? momentOf(store, actor, state.seq) : undefined;
    const graph = actor?.definition;
    controls.update({
      language,
      connection: state.connection,
      clockOffsetMs: store.session.clockOffsetMs,
      notice: state.notice,
      faultRoutes: state.faultRoutes,
      faultKinds: state.faultKinds,
      languages: offeredLanguages(declaredLanguages(store.session.actors), language),
    });
    picker.update({ store, selectedKey: actor?.key, followNewest: state.followNewest, language });
    tabs.update(language);
    atlas.update(
      language,
      liveMachines(store.session.actors),
      descriptionsByMachine(store.session.actors),
      state.approvals,
    );
    recordings.update(language);
    timelineHeading.textContent = actor
      ? `${message(language, 'timeline')} · ${actor.name} (${actor.key})`
      : message(language, 'timeline');
    const steps = actor ? stepsOf(store, actor.key) : [];
    timeline.update({
      actor,
      steps,
      selectedSeq: state.seq,
      language,
      startedAt: store.session.startedAt,
      paused: state.paused,
      dropped: state.dropped,
    });
    compare.update({ steps, comparison: state.comparison, language });
    const live = state.connection === 'live' && actor !== undefined && isLive(actor, store);
    eventSender.update({ actor, live, language });
    diagram.update({
      actorKey: actor?.key,
      // Only the live moment of a live actor can take an event.
      sendable: live && state.seq === undefined ? (actor?.sendable ?? []) : [],
      graph,
      value: moment?.snapshot.value ?? null,
      lastTransitions: graph
        ? (moment?.step?.microsteps.flatMap((hop) => transitionOf(graph, hop)?.id ?? []) ?? [])
        : [],
      language,
      descriptions: descriptionsIn(actor?.descriptions, language),
      coverage:
        graph &&
        chartCoverage(
          graph,
          state.approvals,
          reachedStates(graph, store.session.actors, (each) => stepsOf(store, each.key)),
        ),
    });
    drawPanel();
  }

  function drawPanel(): void {
    const actor = currentActor();
    panel.update({
      moment: actor ? momentOf(state.store, actor, state.seq) : undefined,
      now: Date.now() + state.store.session.clockOffsetMs,
      live: state.seq === undefined,
      language: state.language,
      deadlines: actor?.deadlines,
    });
  }

  const onHashChange = () => {
    const route = parseHash(location.hash);
    if (route) update({ pendingRoute: route });
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
  const clock = setInterval(drawPanel, CLOCK_REDRAW_MS);
  if (!initial) {
    connection = connectToServer(location, {
      onUpdate: apply,
      onState: (connectionState) => update({ connection: connectionState }),
      onRefused: (reason) => update({ notice: message(state.language, 'commandRefused', { reason }) }),
    });
  }
  // The approvals mark the chart and the Atlas tab; a server without an atlas (404) leaves both unmarked.
  approvalsClient
    ?.load()
    .then((approvals) => update({ approvals }))
    .catch(() => undefined);
  render();

  return () => {
    connection?.close();
    clearInterval(clock);
    if (frame !== undefined) cancelAnimationFrame(frame);
    removeEventListener('hashchange', onHashChange);
    removeEventListener('dragover', onDragOver);
    removeEventListener('drop', onDrop);
  };
}

/**
 * What is shown before the reviewer picks: the first flow (an actor no other started) of the newest
 * connected tab, else the first actor.
 */
function defaultActor(session: ReviewSession): ActorRecord | undefined {
  const connected = session.tabs.filter((candidate) => candidate.connected);
  const tab = connected[connected.length - 1];
  return (
    session.actors.find((actor) => actor.tabKey === tab?.key && actor.parentKey === undefined) ??
    session.actors[0]
  );
}

/** The newest of `later` (actors that started after the pick) of the same app and machine as `picked`. */
function newerActorOf(
  picked: ActorRecord,
  later: readonly ActorRecord[],
  tabs: ReviewSession['tabs'],
): ActorRecord | undefined {
  const appOf = (actor: ActorRecord) => tabs.find((tab) => tab.key === actor.tabKey)?.app;
  const app = appOf(picked);
  const isFlow = picked.parentKey === undefined;
  const same = later.filter(
    (actor) =>
      actor.name === picked.name &&
      (actor.parentKey === undefined) === isFlow &&
      actor.key !== picked.key &&
      appOf(actor) === app,
  );
  return same[same.length - 1];
}

/** Whether the actor's tab is connected and the actor still runs: only then can it take an event. */
function isLive(actor: ActorRecord, store: SessionStore): boolean {
  const tab = store.session.tabs.find((candidate) => candidate.key === actor.tabKey);
  return tab?.connected === true && momentOf(store, actor).snapshot.status === 'active';
}

/** Each machine's newest actor in the session, by machine id: the atlas links its states to that chart. */
function liveMachines(actors: readonly ActorRecord[]): Map<string, string> {
  return new Map(
    actors.flatMap((actor) => (actor.definition ? [[actor.definition.machineId, actor.key]] : [])),
  );
}

const root = typeof document === 'object' ? document.getElementById('review-root') : null;
if (root) {
  const embedded = readEmbeddedPage(document);
  mountReviewPage(root, embedded?.session, embedded?.atlas);
}
