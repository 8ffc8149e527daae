import type { SnapshotFrom } from 'xstate';
import { flowError } from '../shared/errors';
import {
  type DescribeErrorOptions,
  describeError,
  type FlowViewOptions,
  redemptionTexts,
  textOf,
  type ViewOptions,
} from '../shared/messages';
import { type PagedListState, pagedListStatus } from '../shared/paged-list';
import { countdownEnd } from './opened-entry';
import type { redemptionMachine } from './redemption.machine';
import type {
  ListedRedemption,
  OpenedDetail,
  OpenedDetailView,
  OpenedEntryView,
  RedemptionContext,
  RedemptionEntryView,
  RedemptionView,
  StatusLabel,
} from './redemption.types';
import { entryDisplay } from './redemption-display';

type RedemptionSnapshot = SnapshotFrom<typeof redemptionMachine>;

/** The message of each status label an entry's display gives (a Draw's is its draw, not "ready"). */
const statusKeys = {
  ready: 'redemption.status.ready',
  used: 'redemption.status.used',
  expired: 'redemption.status.expired',
  waiting: 'redemption.status.drawPending',
  won: 'redemption.status.drawWon',
  notWon: 'redemption.status.drawLost',
  entitled: 'redemption.status.entitled',
  shipped: 'redemption.status.shipped',
  delivered: 'redemption.status.delivered',
} as const satisfies Record<StatusLabel, string>;

function entryView(
  entry: ListedRedemption,
  context: RedemptionContext,
  options: ViewOptions,
): RedemptionEntryView {
  const { id, name, campaignType, status, redeemedAt, trackingNumber } = entry;
  const display = entryDisplay(entry, context.webViewPolicy);
  const view: RedemptionEntryView = {
    id,
    name,
    campaignType,
    status,
    statusText: textOf(options.messages, redemptionTexts, statusKeys[display.statusLabel]),
    display,
  };
  if (redeemedAt !== undefined) view.redeemedAt = redeemedAt;
  if (trackingNumber !== undefined) view.trackingNumber = trackingNumber;
  return view;
}

/**
 * Whether the app shows Thai: the message table in use words its texts in Thai script, as the shipped
 * `th` table does (`redemption.status.ready` is the one read). English otherwise.
 */
function showsThai(options: ViewOptions): boolean {
  return /[\u0E00-\u0E7F]/.test(textOf(options.messages, redemptionTexts, 'redemption.status.ready'));
}

/**
 * The detail with its privilege message in the app's language: the service's Thai message
 * (`PrivilegeMessage`) for a Thai table, the English one (`PrivilegeMessageEN`) otherwise, and the
 * other when only one came.
 */
function inAppLanguage(detail: OpenedDetail, options: ViewOptions): OpenedDetailView {
  if (detail.kind !== 'serial') return { ...detail };
  const { contentEN, ...shown } = detail;
  const content = showsThai(options) ? (detail.content ?? contentEN) : (contentEN ?? detail.content);
  return content === undefined ? shown : { ...shown, content };
}

/** How the redemption flow describes errors: its own wording, and `seconds` from the view's clock. */
function errorOptions(
  snapshot: RedemptionSnapshot,
  { messages, now }: FlowViewOptions,
): DescribeErrorOptions {
  return {
    messages,
    now: now ?? (snapshot.context.now || undefined),
    flow: { name: 'redemption', texts: redemptionTexts },
  };
}

function openedView(snapshot: RedemptionSnapshot, options: FlowViewOptions): OpenedEntryView | undefined {
  const { opened, now } = snapshot.context;
  if (!opened) return undefined;
  const { id, detail } = opened;
  const end = countdownEnd(snapshot.context);
  // The view's state is the entry region's state.
  const state = snapshot.value.entry;
  if (state === 'confirming') {
    // How long the code lasts once used, when the service said (docs/wire-format.md, A3).
    const minutes = opened.entry?.minutesValidAfterUse ?? 0;
    const text = (
      key: 'redemption.confirmUse' | 'redemption.confirmUseDetail' | 'redemption.confirmUseMinutes',
    ) => textOf(options.messages, redemptionTexts, key, { minutes });
    const view: Extract<OpenedEntryView, { state: 'confirming' }> = {
      state,
      id,
      question: text('redemption.confirmUse'),
      detail: text(minutes > 0 ? 'redemption.confirmUseMinutes' : 'redemption.confirmUseDetail'),
    };
    if (minutes > 0) view.minutesValidAfterUse = minutes;
    return view;
  }
  if (state === 'using' || state === 'expired') return { state, id };
  if (state === 'open' && detail) {
    const shown = inAppLanguage(detail, options);
    return {
      state,
      id,
      detail: end === undefined ? shown : { ...shown, expiresInMs: Math.max(0, end - now) },
    };
  }
  // `failed` and `refused` always store their error; the fallback keeps the view total.
  const error = describeError(opened.error ?? flowError('not_openable'), errorOptions(snapshot, options));
  const { blockedBy } = opened;
  // An expired voucher is not an expired OTP code: it says so in its own words.
  if (blockedBy === 'expired')
    error.message = textOf(options.messages, redemptionTexts, 'redemption.voucherExpired');
  // A refusal always records why (the machine sets `blockedBy` on every way into `refused`).
  return state === 'failed'
    ? { state, id, error, canRetry: true }
    : { state: 'refused', id, error, canRetry: false, blockedBy };
}

/**
 * What a UI renders for the redemption machine's snapshot: the list state, every entry with how to
 * display it (contract section 2.2, docs/wire-format.md status rules) and its status in words, and the
 * opened entry: its serial with the symbology to draw it with and its content (text; HTML, which the
 * app must sanitise before showing it; or an address that passed the web-view policy) in the app's
 * language (the service's Thai message when the table in use is Thai, its English one otherwise, the
 * other when only one came), or its web view, with the time left. Errors carry their text from the
 * message table (`options.messages`, English by default). A pure function of the snapshot: the countdown comes from the clock readings
 * the machine received, never from a clock read here.
 *
 * @example
 * const view = getRedemptionView(actor.getSnapshot(), { messages: th });
 * for (const entry of view.entries) render(entry.name, entry.statusText, entry.display.canOpen);
 */
export function getRedemptionView(
  snapshot: RedemptionSnapshot,
  options: FlowViewOptions = {},
): RedemptionView {
  const { context } = snapshot;
  const listState: PagedListState = snapshot.value.history;
  const { error, canLoadMore } = pagedListStatus(listState, context.history);
  const view: RedemptionView = {
    listState,
    canLoadMore,
    entries: context.history.items.map((entry) => entryView(entry, context, options)),
  };
  const described = errorOptions(snapshot, options);
  if (error) view.listError = describeError(error, described);
  if (context.optionsError) view.optionsError = describeError(context.optionsError, described);
  const opened = openedView(snapshot, options);
  if (opened) view.opened = opened;
  return view;
}
