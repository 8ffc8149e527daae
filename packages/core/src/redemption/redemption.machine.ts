import { assertEvent, assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { remainingMs, serverOffset } from '../shared/countdown';
import { type CountdownTick, type CountdownTickerInput, countdownTicker } from '../shared/countdown-ticker';
import { toFlowError } from '../shared/errors';
import { fromOneShotPromise } from '../shared/one-shot-promise';
import {
  emptyPagedList,
  type PageKind,
  pageWindow,
  withItem,
  withPage,
  withPageFailure,
} from '../shared/paged-list';
import { isLastPage } from '../shared/paging';
import type { Redemption, RedemptionListQuery, RedemptionPort, RedemptionUse } from '../shared/port';
import { openedDetail, withUseResult } from './opened-entry';
import { readHistoryPage, readUseResult } from './port-answers';
import type { OpenedEntry, RedemptionContext, RedemptionEvent, RedemptionInput } from './redemption.types';
import { entryDisplay } from './redemption-display';
import { expiredVoucherError, isVoucherExpired, refusalError } from './redemption-errors';

const defaultPageSize = 25;

/** The answers of the machine's own actors, typed so implementations read them after `assertEvent`. */
type ActorAnswer =
  | DoneActorEvent<Redemption[], 'loadHistoryPage'>
  | ErrorActorEvent<unknown, 'loadHistoryPage'>
  | DoneActorEvent<RedemptionUse, 'useRedemption'>
  | ErrorActorEvent<unknown, 'useRedemption'>;

type MachineEvent = RedemptionEvent | ActorAnswer | CountdownTick;

export interface HistoryPageActorInput {
  client: RedemptionPort;
  query: RedemptionListQuery;
}

export interface UseRedemptionActorInput {
  client: RedemptionPort;
  redeemKey: string;
}

function redeemKeyOf(entry: Redemption): string {
  return entry.redeemKey;
}

function initialContext({ input }: { input: RedemptionInput }): RedemptionContext {
  // Programming errors, refused at creation rather than sent to the service.
  const redemptions = input?.client?.redemptions;
  if (typeof redemptions?.list !== 'function' || typeof redemptions.use !== 'function') {
    throw new TypeError('redemptionMachine needs `client` with `redemptions.list` and `redemptions.use`.');
  }
  const pageSize = input.pageSize ?? defaultPageSize;
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw new RangeError('redemptionMachine `pageSize` must be a whole number of at least 1.');
  }
  // Read through a function, not captured, so a clock faked after creation is still the one used.
  const clock = input.now ?? (() => Date.now());
  return {
    client: input.client,
    pageSize,
    config: input.config ?? 'purchase',
    webViewPolicy: input.webViewPolicy ?? {},
    clock,
    history: emptyPagedList(),
    serverOffsetMs: 0,
    now: clock(),
  };
}

function historyPageInput(kind: PageKind) {
  return ({ context }: { context: RedemptionContext }): HistoryPageActorInput => ({
    client: context.client,
    query: { ...pageWindow(context.history, kind, context.pageSize), config: context.config, byConfig: true },
  });
}

function useInput({ context }: { context: RedemptionContext }): UseRedemptionActorInput {
  return { client: context.client, redeemKey: context.opened?.redeemKey ?? '' };
}

function tickerInput({ context }: { context: RedemptionContext }): CountdownTickerInput {
  return {
    expiresAt: context.opened?.expiresAt ?? 0,
    serverOffsetMs: context.serverOffsetMs,
    clock: context.clock,
  };
}

/** The key an open or a retry is about: the event's, or the opened entry's for a retry. */
function keyToOpen(context: RedemptionContext, event: MachineEvent): string {
  return event.type === 'REDEMPTION.OPEN' ? event.redeemKey : (context.opened?.redeemKey ?? '');
}

function findEntry(context: RedemptionContext, redeemKey: string): Redemption | undefined {
  return context.history.items.find((entry) => entry.redeemKey === redeemKey);
}

/** The opened entry as the use operation's answer leaves it (the list's copy if a refresh replaced it). */
function usedEntry(context: RedemptionContext, result: RedemptionUse): Redemption | undefined {
  const key = context.opened?.redeemKey ?? '';
  const entry = findEntry(context, key) ?? context.opened?.entry;
  return entry && withUseResult(entry, result);
}

/** What the use operation's answer leads to: the refreshed entry, and its detail or why it shows none. */
function useOutcome(context: RedemptionContext, event: MachineEvent) {
  assertEvent(event, 'xstate.done.actor.useRedemption');
  const entry = usedEntry(context, event.output);
  const shown = entry ? openedDetail(entry, context.webViewPolicy) : ({ blockedBy: 'unknownEntry' } as const);
  return { entry, result: event.output, ...shown };
}

function openedWith(context: RedemptionContext, changes: Partial<OpenedEntry>): OpenedEntry {
  return { redeemKey: context.opened?.redeemKey ?? '', ...context.opened, ...changes };
}

/** One history page at a time; the list region's states are named after `PagedListState`. */
function loadHistoryPage(kind: PageKind) {
  return {
    id: 'loadHistoryPage',
    src: 'loadHistoryPage',
    input: historyPageInput(kind),
    onDone: [
      { guard: 'isLastPage', target: 'end', actions: { type: 'storePage', params: { kind } } },
      { target: 'ready', actions: { type: 'storePage', params: { kind } } },
    ],
    onError: { target: 'error', actions: { type: 'storePageFailure', params: { kind } } },
  } as const;
}

/** An open (or a retry): use the entry when it can be opened, else refuse it without sending anything. */
const openTransitions = [
  { guard: 'canOpenEntry', target: '#redemption.entry.using', actions: 'startOpening' },
  { target: '#redemption.entry.refused', actions: 'refuseOpening' },
] as const;

// Implementations by name; the machine below refers to them. Both calls are pure so that an app
// importing one machine bundles none of the others.
const redemptionSetup = /* @__PURE__ */ setup({
  types: {
    context: {} as RedemptionContext,
    events: {} as MachineEvent,
    input: {} as RedemptionInput,
  },
  actors: {
    loadHistoryPage: fromPromise<Redemption[], HistoryPageActorInput>(async ({ input }) =>
      readHistoryPage(await input.client.redemptions.list(input.query)),
    ),
    // One-shot: a snapshot restored mid-use fails as `network` instead of using the entry again.
    useRedemption: fromOneShotPromise<RedemptionUse, UseRedemptionActorInput>(async (input) =>
      readUseResult(await input.client.redemptions.use(input.redeemKey)),
    ),
    countdownTicker,
  },
  guards: {
    isLastPage: ({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.loadHistoryPage');
      return isLastPage(event.output, context.pageSize);
    },
    didFirstPageFail: ({ context }) => context.history.failure?.page === 'first',
    canOpenEntry: ({ context, event }) => {
      const entry = findEntry(context, keyToOpen(context, event));
      return entry !== undefined && entryDisplay(entry, context.webViewPolicy).canOpen;
    },
    isOpenedEntry: ({ context, event }) =>
      event.type === 'REDEMPTION.OPEN' && event.redeemKey === context.opened?.redeemKey,
    isUsedDetailBlocked: ({ context, event }) => 'blockedBy' in useOutcome(context, event),
    hasCountdown: ({ context, event }) => useOutcome(context, event).entry?.expiresAt !== undefined,
    isCountdownOver: ({ context }) =>
      context.opened?.expiresAt !== undefined &&
      remainingMs(context.opened.expiresAt, context.now, context.serverOffsetMs) <= 0,
    isVoucherExpired: ({ event }) => {
      assertEvent(event, 'xstate.error.actor.useRedemption');
      return isVoucherExpired(event.error);
    },
  },
  actions: {
    storePage: assign(({ context, event }, { kind }: { kind: PageKind }) => {
      assertEvent(event, 'xstate.done.actor.loadHistoryPage');
      const deviceNow = context.clock();
      const serverNow = event.output.find((entry) => entry.serverNow !== undefined)?.serverNow;
      return {
        history: withPage(context.history, kind, event.output, redeemKeyOf),
        serverOffsetMs: serverOffset(serverNow, deviceNow, context.serverOffsetMs),
      };
    }),
    storePageFailure: assign(({ context, event }, { kind }: { kind: PageKind }) => {
      assertEvent(event, 'xstate.error.actor.loadHistoryPage');
      return { history: withPageFailure(context.history, kind, toFlowError(event.error)) };
    }),
    startOpening: assign(({ context, event }) => {
      const redeemKey = keyToOpen(context, event);
      return { opened: { redeemKey, entry: findEntry(context, redeemKey) } };
    }),
    refuseOpening: assign(({ context, event }) => {
      const redeemKey = keyToOpen(context, event);
      const entry = findEntry(context, redeemKey);
      const blockedBy = entry
        ? (entryDisplay(entry, context.webViewPolicy).blockedBy ?? 'unknownEntry')
        : 'unknownEntry';
      return { opened: { redeemKey, entry, blockedBy, error: refusalError(blockedBy) } };
    }),
    applyUseResult: assign(({ context, event }) => {
      const outcome = useOutcome(context, event);
      const { entry } = outcome;
      const now = context.clock();
      return {
        now,
        serverOffsetMs: serverOffset(outcome.result.serverNow, now, context.serverOffsetMs),
        history: entry
          ? withItem(context.history, entry.redeemKey, redeemKeyOf, () => entry)
          : context.history,
        opened: openedWith(
          context,
          'detail' in outcome
            ? { entry, detail: outcome.detail, expiresAt: entry?.expiresAt }
            : { entry, blockedBy: outcome.blockedBy, error: refusalError(outcome.blockedBy) },
        ),
      };
    }),
    storeUseFailure: assign(({ context, event }) => {
      assertEvent(event, 'xstate.error.actor.useRedemption');
      return { opened: openedWith(context, { error: toFlowError(event.error) }) };
    }),
    refuseExpiredVoucher: assign(({ context, event }) => {
      assertEvent(event, 'xstate.error.actor.useRedemption');
      return {
        opened: openedWith(context, { blockedBy: 'expired', error: expiredVoucherError(event.error) }),
      };
    }),
    markOpenedEntryExpired: assign(({ context }) => {
      const key = context.opened?.redeemKey ?? '';
      const expire = (entry: Redemption): Redemption => ({ ...entry, status: 'expired' });
      const entry = context.opened?.entry;
      return {
        history: withItem(context.history, key, redeemKeyOf, expire),
        opened: openedWith(context, { entry: entry && expire(entry) }),
      };
    }),
    updateNow: assign({ now: ({ context }) => context.clock() }),
    forgetOpenedEntry: assign({ opened: undefined }),
  },
});

/**
 * The redemption history and the opening of one entry, in two parallel regions so browsing and
 * opening do not wait for each other.
 *
 * - `history` loads pages with `skip`/`top` (states as in `PagedListState`): it starts on its own,
 *   a short page is the end, a failure keeps what was loaded and `HISTORY.LOAD_MORE` retries it.
 * - `entry` opens one entry: `REDEMPTION.OPEN` calls the use operation exactly once, before
 *   anything is shown, then shows the serial popup or the web view (counting down on the server's
 *   clock) until `expired`; or `failed`/`refused` with a typed error.
 *
 * Read it through `getRedemptionView(snapshot)`.
 *
 * @example
 * const actor = createActor(redemptionMachine, { input: { client } }).start();
 * actor.send({ type: 'REDEMPTION.OPEN', redeemKey });
 */
export const redemptionMachine = /* @__PURE__ */ redemptionSetup.createMachine({
  id: 'redemption',
  type: 'parallel',
  context: initialContext,
  states: {
    history: {
      description: 'The redemption history, loaded page by page with skip/top as the user scrolls.',
      initial: 'loading',
      states: {
        loading: {
          description:
            'The first page is loading (on start and on refresh); entries loaded before stay shown.',
          invoke: loadHistoryPage('first'),
          on: {
            'HISTORY.REFRESH': { description: 'The first page is loading already: sends nothing more.' },
          },
        },
        ready: {
          description: 'A full page arrived: more may follow.',
          on: { 'HISTORY.LOAD_MORE': 'loadingMore' },
        },
        loadingMore: {
          description: 'The next page is loading; asking for more again meanwhile loads nothing more.',
          invoke: loadHistoryPage('next'),
        },
        end: {
          description: 'A short page arrived: the whole history is loaded.',
        },
        error: {
          description:
            'The last page failed to load; loaded entries stay, and loading more retries that page.',
          on: {
            'HISTORY.LOAD_MORE': [
              { guard: 'didFirstPageFail', target: 'loading' },
              { target: 'loadingMore' },
            ],
          },
        },
      },
      on: { 'HISTORY.REFRESH': '.loading' },
    },
    entry: {
      description: 'The entry the user opened, if any: used once, then shown until closed.',
      initial: 'closed',
      states: {
        closed: {
          description: 'No entry is open.',
          entry: 'forgetOpenedEntry',
        },
        using: {
          description:
            'The use operation runs (once per open) before anything is shown; opening meanwhile sends nothing.',
          invoke: {
            id: 'useRedemption',
            src: 'useRedemption',
            input: useInput,
            onDone: [
              { guard: 'isUsedDetailBlocked', target: 'refused', actions: 'applyUseResult' },
              { guard: 'hasCountdown', target: 'open.counting', actions: 'applyUseResult' },
              { target: 'open.shown', actions: 'applyUseResult' },
            ],
            onError: [
              {
                guard: 'isVoucherExpired',
                target: 'refused',
                actions: ['refuseExpiredVoucher', 'markOpenedEntryExpired'],
              },
              { target: 'failed', actions: 'storeUseFailure' },
            ],
          },
          on: {
            'REDEMPTION.OPEN': { description: 'One use at a time: the open in progress finishes first.' },
          },
        },
        open: {
          description: 'The entry was used and its detail shows: the serial popup or the web view.',
          initial: 'shown',
          on: {
            'REDEMPTION.OPEN': { guard: 'isOpenedEntry', description: 'Already open: sends nothing.' },
          },
          states: {
            shown: {
              description: 'The detail shows; its code has no expiry.',
            },
            counting: {
              description:
                "The detail shows while its code counts down on the server's clock, a tick a second.",
              invoke: { id: 'countdownTicker', src: 'countdownTicker', input: tickerInput },
              always: { guard: 'isCountdownOver', target: '#redemption.entry.expired' },
              on: { 'COUNTDOWN.TICK': { actions: 'updateNow' } },
            },
          },
        },
        expired: {
          description:
            'The countdown reached zero: the code is no longer shown and the entry is marked expired.',
          entry: 'markOpenedEntryExpired',
        },
        failed: {
          description: 'The use operation failed; retrying uses the entry again.',
          on: { 'REDEMPTION.RETRY': openTransitions },
        },
        refused: {
          description:
            'Nothing is shown: the entry cannot be opened, its address is unsafe, or the service says it expired.',
        },
      },
      on: {
        'REDEMPTION.OPEN': openTransitions,
        'REDEMPTION.CLOSE': '.closed',
      },
    },
  },
});
