import { assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { failureOf } from '../shared/actor-failure';
import { type ClockTick, idleTicker, type TickerInput } from '../shared/clock';
import { serverOffset } from '../shared/countdown';
import { type FlowError, flowError } from '../shared/errors';
import { missingEnvironment } from '../shared/missing-environment';
import { atLeast, flowOptions } from '../shared/options';
import {
  defaultPageSize,
  emptyPagedList,
  type PageKind,
  pageWindow,
  withItem,
  withPage,
  withPageFailure,
} from '../shared/paged-list';
import { pagedListRegion } from '../shared/paged-list-region';
import { isLastPage } from '../shared/paging';
import type { RedemptionListQuery, RedemptionUse } from '../shared/port';
import { withPublicEvents } from '../shared/public-events';
import { countdownEnd, openedDetail, withUseResult } from './opened-entry';
import type {
  BlockedReason,
  ListedRedemption,
  OpenedEntry,
  RedemptionContext,
  RedemptionEvent,
  RedemptionInput,
} from './redemption.types';
import { entryDisplay } from './redemption-display';

/** What the page-loading actor is given: the history query of one page. */
export interface HistoryPageActorInput {
  query: RedemptionListQuery;
}

/** What the page-loading actor answers: the page, and the environment's clock when it arrived. */
export interface HistoryPageActorOutput {
  entries: ListedRedemption[];
  /** Epoch ms on the environment's clock. */
  receivedAt: number;
}

/** What the use actor is given: the id of the entry to use (its environment knows the key). */
export interface UseRedemptionActorInput {
  id: string;
}

/** What the use actor answers: the service's answer, and the environment's clock when it arrived. */
export interface UseRedemptionActorOutput {
  result: RedemptionUse;
  /** Epoch ms on the environment's clock. */
  receivedAt: number;
}

type ActorAnswer =
  | DoneActorEvent<HistoryPageActorOutput, 'loadHistoryPage'>
  | ErrorActorEvent<unknown, 'loadHistoryPage'>
  | DoneActorEvent<UseRedemptionActorOutput, 'useRedemption'>
  | ErrorActorEvent<unknown, 'useRedemption'>;

/** Every event the definition handles: the app's (`RedemptionEvent`) and those its own actors send back. */
type MachineEvent = RedemptionEvent | ClockTick | ActorAnswer;

const factory = 'createRedemptionMachine';

const idOf = (entry: ListedRedemption): string => entry.id;

/**
 * The settings of options the flow can take, defaults filled in: at creation and for a
 * `REDEMPTION.CONFIGURE` (after `hasBadOptions`).
 */
function settingsOf({
  pageSize = defaultPageSize,
  config = 'purchase',
  webViewPolicy = {},
}: RedemptionInput = {}) {
  return { pageSize, config, webViewPolicy };
}

/** Options the flow can take: nothing, or options whose page size (when given) is a whole number >= 1. */
const [startingSettings, hasBadOptions, refuseOptions] = /* @__PURE__ */ flowOptions<
  RedemptionContext,
  MachineEvent
>()(({ pageSize }) => atLeast(pageSize, 1, true), settingsOf);

/** The settings a `REDEMPTION.CONFIGURE` asks for (after `hasBadOptions`). */
function configured(event: MachineEvent) {
  return settingsOf(event.type === 'REDEMPTION.CONFIGURE' ? event.options : undefined);
}

/** The error shown when an entry is refused: `unsafe_url` for an address that fails the policy, else `not_openable`. */
function refusalError(blockedBy: BlockedReason): FlowError {
  return flowError(blockedBy === 'unsafeUrl' ? 'unsafe_url' : 'not_openable');
}

/** The id an open, a confirmation or a retry is about: the event's, or the opened entry's for the others. */
function idToOpen(context: RedemptionContext, event: MachineEvent): string {
  return event.type === 'REDEMPTION.OPEN' ? event.id : (context.opened?.id ?? '');
}

function findEntry(context: RedemptionContext, id: string): ListedRedemption | undefined {
  return context.history.items.find((entry) => entry.id === id);
}

/** What the use operation's answer leads to: the refreshed entry, and its detail or why it shows none. */
function useOutcome(context: RedemptionContext, output: UseRedemptionActorOutput) {
  const { result } = output;
  // The list's copy if a refresh replaced it meanwhile, else the copy taken when opening.
  const found = findEntry(context, context.opened?.id ?? '') ?? context.opened?.entry;
  const entry = found && withUseResult(found, result);
  const shown = entry ? openedDetail(entry, context.webViewPolicy) : ({ blockedBy: 'unknownEntry' } as const);
  return { entry, ...output, ...shown };
}

function openedWith(context: RedemptionContext, changes: Partial<OpenedEntry>): OpenedEntry {
  return { id: context.opened?.id ?? '', ...context.opened, ...changes };
}

/** The use operation's answer. */
const useOutput = ({ event }: { event: DoneActorEvent<UseRedemptionActorOutput> }) => event.output;

/** A retry or a confirmation: use the entry when it can be opened, else refuse it without sending anything. */
const useTransitions = [
  { guard: 'canOpenEntry', target: '#redemption.entry.using', actions: 'startOpening' },
  { target: '#redemption.entry.refused', actions: 'refuseOpening' },
] as const;

/** An open: a voucher that its use spends waits for the member's confirmation; any other entry is used at once. */
const openTransitions = [
  { guard: 'isSpentByUse', target: '#redemption.entry.confirming', actions: 'startOpening' },
  ...useTransitions,
] as const;

// Implementations by name; `createRedemptionMachine(env)` provides the effects. Both calls are pure
// so that an app importing one machine bundles none of the others.
const redemptionSetup = /* @__PURE__ */ setup({
  // Types only: `{}` at run time (xstate reads none of it).
  types: {} as {
    context: RedemptionContext;
    events: MachineEvent;
    // biome-ignore lint/suspicious/noConfusingVoidType: inference drops `undefined` from this optional property; `void` keeps the input optional
    input: RedemptionInput | void;
  },
  actors: {
    loadHistoryPage: fromPromise<HistoryPageActorOutput, HistoryPageActorInput>(() =>
      missingEnvironment(factory),
    ),
    // The environment's is one-shot: a snapshot restored mid-use fails as `network` instead of using the entry again.
    useRedemption: fromPromise<UseRedemptionActorOutput, UseRedemptionActorInput>(() =>
      missingEnvironment(factory),
    ),
    ticker: idleTicker,
  },
  guards: {
    isLastPage: ({ context }, { page }: { page: HistoryPageActorOutput }) =>
      isLastPage(page.entries, context.pageSize),
    didFirstPageFail: ({ context }) => context.history.failure?.page === 'first',
    canOpenEntry: ({ context, event }) => {
      const entry = findEntry(context, idToOpen(context, event));
      return entry !== undefined && entryDisplay(entry, context.webViewPolicy).canOpen;
    },
    // A ready Free or Deal voucher (the "use at the merchant" button): its use marks it used and starts
    // its code's countdown (docs/wire-format.md A3), which nothing undoes. An Interface entry opens again.
    isSpentByUse: ({ context, event }) => {
      const entry = findEntry(context, idToOpen(context, event));
      return entry !== undefined && entryDisplay(entry, context.webViewPolicy).showsCodeButton;
    },
    isOpenedEntry: ({ context, event }) =>
      event.type === 'REDEMPTION.OPEN' && event.id === context.opened?.id,
    isUsedDetailBlocked: ({ context }, output: UseRedemptionActorOutput) =>
      'blockedBy' in useOutcome(context, output),
    isCountdownOver: ({ context }) => context.now >= (countdownEnd(context) ?? Number.POSITIVE_INFINITY),
    // The client classifies the service's answer (1409 on a use: docs/wire-format.md A2) as `code_expired`.
    isVoucherExpired: ({ event }) => failureOf(event).kind === 'code_expired',
    hasBadOptions,
    changesQuery: ({ context, event }) => {
      const { pageSize, config } = configured(event);
      return pageSize !== context.pageSize || config !== context.config;
    },
  },
  actions: {
    storePage: assign(
      (
        { context },
        { kind, page: { entries, receivedAt } }: { kind: PageKind; page: HistoryPageActorOutput },
      ) => {
        const serverNow = entries.find((entry) => entry.serverNow !== undefined)?.serverNow;
        return {
          history: withPage(context.history, kind, entries, idOf),
          serverOffsetMs: serverOffset(serverNow, receivedAt, context.serverOffsetMs),
          now: receivedAt,
        };
      },
    ),
    storePageFailure: assign(({ context, event }, { kind }: { kind: PageKind }) => ({
      history: withPageFailure(context.history, kind, failureOf(event)),
    })),
    configure: assign(({ event }) => ({ ...configured(event), optionsError: undefined })),
    refuseOptions,
    startOpening: assign(({ context, event }) => {
      const id = idToOpen(context, event);
      return { opened: { id, entry: findEntry(context, id) } };
    }),
    refuseOpening: assign(({ context, event }) => {
      const id = idToOpen(context, event);
      const entry = findEntry(context, id);
      const blockedBy = (entry && entryDisplay(entry, context.webViewPolicy).blockedBy) ?? 'unknownEntry';
      return { opened: { id, entry, blockedBy, error: refusalError(blockedBy) } };
    }),
    applyUseResult: assign(({ context }, output: UseRedemptionActorOutput) => {
      const outcome = useOutcome(context, output);
      const { entry, receivedAt } = outcome;
      // A use answer without the server's time counts down from its arrival: the offset stays.
      const serverOffsetMs = serverOffset(outcome.result.serverNow, receivedAt, context.serverOffsetMs);
      return {
        now: receivedAt,
        serverOffsetMs,
        history: entry ? withItem(context.history, entry.id, idOf, () => entry) : context.history,
        opened: openedWith(
          context,
          'detail' in outcome
            ? { entry, detail: outcome.detail, expiresAt: entry?.expiresAt, serverOffsetMs }
            : { entry, blockedBy: outcome.blockedBy, error: refusalError(outcome.blockedBy) },
        ),
      };
    }),
    storeUseFailure: assign(({ context, event }) => {
      return { opened: openedWith(context, { error: failureOf(event) }) };
    }),
    refuseExpiredVoucher: assign(({ context, event }) => {
      return {
        opened: openedWith(context, {
          blockedBy: 'expired',
          error: { ...failureOf(event), kind: 'code_expired' },
        }),
      };
    }),
    markOpenedEntryExpired: assign(({ context }) => {
      const expire = (entry: ListedRedemption): ListedRedemption => ({ ...entry, status: 'expired' });
      const entry = context.opened?.entry;
      return {
        history: withItem(context.history, context.opened?.id ?? '', idOf, expire),
        opened: openedWith(context, { entry: entry && expire(entry) }),
      };
    }),
    updateNow: assign((_, { now }: ClockTick) => ({ now })),
    forgetOpenedEntry: assign({ opened: undefined }),
    // The environment's opener, when it has one, takes a used entry's web page (redemption.env.ts).
    openWebPage: () => undefined,
  },
});

/**
 * The redemption history and the opening of one entry, in two parallel regions so browsing and
 * opening do not wait for each other. A pure definition: its input and context are plain data, and
 * its effects (the service's list and use calls, the clock) come from `createRedemptionMachine(env)`;
 * unprovided, they fail with a message that says so.
 *
 * - `history` loads pages with `skip`/`top` (states as in `PagedListState`): it starts on its own,
 *   a short page is the end, a failure keeps what was loaded and `REDEMPTION.LOAD_MORE` retries it.
 * - `entry` opens one entry: `REDEMPTION.OPEN` calls the use operation exactly once, before
 *   anything is shown (for a Free or Deal voucher, which its use spends, only once
 *   `REDEMPTION.CONFIRM` follows in `confirming`), then shows the serial popup or the web view
 *   (counting down on the server's clock through `CLOCK.TICK` events from the environment's ticker)
 *   until `expired`; or `failed`/`refused` with a typed error.
 *
 * Read it through `getRedemptionView(snapshot)`.
 *
 * @example
 * const actor = createActor(createRedemptionMachine({ client }), { input: { pageSize: 10 } }).start();
 * actor.send({ type: 'REDEMPTION.OPEN', id: entry.id });
 */
export const redemptionStatechart = /* @__PURE__ */ redemptionSetup.createMachine({
  id: 'redemption',
  type: 'parallel',
  context: ({ input }) => ({
    ...startingSettings(input || undefined),
    history: emptyPagedList(),
    serverOffsetMs: 0,
    now: 0,
  }),
  states: {
    // One history page at a time; the list region's states are named after `PagedListState`.
    history: {
      description: 'The history, page by page (skip/top).',
      ...pagedListRegion<RedemptionContext, HistoryPageActorOutput>()(
        'REDEMPTION',
        'loadHistoryPage',
        (context, kind): HistoryPageActorInput => ({
          query: {
            ...pageWindow(context.history, kind, context.pageSize),
            config: context.config,
            byConfig: true,
          },
        }),
        {
          'REDEMPTION.CONFIGURE': [
            { guard: 'hasBadOptions', actions: 'refuseOptions' },
            { guard: 'changesQuery', target: '.loading', actions: 'configure' },
            { actions: 'configure' },
          ],
        },
      ),
    },
    entry: {
      description: 'The opened entry: used once, shown until closed.',
      initial: 'closed',
      states: {
        closed: {
          description: 'Nothing is open.',
          entry: 'forgetOpenedEntry',
        },
        confirming: {
          description:
            'A voucher its use spends waits for the member: REDEMPTION.CONFIRM uses it, REDEMPTION.CLOSE backs out; nothing is sent until then.',
          on: {
            'REDEMPTION.CONFIRM': useTransitions,
            'REDEMPTION.OPEN': { guard: 'isOpenedEntry', description: 'Already asked.' },
          },
        },
        using: {
          description: 'Use runs, once per open, before anything shows.',
          invoke: {
            id: 'useRedemption',
            src: 'useRedemption',
            input: ({ context }) => ({ id: context.opened?.id ?? '' }),
            onDone: [
              {
                guard: { type: 'isUsedDetailBlocked', params: useOutput },
                target: 'refused',
                actions: { type: 'applyUseResult', params: useOutput },
              },
              { target: 'open', actions: { type: 'applyUseResult', params: useOutput } },
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
          on: { 'REDEMPTION.OPEN': { description: 'One use at a time.' } },
        },
        open: {
          description:
            "Used: the serial or web view shows; a code's expiry counts down on the clock's ticks.",
          entry: 'openWebPage',
          // Without an expiry the ticker ticks once (its deadline has passed) and stops.
          invoke: {
            src: 'ticker',
            input: ({ context }): TickerInput => ({ until: countdownEnd(context) ?? 0 }),
          },
          always: { guard: 'isCountdownOver', target: 'expired' },
          on: {
            'CLOCK.TICK': { actions: { type: 'updateNow', params: ({ event }) => event } },
            'REDEMPTION.OPEN': { guard: 'isOpenedEntry', description: 'Already open.' },
          },
        },
        expired: {
          description: 'The countdown ended: the entry is expired.',
          entry: 'markOpenedEntryExpired',
        },
        failed: {
          description: 'Use failed; retrying uses the entry again.',
          // The member confirmed before the use that failed: a retry uses the entry again at once.
          on: { 'REDEMPTION.RETRY': useTransitions },
        },
        refused: {
          description: 'Not openable, an unsafe address, or expired.',
        },
      },
      on: {
        'REDEMPTION.OPEN': openTransitions,
        'REDEMPTION.CLOSE': '.closed',
      },
    },
  },
});

/**
 * The redemption machine as apps see it: `redemptionStatechart` typed so that only `RedemptionEvent`s
 * may be sent (the clock's ticks and the calls' answers come from its own actors). See above.
 *
 * @example createActor(createRedemptionMachine({ client })).send({ type: 'REDEMPTION.REFRESH' });
 */
export const redemptionMachine = /* @__PURE__ */ withPublicEvents<
  RedemptionEvent,
  typeof redemptionStatechart
>(redemptionStatechart);
