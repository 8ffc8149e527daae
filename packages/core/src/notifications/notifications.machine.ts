import {
  type AnyEventObject,
  and,
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  fromCallback,
  fromPromise,
  not,
  raise,
  setup,
  stateIn,
} from 'xstate';
import { failureOf } from '../shared/actor-failure';
import { missingEnvironment } from '../shared/missing-environment';
import { atLeast, flowOptions } from '../shared/options';
import {
  defaultPageSize,
  emptyPagedList,
  type PageKind,
  pageWindow,
  withPage,
  withPageFailure,
} from '../shared/paged-list';
import { pagedListRegion } from '../shared/paged-list-region';
import { isLastPage } from '../shared/paging';
import type { Notification, NotificationListQuery } from '../shared/port';
import { withPublicEvents } from '../shared/public-events';
import type {
  NotificationsContext,
  NotificationsEnvironmentEvent,
  NotificationsEvent,
  NotificationsInput,
  NotificationsSettings,
  WaitInput,
} from './notifications.types';
import {
  backoffMs,
  isPassing,
  isReadAnswered,
  isSessionRefusal,
  maxBatch,
  queueReads,
  unreadIds,
  without,
  withoutApplied,
} from './read-queue';
import { waitActor } from './wait-actor';

type ActorAnswer =
  | DoneActorEvent<Notification[], 'loadPage'>
  | ErrorActorEvent<unknown, 'loadPage'>
  | DoneActorEvent<void, 'sendReads'>
  | ErrorActorEvent<unknown, 'sendReads'>
  | DoneActorEvent<void, 'batchWindow' | 'retryBackoff' | 'pollInterval'>;

/** Every event the definition handles: the app's, the environment actors' and the calls' answers. */
type MachineEvent = NotificationsEvent | NotificationsEnvironmentEvent | ActorAnswer;

/** What the page loader gets: the list query, plain data. */
export interface NotificationPageActorInput {
  query: NotificationListQuery;
}

/** What the read sender gets: the ids of one batch. */
export interface ReadNotificationsActorInput {
  ids: string[];
}

/** The input with its defaults. A live `CONFIGURE` carries the component's whole options: what it leaves out is back to its default. */
function settings(input: NotificationsInput = {}): NotificationsSettings {
  return {
    mode: input.mode === 'new' ? 'new' : 'all',
    pageSize: input.pageSize ?? defaultPageSize,
    batchWindowMs: input.batchWindowMs ?? 50,
    pollIntervalMs: input.pollIntervalMs,
    retry: { baseDelayMs: 1_000, maxDelayMs: 30_000, ...input.retry },
    webViewPolicy: input.webViewPolicy,
  };
}

/**
 * Options the flow can take: nothing, or options with a known mode, a whole page size >= 1, and
 * whole, non-negative waits (a poll interval, when given, of at least 1 ms).
 */
const [startingSettings, hasBadOptions, refuseOptions] = /* @__PURE__ */ flowOptions<
  NotificationsContext,
  MachineEvent
>()(
  ({ mode, pageSize, batchWindowMs, pollIntervalMs }) =>
    (mode === undefined || mode === 'all' || mode === 'new') &&
    atLeast(pageSize, 1, true) &&
    atLeast(batchWindowMs, 0, true) &&
    atLeast(pollIntervalMs, 1, true),
  settings,
);

/** The settings a `NOTIFICATIONS.CONFIGURE` asks for (after `hasBadOptions`). */
function configured(event: MachineEvent): NotificationsSettings {
  return settings(event.type === 'NOTIFICATIONS.CONFIGURE' ? event.options : undefined);
}

const persist = 'persistReads';

/** Waits `ms(context)` (and at least until `until(context)`), then the state's `onDone` runs. */
function wait(
  id: 'batchWindow' | 'retryBackoff' | 'pollInterval',
  input: (context: NotificationsContext) => WaitInput,
) {
  return {
    id,
    src: 'wait',
    input: ({ context }: { context: NotificationsContext }) => input(context),
  } as const;
}

/** Sends the waiting reads now, or waits for the network to come back. */
const flush = [
  { guard: 'isOffline', target: 'offline' },
  { target: 'sending', actions: 'takeBatch' },
] as const;

// Implementations by name; `createNotificationsMachine(env)` provides the effects. Both calls are
// pure so that an app importing one machine bundles none of the others.
const notificationsSetup = /* @__PURE__ */ setup({
  // Types only: `{}` at run time (xstate reads none of it).
  types: {} as {
    context: NotificationsContext;
    events: MachineEvent;
    input: NotificationsInput | undefined;
    // Every child by id: without this map the declarations give the children an index signature that
    // the callback actors' refs do not fit (TS2411 for apps compiling with `skipLibCheck: false`).
    children: {
      loadPage: 'loadPage';
      sendReads: 'sendReads';
      batchWindow: 'wait';
      retryBackoff: 'wait';
      pollInterval: 'wait';
      readStore: 'readStore';
      connectivity: 'connectivity';
      visibility: 'visibility';
    };
  },
  actors: {
    loadPage: fromPromise<Notification[], NotificationPageActorInput>(() =>
      missingEnvironment('createNotificationsMachine'),
    ),
    sendReads: fromPromise<void, ReadNotificationsActorInput>(() =>
      missingEnvironment('createNotificationsMachine'),
    ),
    /** Waits with the runtime's timer; the environment's version also honours `until` on its clock. */
    wait: waitActor(),
    /** Restores the reads a previous page left unsent (`NOTIFICATIONS.RESTORED`). Default: no storage. */
    readStore: fromCallback<AnyEventObject>(() => undefined),
    /** Sends `NOTIFICATIONS.ONLINE`/`OFFLINE` as the connection changes. Default: always online. */
    connectivity: fromCallback<AnyEventObject>(() => undefined),
    /** Sends `NOTIFICATIONS.VISIBLE`/`HIDDEN` as the page's visibility changes. Default: always visible. */
    visibility: fromCallback<AnyEventObject>(() => undefined),
  },
  guards: {
    isLastPage: ({ context }, { page }: { page: Notification[] }) => isLastPage(page, context.pageSize),
    didFirstPageFail: ({ context }) => context.list.failure?.page === 'first',
    hasBadOptions,
    changesMode: ({ context, event }) => configured(event).mode !== context.mode,
    changesPolling: ({ context, event }) => configured(event).pollIntervalMs !== context.pollIntervalMs,
    hasUnsentReads: ({ context }) => context.pendingReads.length > 0,
    /** Reads wait while the first page loads: it shows which ones the service has already applied. */
    canGatherReads: and(['hasUnsentReads', not(stateIn({ list: 'loading' }))]),
    isOffline: ({ context }) => !context.online,
    isAnswered: ({ event }) => isReadAnswered(failureOf(event)),
    isPassing: ({ event }) => isPassing(failureOf(event)),
    canSplit: ({ context, event }) => context.sendingIds.length > 1 && !isSessionRefusal(failureOf(event)),
    isRateLimited: ({ context }) => context.readError?.kind === 'rate_limited',
    isPolling: ({ context }) => context.pollIntervalMs !== undefined,
    isHidden: ({ context }) => !context.visible,
  },
  actions: {
    storePage: assign(({ context }, { kind, page }: { kind: PageKind; page: Notification[] }) => {
      return {
        list: withPage(context.list, kind, page, (item) => item.id),
        ...withoutApplied(context, page),
      };
    }),
    storePageFailure: assign(({ context, event }, { kind }: { kind: PageKind }) => ({
      list: withPageFailure(context.list, kind, failureOf(event)),
    })),
    setMode: assign((_, options: NotificationsInput) => ({
      mode: settings(options).mode,
      list: emptyPagedList<Notification>(),
    })),
    configure: assign(({ event }) => ({
      ...configured(event),
      optionsError: undefined,
    })),
    refuseOptions,
    clearList: assign({ list: emptyPagedList() }),
    queueRead: assign(({ context }, ids: readonly string[]) => queueReads(context, ids)),
    queueUnread: assign(({ context }) => queueReads(context, unreadIds(context))),
    takeBatch: assign(({ context }) => ({
      sendingIds: context.soloIds.length
        ? context.soloIds.slice(0, 1)
        : context.pendingReads.slice(0, maxBatch),
    })),
    acceptBatch: assign(({ context }) => ({
      pendingReads: without(context.pendingReads, context.sendingIds),
      soloIds: without(context.soloIds, context.sendingIds),
      readIds: [...context.readIds, ...context.sendingIds],
      sendingIds: [],
      retries: 0,
      readError: undefined,
    })),
    holdBatch: assign(({ context, event }) => ({
      sendingIds: [],
      retries: context.retries + 1,
      readError: failureOf(event),
    })),
    splitBatch: assign(({ context }) => ({ soloIds: context.sendingIds, sendingIds: [] })),
    refuseBatch: assign(({ context, event }) => {
      const error = failureOf(event);
      return {
        pendingReads: without(context.pendingReads, context.sendingIds),
        soloIds: without(context.soloIds, context.sendingIds),
        refusedReads: [...context.refusedReads, ...context.sendingIds.map((id) => ({ id, error }))],
        sendingIds: [],
        retries: 0,
        readError: error,
      };
    }),
    /** Writes the pending reads where they survive a reload. Default: nowhere. */
    [persist]: (_: { context: NotificationsContext }) => undefined,
    goOnline: assign({ online: true }),
    goOffline: assign({ online: false }),
    show: assign({ visible: true }),
    hide: assign({ visible: false }),
    requestRefresh: raise({ type: 'NOTIFICATIONS.REFRESH' }),
  },
});

/** The ids a read (or the reads a previous page left unsent) names. */
const queueRead = {
  type: 'queueRead',
  params: ({ event }: { event: { ids: readonly string[] } }) => event.ids,
} as const;

const readEvents = {
  'NOTIFICATIONS.READ': { actions: [queueRead, persist] },
  'NOTIFICATIONS.RESTORED': { actions: [queueRead, persist] },
  'NOTIFICATIONS.READ_ALL': { actions: ['queueUnread', persist] },
} as const;

/**
 * The notification list and its reads, in three parallel regions. A pure definition: its context is
 * plain data and every effect is a named actor, so xstate's `transition()` runs nothing and a
 * persisted snapshot survives JSON. Build it for a service with `createNotificationsMachine(env)`.
 *
 * - `list` loads pages with `skip`/`top` (states as in `PagedListState`); `SET_MODE` reloads it.
 * - `reads` shows a read at once and gathers the reads of `batchWindowMs` into one request (at most
 *   100 ids). A transient failure or a 429 keeps them read and retries after a backoff (or the
 *   `Retry-After`), through outages of any length; a refused batch is split so one bad id cannot sink
 *   good reads; an id refused on its own shows unread again with its error.
 * - `polling` refreshes every `pollIntervalMs` while the page is visible (off without it).
 *
 * Read it through `getNotificationsView(snapshot)`.
 *
 * @example
 * const actor = createActor(createNotificationsMachine({ client }), { input: { mode: 'new' } }).start();
 * actor.send({ type: 'NOTIFICATIONS.READ', ids: ['row-1'] });
 */
export const notificationsStatechart = /* @__PURE__ */ notificationsSetup.createMachine({
  id: 'notifications',
  type: 'parallel',
  context: ({ input }) => ({
    ...startingSettings(input),
    list: emptyPagedList(),
    pendingReads: [],
    sendingIds: [],
    soloIds: [],
    readIds: [],
    refusedReads: [],
    retries: 0,
    online: true,
    visible: true,
  }),
  invoke: [
    { id: 'readStore', src: 'readStore' },
    { id: 'connectivity', src: 'connectivity' },
    { id: 'visibility', src: 'visibility' },
  ],
  states: {
    // One page at a time; the list region's states are named after `PagedListState`.
    list: {
      description: 'The list, loaded page by page.',
      ...pagedListRegion<NotificationsContext, Notification[]>()(
        'NOTIFICATIONS',
        'loadPage',
        (context, kind): NotificationPageActorInput => ({
          query: { mode: context.mode, ...pageWindow(context.list, kind, context.pageSize) },
        }),
        {
          'NOTIFICATIONS.SET_MODE': {
            target: '.loading',
            actions: { type: 'setMode', params: ({ event }: { event: NotificationsInput }) => event },
          },
          'NOTIFICATIONS.CONFIGURE': [
            { guard: 'hasBadOptions', actions: 'refuseOptions' },
            { guard: 'changesMode', target: '.loading', actions: ['configure', 'clearList'] },
            { actions: 'configure' },
          ],
        },
        [persist],
      ),
    },
    reads: {
      description: 'Reads: shown at once, stored, sent in batches, never lost.',
      initial: 'idle',
      states: {
        idle: {
          description:
            'No read waits, or the first page is loading: a read the service already applied shows there and is not sent again.',
          always: { guard: 'canGatherReads', target: 'gathering' },
        },
        gathering: {
          description: 'Gathering reads for batchWindowMs.',
          invoke: { ...wait('batchWindow', (context) => ({ ms: context.batchWindowMs })), onDone: flush },
        },
        sending: {
          description: 'One request carries the batch.',
          invoke: {
            id: 'sendReads',
            src: 'sendReads',
            input: ({ context }): ReadNotificationsActorInput => ({ ids: context.sendingIds }),
            onDone: { target: 'idle', actions: ['acceptBatch', persist] },
            onError: [
              { guard: 'isAnswered', target: 'idle', actions: ['acceptBatch', persist] },
              { guard: 'isPassing', target: 'retrying', actions: 'holdBatch' },
              { guard: 'canSplit', target: 'idle', actions: 'splitBatch' },
              { target: 'idle', actions: ['refuseBatch', persist] },
            ],
          },
        },
        retrying: {
          description: 'Waiting out a failure or a Retry-After; the reads stay shown.',
          invoke: {
            ...wait('retryBackoff', (context) => ({
              ms: backoffMs(context),
              until: context.readError?.retryAt,
            })),
            onDone: flush,
          },
          on: {
            'NOTIFICATIONS.ONLINE': [
              { guard: 'isRateLimited', actions: 'goOnline' },
              { target: 'sending', actions: ['goOnline', 'takeBatch'] },
            ],
          },
        },
        offline: {
          description: 'Offline: the reads wait.',
          on: { 'NOTIFICATIONS.ONLINE': { target: 'sending', actions: ['goOnline', 'takeBatch'] } },
        },
      },
      on: {
        ...readEvents,
        'NOTIFICATIONS.ONLINE': { actions: 'goOnline' },
        'NOTIFICATIONS.OFFLINE': { actions: 'goOffline' },
      },
    },
    polling: {
      description: 'Refreshes every pollIntervalMs while visible.',
      initial: 'choosing',
      states: {
        choosing: {
          description: 'Polls with pollIntervalMs, while visible.',
          always: [
            { guard: and(['isPolling', 'isHidden']), target: 'paused' },
            { guard: 'isPolling', target: 'running' },
            { target: 'off' },
          ],
        },
        off: { description: 'No polling.' },
        running: {
          description: 'Waits pollIntervalMs, then refreshes.',
          invoke: {
            ...wait('pollInterval', (context) => ({ ms: context.pollIntervalMs ?? 0 })),
            onDone: { target: 'running', reenter: true, actions: 'requestRefresh' },
          },
          on: { 'NOTIFICATIONS.HIDDEN': { target: 'paused', actions: 'hide' } },
        },
        paused: {
          description: 'Hidden: refreshes once visible again.',
          on: { 'NOTIFICATIONS.VISIBLE': { target: 'running', actions: ['show', 'requestRefresh'] } },
        },
      },
      on: {
        'NOTIFICATIONS.VISIBLE': { actions: 'show' },
        'NOTIFICATIONS.HIDDEN': { actions: 'hide' },
        // Refused options (the list region says so) change no polling either.
        'NOTIFICATIONS.CONFIGURE': [
          { guard: 'hasBadOptions' },
          { guard: 'changesPolling', target: '.choosing' },
        ],
      },
    },
  },
});

/**
 * The notifications machine as apps see it: `notificationsStatechart` typed so that only
 * `NotificationsEvent`s may be sent (connectivity, visibility, restored reads and the calls' answers
 * come from its own actors). See above.
 *
 * @example createActor(createNotificationsMachine({ client })).send({ type: 'NOTIFICATIONS.READ_ALL' });
 */
export const notificationsMachine = /* @__PURE__ */ withPublicEvents<
  NotificationsEvent,
  typeof notificationsStatechart
>(notificationsStatechart);
