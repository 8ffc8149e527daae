import {
  assertEvent,
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  fromPromise,
  raise,
  setup,
} from 'xstate';
import { isTransient, toFlowError } from '../shared/errors';
import { emptyPagedList, type PageKind, pageWindow, withPage, withPageFailure } from '../shared/paged-list';
import { isLastPage } from '../shared/paging';
import type { Notification, NotificationListQuery, NotificationsPort } from '../shared/port';
import type { NotificationsContext, NotificationsEvent, NotificationsInput } from './notifications.types';
import { backoffMs, queueReads, unreadIds } from './read-queue';

type ActorAnswer =
  | DoneActorEvent<Notification[], 'loadPage'>
  | ErrorActorEvent<unknown, 'loadPage'>
  | DoneActorEvent<void, 'sendReads'>
  | ErrorActorEvent<unknown, 'sendReads'>;

type MachineEvent = NotificationsEvent | ActorAnswer;

export interface NotificationPageActorInput {
  client: NotificationsPort;
  query: NotificationListQuery;
}

export interface ReadNotificationsActorInput {
  client: NotificationsPort;
  ids: string[];
}

function whole(name: string, value: number | undefined, fallback: number, min: number): number {
  const resolved = value ?? fallback;
  if (!Number.isInteger(resolved) || resolved < min) {
    throw new RangeError(`notificationsMachine \`${name}\` must be a whole number of at least ${min}.`);
  }
  return resolved;
}

function initialContext({ input }: { input: NotificationsInput }): NotificationsContext {
  const notifications = input?.client?.notifications;
  if (typeof notifications?.list !== 'function' || typeof notifications.read !== 'function') {
    throw new TypeError(
      'notificationsMachine needs `client` with `notifications.list` and `notifications.read`.',
    );
  }
  return {
    client: input.client,
    mode: input.mode ?? 'all',
    pageSize: whole('pageSize', input.pageSize, 25, 1),
    batchWindowMs: whole('batchWindowMs', input.batchWindowMs, 50, 0),
    pollIntervalMs:
      input.pollIntervalMs === undefined ? undefined : whole('pollIntervalMs', input.pollIntervalMs, 0, 1),
    retry: {
      attempts: whole('retry.attempts', input.retry?.attempts, 3, 0),
      baseDelayMs: whole('retry.baseDelayMs', input.retry?.baseDelayMs, 1_000, 0),
      maxDelayMs: whole('retry.maxDelayMs', input.retry?.maxDelayMs, 30_000, 0),
    },
    list: emptyPagedList(),
    queuedIds: [],
    sendingIds: [],
    acceptedIds: [],
    retries: 0,
    online: true,
  };
}

function idOf(notification: Notification): string {
  return notification.id;
}

function pageInput(kind: PageKind) {
  return ({ context }: { context: NotificationsContext }): NotificationPageActorInput => ({
    client: context.client,
    query: { mode: context.mode, ...pageWindow(context.list, kind, context.pageSize) },
  });
}

function readInput({ context }: { context: NotificationsContext }): ReadNotificationsActorInput {
  return { client: context.client, ids: context.sendingIds };
}

function loadPage(kind: PageKind) {
  return {
    id: 'loadPage',
    src: 'loadPage',
    input: pageInput(kind),
    onDone: [
      { guard: 'isLastPage', target: 'end', actions: { type: 'storePage', params: { kind } } },
      { target: 'ready', actions: { type: 'storePage', params: { kind } } },
    ],
    onError: { target: 'error', actions: { type: 'storePageFailure', params: { kind } } },
  } as const;
}

/** Sends the queued reads now, or waits for the network to come back. */
const flush = [
  { guard: 'isOffline', target: 'offline' },
  { target: 'sending', actions: 'takeBatch' },
] as const;

// Implementations by name; the machine below refers to them. Both calls are pure so that an app
// importing one machine bundles none of the others.
const notificationsSetup = /* @__PURE__ */ setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as MachineEvent,
    input: {} as NotificationsInput,
  },
  actors: {
    loadPage: fromPromise<Notification[], NotificationPageActorInput>(({ input }) =>
      input.client.notifications.list(input.query),
    ),
    sendReads: fromPromise<void, ReadNotificationsActorInput>(({ input }) =>
      input.client.notifications.read(input.ids),
    ),
  },
  delays: {
    batchWindow: ({ context }) => context.batchWindowMs,
    retryBackoff: ({ context }) => backoffMs(context),
    pollInterval: ({ context }) => context.pollIntervalMs ?? 0,
  },
  guards: {
    isLastPage: ({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.loadPage');
      return isLastPage(event.output, context.pageSize);
    },
    didFirstPageFail: ({ context }) => context.list.failure?.page === 'first',
    hasQueuedReads: ({ context }) => context.queuedIds.length > 0,
    isOffline: ({ context }) => !context.online,
    canRetryReads: ({ context, event }) => {
      assertEvent(event, 'xstate.error.actor.sendReads');
      return isTransient(toFlowError(event.error)) && context.retries < context.retry.attempts;
    },
    isPolling: ({ context }) => context.pollIntervalMs !== undefined,
  },
  actions: {
    storePage: assign(({ context, event }, { kind }: { kind: PageKind }) => {
      assertEvent(event, 'xstate.done.actor.loadPage');
      return { list: withPage(context.list, kind, event.output, idOf) };
    }),
    storePageFailure: assign(({ context, event }, { kind }: { kind: PageKind }) => {
      assertEvent(event, 'xstate.error.actor.loadPage');
      return { list: withPageFailure(context.list, kind, toFlowError(event.error)) };
    }),
    setMode: assign(({ event }) => {
      assertEvent(event, 'NOTIFICATIONS.SET_MODE');
      return {
        mode: event.mode === 'new' ? ('new' as const) : ('all' as const),
        list: emptyPagedList<Notification>(),
      };
    }),
    queueRead: assign(({ context, event }) => {
      assertEvent(event, 'NOTIFICATION.READ');
      return { queuedIds: queueReads(context, event.ids) };
    }),
    queueUnread: assign(({ context }) => ({ queuedIds: queueReads(context, unreadIds(context)) })),
    takeBatch: assign(({ context }) => ({ sendingIds: context.queuedIds, queuedIds: [] })),
    acceptBatch: assign(({ context }) => {
      const accepted = new Set(context.sendingIds);
      return {
        acceptedIds: [...context.acceptedIds, ...context.sendingIds],
        list: {
          ...context.list,
          items: context.list.items.map((item) => (accepted.has(item.id) ? { ...item, isRead: true } : item)),
        },
        sendingIds: [],
        retries: 0,
        readError: undefined,
      };
    }),
    requeueBatch: assign(({ context, event }) => {
      assertEvent(event, 'xstate.error.actor.sendReads');
      return {
        queuedIds: [...context.sendingIds, ...context.queuedIds],
        sendingIds: [],
        retries: context.retries + 1,
        readError: toFlowError(event.error),
      };
    }),
    rollBackBatch: assign(({ event }) => {
      assertEvent(event, 'xstate.error.actor.sendReads');
      return { sendingIds: [], retries: 0, readError: toFlowError(event.error) };
    }),
    goOnline: assign({ online: true }),
    goOffline: assign({ online: false }),
    requestRefresh: raise({ type: 'NOTIFICATIONS.REFRESH' }),
  },
});

/**
 * The notification list and its reads, in three parallel regions:
 *
 * - `list` loads pages with `skip`/`top` (states as in `PagedListState`); `SET_MODE` reloads it.
 * - `reads` shows a read at once and gathers the reads of `batchWindowMs` into one request. A
 *   transient failure keeps them read and retries with backoff (at once on `ONLINE`); a definite
 *   refusal, or running out of retries, shows them unread again with the error.
 * - `polling` refreshes every `pollIntervalMs` while the page is visible (off without it).
 *
 * Read it through `getNotificationsView(snapshot)`.
 *
 * @example
 * const actor = createActor(notificationsMachine, { input: { client } }).start();
 * actor.send({ type: 'NOTIFICATION.READ', ids: ['row-1'] });
 */
export const notificationsMachine = /* @__PURE__ */ notificationsSetup.createMachine({
  id: 'notifications',
  type: 'parallel',
  context: initialContext,
  states: {
    list: {
      description: 'The notifications, loaded page by page with skip/top; SET_MODE reloads them.',
      initial: 'loading',
      states: {
        loading: {
          description:
            'The first page is loading (on start, refresh or mode change); items loaded before stay shown.',
          invoke: loadPage('first'),
          on: {
            'NOTIFICATIONS.REFRESH': {
              description: 'The first page is loading already: sends nothing more.',
            },
          },
        },
        ready: {
          description: 'A full page arrived: more may follow.',
          on: { 'NOTIFICATIONS.LOAD_MORE': 'loadingMore' },
        },
        loadingMore: {
          description: 'The next page is loading; asking for more again meanwhile loads nothing more.',
          invoke: loadPage('next'),
        },
        end: { description: 'A short page arrived: every notification is loaded.' },
        error: {
          description: 'The last page failed to load; loaded items stay, and loading more retries that page.',
          on: {
            'NOTIFICATIONS.LOAD_MORE': [
              { guard: 'didFirstPageFail', target: 'loading' },
              { target: 'loadingMore' },
            ],
          },
        },
      },
      on: {
        'NOTIFICATIONS.REFRESH': '.loading',
        'NOTIFICATIONS.SET_MODE': { target: '.loading', actions: 'setMode' },
      },
    },
    reads: {
      description: 'Reads the user made: shown at once, sent in batches, retried, never lost.',
      initial: 'idle',
      states: {
        idle: {
          description: 'No read is waiting.',
          always: { guard: 'hasQueuedReads', target: 'gathering' },
        },
        gathering: {
          description: 'Reads are gathered for batchWindowMs into one request.',
          after: { batchWindow: flush },
        },
        sending: {
          description: 'One request carries the batch; reads made meanwhile wait for the next one.',
          invoke: {
            id: 'sendReads',
            src: 'sendReads',
            input: readInput,
            onDone: { target: 'idle', actions: 'acceptBatch' },
            onError: [
              { guard: 'canRetryReads', target: 'retrying', actions: 'requeueBatch' },
              { target: 'idle', actions: 'rollBackBatch' },
            ],
          },
        },
        retrying: {
          description:
            'A transient failure: the reads stay shown and are sent again after a backoff, or at once when online again.',
          after: { retryBackoff: flush },
          on: { 'NOTIFICATIONS.ONLINE': { target: 'sending', actions: ['goOnline', 'takeBatch'] } },
        },
        offline: {
          description: 'Offline: the reads stay shown and wait for the network.',
          on: { 'NOTIFICATIONS.ONLINE': { target: 'sending', actions: ['goOnline', 'takeBatch'] } },
        },
      },
      on: {
        'NOTIFICATION.READ': { actions: 'queueRead' },
        'NOTIFICATIONS.READ_ALL': { actions: 'queueUnread' },
        'NOTIFICATIONS.ONLINE': { actions: 'goOnline' },
        'NOTIFICATIONS.OFFLINE': { actions: 'goOffline' },
      },
    },
    polling: {
      description: 'Refreshes the list every pollIntervalMs while the page is visible.',
      initial: 'choosing',
      states: {
        choosing: {
          description: 'Polls only when pollIntervalMs is set.',
          always: [{ guard: 'isPolling', target: 'running' }, { target: 'off' }],
        },
        off: { description: 'No polling: the list refreshes only when asked.' },
        running: {
          description: 'Waits pollIntervalMs, then refreshes the list.',
          after: { pollInterval: { target: 'running', reenter: true, actions: 'requestRefresh' } },
          on: { 'NOTIFICATIONS.HIDDEN': 'paused' },
        },
        paused: {
          description: 'The page is hidden: no polling until it is visible again, then one refresh at once.',
          on: { 'NOTIFICATIONS.VISIBLE': { target: 'running', actions: 'requestRefresh' } },
        },
      },
    },
  },
});
