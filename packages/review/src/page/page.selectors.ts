import type { SnapshotFrom } from 'xstate';
import type { ActorRecord, Step } from '../session.schema';
import type { createReachedStates } from './chart/chart-marks';
import { declaredLanguages, descriptionsByMachine, descriptionsIn } from './chart/state-descriptions';
import { type ActorMoment, momentOf, stepsOf } from './indexed-session';
import { message, offeredLanguages } from './messages';
import { type pageMachine, shownActor } from './page.machine';
import type { ReviewChart, ReviewChartMarks, ReviewPageState } from './page-extension';
import { transitionOf } from './step-text';

/**
 * What each panel of the review page reads from the page's snapshot (`page.machine.ts`). Pure functions:
 * drawing reads these and changes nothing.
 */

export type PageSnapshot = SnapshotFrom<typeof pageMachine>;

/** The actor shown: the one picked (or followed, or linked), else the default one. */
export function currentActor(snapshot: PageSnapshot): ActorRecord | undefined {
  return shownActor(snapshot.context);
}

/** The actor shown at the step shown (its newest while following), or none without an actor. */
export function currentMoment(snapshot: PageSnapshot): ActorMoment | undefined {
  const actor = currentActor(snapshot);
  return actor ? momentOf(snapshot.context.store, actor, snapshot.context.seq) : undefined;
}

/** The steps of the actor shown, in order. */
export function currentSteps(snapshot: PageSnapshot): readonly Step[] {
  const actor = currentActor(snapshot);
  return actor ? stepsOf(snapshot.context.store, actor.key) : [];
}

/** Whether steps that arrive are not recorded (only counted). */
export function isPaused(snapshot: PageSnapshot): boolean {
  return snapshot.matches({ recording: 'paused' });
}

/** Whether a replay is showing the timeline's rows one after another. */
export function isReplaying(snapshot: PageSnapshot): boolean {
  return snapshot.matches({ replay: 'running' });
}

/** The notice in the page's language, or empty. */
export function noticeText(snapshot: PageSnapshot): string {
  const { notice, language } = snapshot.context;
  return notice ? message(language, notice.key, notice.values) : '';
}

/**
 * Whether the actor shown can take an event now: the page is connected, the actor's tab too, and the
 * actor still runs.
 */
export function isCurrentActorLive(snapshot: PageSnapshot): boolean {
  const { store, connection } = snapshot.context;
  const actor = currentActor(snapshot);
  if (connection !== 'live' || !actor) return false;
  const tab = store.session.tabs.find((candidate) => candidate.key === actor.tabKey);
  return tab?.connected === true && momentOf(store, actor).snapshot.status === 'active';
}

/** The events the chart offers to send: only the live moment of a live actor can take one. */
export function sendableEvents(snapshot: PageSnapshot): readonly string[] {
  return isCurrentActorLive(snapshot) && snapshot.context.seq === undefined
    ? (currentActor(snapshot)?.sendable ?? [])
    : [];
}

/** The top bar. */
export function controlsProps(snapshot: PageSnapshot) {
  const { language, connection, store, faultRoutes, faultKinds, appsOnline } = snapshot.context;
  return {
    language,
    connection,
    appsOnline,
    clockOffsetMs: store.session.clockOffsetMs,
    notice: noticeText(snapshot),
    faultRoutes,
    faultKinds,
    languages: offeredLanguages(declaredLanguages(store.session.actors), language),
  };
}

/** The actor list. */
export function pickerProps(snapshot: PageSnapshot) {
  const { store, followNewest, language } = snapshot.context;
  return { store, selectedKey: currentActor(snapshot)?.key, followNewest, language };
}

/** The timeline. */
export function timelineProps(snapshot: PageSnapshot) {
  const { store, seq, language, dropped } = snapshot.context;
  return {
    actor: currentActor(snapshot),
    steps: currentSteps(snapshot),
    selectedSeq: seq,
    language,
    startedAt: store.session.startedAt,
    paused: isPaused(snapshot),
    dropped,
    replaying: isReplaying(snapshot),
  };
}

/** The two steps compared. */
export function compareProps(snapshot: PageSnapshot) {
  const { comparison, language } = snapshot.context;
  return { steps: currentSteps(snapshot), comparison, language };
}

/** The event form. */
export function eventSenderProps(snapshot: PageSnapshot) {
  return {
    actor: currentActor(snapshot),
    live: isCurrentActorLive(snapshot),
    language: snapshot.context.language,
  };
}

/** The context panel at `wallClock` (epoch ms; the session's clock offset is added here). */
export function contextPanelProps(snapshot: PageSnapshot, wallClock: number) {
  const { store, seq, language } = snapshot.context;
  return {
    moment: currentMoment(snapshot),
    now: wallClock + store.session.clockOffsetMs,
    live: seq === undefined,
    language,
    deadlines: currentActor(snapshot)?.deadlines,
  };
}

/**
 * The statechart of the actor shown, lit at the step shown; `reachedStates` remembers where actors were,
 * `marksOf` asks the extensions for their marks on it.
 */
export function diagramProps(
  snapshot: PageSnapshot,
  reachedStates: ReturnType<typeof createReachedStates>,
  marksOf: (chart: ReviewChart) => ReviewChartMarks | undefined,
) {
  const { store, language } = snapshot.context;
  const actor = currentActor(snapshot);
  const moment = currentMoment(snapshot);
  const graph = actor?.definition;
  return {
    actorKey: actor?.key,
    sendable: sendableEvents(snapshot),
    graph,
    value: moment?.snapshot.value ?? null,
    lastTransitions: graph
      ? (moment?.step?.microsteps.flatMap((hop) => transitionOf(graph, hop)?.id ?? []) ?? [])
      : [],
    language,
    descriptions: descriptionsIn(actor?.descriptions, language),
    marks:
      graph &&
      marksOf({
        graph,
        language,
        reached: reachedStates(graph, store.session.actors, (each) => stepsOf(store, each.key)),
      }),
  };
}

/** What an extension's tabs are given (`page-extension.ts`): the language, the live machines, their descriptions. */
export function extensionProps(snapshot: PageSnapshot): ReviewPageState {
  const { store, language } = snapshot.context;
  const { actors } = store.session;
  return {
    language,
    // Each machine's newest actor, by machine id: the atlas links its states to that chart.
    liveActors: new Map(
      actors.flatMap((actor) => (actor.definition ? [[actor.definition.machineId, actor.key]] : [])),
    ),
    descriptions: descriptionsByMachine(actors),
  };
}

/** The timeline's heading: the actor shown, named. */
export function timelineHeading(snapshot: PageSnapshot): string {
  const actor = currentActor(snapshot);
  const title = message(snapshot.context.language, 'timeline');
  return actor ? `${title} · ${actor.name} (${actor.key})` : title;
}
