import { assign, enqueueActions, raise, setup } from 'xstate';
import type { FaultKindOffer, PageUpdate } from '../protocol';
import type { ActorRecord, ReviewSession } from '../session.schema';
import type { ConnectionState } from './connection';
import type { Comparison } from './context/compare-panel';
import {
  applyUpdate,
  emptyIndexedSession,
  findActor,
  type IndexedSession,
  indexSession,
  momentOf,
} from './indexed-session';
import type { Language, MessageKey } from './messages';
import type { Route } from './router';

/**
 * The review page's state: the session it shows and the reviewer's choices (the actor picked, the step
 * shown, following, pausing, comparing), the connection and the notice. Every change is an event; the
 * panels read the snapshot through `page.selectors.ts` and change nothing while they draw. Following the
 * newest actor and resolving a link's route happen here, when the session (or the route, or the choice to
 * follow) changes. No DOM and no network: the page (`main.ts`) sends the events and writes the address
 * when the machine emits `page.route`.
 */

/** A message for the top bar: a text key and its values, worded in the page's language when drawn. */
interface Notice {
  key: MessageKey;
  values?: Record<string, string | number>;
}

/** What the page holds. */
export interface PageContext {
  /**
   * The session, from the server's updates or a file. A new store object on every change, but its step
   * arrays grow in place (`indexed-session.ts`): an older snapshot's store sees the steps added since.
   */
  store: IndexedSession;
  language: Language;
  /** The actor picked; none until the reviewer (or a link) picks, and the default actor is shown. */
  actorKey: string | undefined;
  /** Whether a newer actor of the machine picked (a reload, a new tab) is shown when it starts. */
  followNewest: boolean;
  /** How many actors the session held when the actor was picked: only those after it are "newer". */
  pickedAmong: number;
  /** Steps not recorded while paused. */
  dropped: number;
  /** Two steps of the actor shown, compared. */
  comparison: Comparison | undefined;
  /** The routes the sandbox lets a fault be put on, and the faults (the server says which when the page connects). */
  faultRoutes: readonly string[];
  faultKinds: readonly FaultKindOffer[];
  /** Whether the apps are online, as the server says (a reviewer on any page may take them offline). */
  appsOnline: boolean;
  /** The step shown; `undefined` follows the newest. */
  seq: number | undefined;
  /** A link's route not yet resolved (its actor has not arrived). */
  pendingRoute: Route | undefined;
  connection: ConnectionState;
  notice: Notice | undefined;
  /** A replay running: the actor replayed and the steps still to show, the one shown first. */
  replay: { actorKey: string | undefined; seqs: readonly number[] } | undefined;
}

/** What the page starts from. */
export interface PageInput {
  /** A session given to the page (a file, or one built in); none: the server sends it. */
  session?: ReviewSession;
  language: Language;
  /** The route in the address the page was opened with. */
  route?: Route;
}

/** What happens on the page. */
export type PageEvent =
  /** The reviewer picked an actor (in the list, or from the atlas). */
  | { type: 'PAGE.PICK'; actorKey: string }
  | { type: 'PAGE.FOLLOW_NEWEST'; on: boolean }
  /** The reviewer moved to a step of the actor shown; `seq` omitted: back to the newest. */
  | { type: 'PAGE.SELECT_STEP'; seq?: number }
  /** Compare the step `seq` with the one shown. */
  | { type: 'PAGE.COMPARE'; seq: number }
  | { type: 'PAGE.CLEAR_COMPARE' }
  /** Stop recording the steps that arrive (they are counted), or record them again. */
  | { type: 'PAGE.PAUSE' }
  | { type: 'PAGE.RESUME' }
  /** A message from the review server. */
  | { type: 'PAGE.UPDATE'; update: PageUpdate }
  /** A session file read: it replaces the session, and the page is no longer fed by a server. */
  | { type: 'PAGE.IMPORT'; session: ReviewSession }
  | { type: 'PAGE.CONNECTION'; state: ConnectionState }
  /** Something to tell the reviewer; none clears it. */
  | { type: 'PAGE.NOTICE'; notice: Notice | undefined }
  | { type: 'PAGE.LANGUAGE'; language: Language }
  /** The address changed to a link's route: shown once its actor is in the session. */
  | { type: 'PAGE.ROUTE'; route: Route }
  /** Show the steps `seqs` (the timeline's rows as listed) one after another, a `REPLAY_STEP_MS` each. */
  | { type: 'PAGE.REPLAY'; seqs: readonly number[] }
  | { type: 'PAGE.STOP_REPLAY' };

/** How long each row of a replay stays shown, ms: long enough to read the state lit and the context's change. */
export const REPLAY_STEP_MS = 800;

/** What the page is told to do outside: show `route` in the address (the reviewer moved to it). */
export type PageEmitted = { type: 'page.route'; route: Route };

export const pageMachine = setup({
  types: {
    context: {} as PageContext,
    events: {} as PageEvent,
    input: {} as PageInput,
    emitted: {} as PageEmitted,
  },
  actions: {
    /** The reviewer moved to an actor or a step: a link's route waiting is dropped. */
    show: assign((_, params: { actorKey: string | undefined; seq: number | undefined }) => ({
      actorKey: params.actorKey,
      seq: params.seq,
      pendingRoute: undefined,
    })),
    /** Only actors that start after a pick are newer than it; a comparison belongs to the actor left. */
    pickFresh: assign(({ context }) => ({
      pickedAmong: context.store.session.actors.length,
      comparison: undefined,
    })),
    /** Tells the page to put the actor and step shown in the address, when the actor is in the session. */
    writeRoute: enqueueActions(({ context, enqueue }) => {
      if (!context.store.session.actors.some((actor) => actor.key === context.actorKey)) return;
      enqueue.emit({ type: 'page.route', route: { actor: context.actorKey ?? '', seq: context.seq } });
    }),
    applyUpdate: assign(({ context, event }) => {
      if (event.type !== 'PAGE.UPDATE') return {};
      if (event.update.type === 'sandbox') {
        const { faultRoutes, faultKinds } = event.update;
        return { faultRoutes, faultKinds };
      }
      if (event.update.type === 'connectivity') return { appsOnline: event.update.online };
      return { store: applyUpdate(context.store, event.update) };
    }),
    countDropped: assign({ dropped: ({ context }) => context.dropped + 1 }),
    resetDropped: assign({ dropped: 0 }),
    /** Resolves a waiting route and follows the newest actor, as the session now stands. */
    settle: assign(({ context }) => settle(context)),
    /** Shows the replay's next step, the ones after it left to show. */
    replayNext: assign(({ context }) => {
      const [seq, ...rest] = context.replay?.seqs ?? [];
      return { seq, pendingRoute: undefined, replay: { actorKey: context.actorKey, seqs: rest } };
    }),
    endReplay: assign({ replay: undefined }),
    /** The reviewer moved (to a step, an actor, a comparison, a file): a replay running stops. */
    stopReplay: raise({ type: 'PAGE.STOP_REPLAY' }),
  },
  guards: {
    isStep: ({ event }) => event.type === 'PAGE.UPDATE' && event.update.type === 'step',
    /** Steps are left to replay, of the actor still shown (following the newest may have moved on). */
    hasReplayLeft: ({ context }) =>
      (context.replay?.seqs.length ?? 0) > 0 && context.replay?.actorKey === context.actorKey,
  },
  delays: { replayStep: REPLAY_STEP_MS },
}).createMachine({
  id: 'reviewPage',
  type: 'parallel',
  context: ({ input }) =>
    settle({
      store: input.session ? indexSession(input.session) : emptyIndexedSession(),
      language: input.language,
      actorKey: undefined,
      followNewest: true,
      pickedAmong: 0,
      dropped: 0,
      comparison: undefined,
      faultRoutes: [],
      faultKinds: [],
      appsOnline: true,
      seq: undefined,
      pendingRoute: input.route,
      connection: 'file',
      notice: undefined,
      replay: undefined,
    }),
  on: {
    'PAGE.PICK': {
      actions: [
        'pickFresh',
        { type: 'show', params: ({ event }) => ({ actorKey: event.actorKey, seq: undefined }) },
        'writeRoute',
        'stopReplay',
      ],
    },
    'PAGE.SELECT_STEP': {
      actions: [
        { type: 'show', params: ({ context, event }) => ({ actorKey: context.actorKey, seq: event.seq }) },
        'writeRoute',
        'stopReplay',
      ],
    },
    'PAGE.FOLLOW_NEWEST': {
      actions: [assign({ followNewest: ({ event }) => event.on }), 'settle'],
    },
    'PAGE.COMPARE': {
      actions: [
        assign(({ context, event }) => {
          const shown = shownStepSeq(context);
          return shown === undefined || shown === event.seq
            ? {}
            : { comparison: { from: shown, to: event.seq } };
        }),
        'stopReplay',
      ],
    },
    'PAGE.CLEAR_COMPARE': { actions: assign({ comparison: undefined }) },
    'PAGE.IMPORT': {
      actions: [
        assign(({ event }) => ({
          store: indexSession(event.session),
          connection: 'file' as const,
          notice: undefined,
          seq: undefined,
        })),
        'settle',
        'stopReplay',
      ],
    },
    'PAGE.CONNECTION': { actions: assign({ connection: ({ event }) => event.state }) },
    'PAGE.NOTICE': { actions: assign({ notice: ({ event }) => event.notice }) },
    'PAGE.LANGUAGE': { actions: assign({ language: ({ event }) => event.language }) },
    'PAGE.ROUTE': { actions: [assign({ pendingRoute: ({ event }) => event.route }), 'settle'] },
  },
  states: {
    recording: {
      initial: 'recording',
      states: {
        recording: {
          on: {
            'PAGE.UPDATE': { actions: ['applyUpdate', 'settle'] },
            'PAGE.PAUSE': 'paused',
          },
        },
        /** Steps that arrive are not kept, only counted; the rest of the session still changes. */
        paused: {
          entry: 'resetDropped',
          exit: 'resetDropped',
          on: {
            'PAGE.UPDATE': [
              { guard: 'isStep', actions: 'countDropped' },
              { actions: ['applyUpdate', 'settle'] },
            ],
            'PAGE.RESUME': 'recording',
          },
        },
      },
    },
    /**
     * The timeline's rows shown one after another, the chart and the context following. It ends at the last
     * row, on Stop, or when the reviewer moves to a step, compares, picks an actor or imports a file
     * (`stopReplay`).
     */
    replay: {
      initial: 'idle',
      states: {
        idle: { entry: 'endReplay' },
        running: {
          entry: ['replayNext', 'writeRoute'],
          after: {
            replayStep: [{ guard: 'hasReplayLeft', target: 'running', reenter: true }, { target: 'idle' }],
          },
          on: { 'PAGE.STOP_REPLAY': 'idle' },
        },
      },
      on: {
        'PAGE.REPLAY': {
          guard: ({ event }) => event.seqs.length > 0,
          target: '.running',
          reenter: true,
          actions: assign(({ context, event }) => ({
            replay: { actorKey: context.actorKey, seqs: event.seqs },
          })),
        },
      },
    },
  },
});

/**
 * The actor shown: the one picked, else the first flow (an actor no other started) of the newest
 * connected tab, else the first actor.
 */
export function shownActor(context: Pick<PageContext, 'store' | 'actorKey'>): ActorRecord | undefined {
  const { session } = context.store;
  const picked = session.actors.find((actor) => actor.key === context.actorKey);
  if (picked) return picked;
  const connected = session.tabs.filter((candidate) => candidate.connected);
  const tab = connected[connected.length - 1];
  return (
    session.actors.find((actor) => actor.tabKey === tab?.key && actor.parentKey === undefined) ??
    session.actors[0]
  );
}

/** The `seq` of the step shown (the newest one while following), or `undefined` at the actor's start. */
function shownStepSeq(context: PageContext): number | undefined {
  const actor = shownActor(context);
  return actor ? momentOf(context.store, actor, context.seq).step?.seq : undefined;
}

/**
 * The context once a waiting route whose actor has arrived is shown, or, when following, once the newest
 * actor of the machine picked that started after the pick is shown instead.
 */
function settle(context: PageContext): PageContext {
  const { session } = context.store;
  if (context.pendingRoute) {
    const routed = findActor(session, context.pendingRoute.actor);
    if (routed) {
      return {
        ...context,
        actorKey: routed.key,
        seq: context.pendingRoute.seq,
        pendingRoute: undefined,
        pickedAmong: session.actors.length,
      };
    }
  }
  if (!context.followNewest) return context;
  const picked = session.actors.find((actor) => actor.key === context.actorKey);
  const newer = picked && newerActorOf(picked, session.actors.slice(context.pickedAmong), session.tabs);
  if (!newer) return context;
  return {
    ...context,
    actorKey: newer.key,
    seq: undefined,
    comparison: undefined,
    pickedAmong: session.actors.length,
  };
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
