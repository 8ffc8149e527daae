import type { FlowError } from '../shared/errors';
import type { PagedList, PagedListState } from '../shared/paged-list';
import type { CampaignType, Redemption, RedemptionPort, RedemptionStatus } from '../shared/port';
import type { WebViewPolicy } from '../shared/web-view-policy';

/**
 * What the redemption machine starts with.
 *
 * @example createActor(redemptionMachine, { input: { client, webViewPolicy: { allowedHosts: ['rewards.example.com'] } } })
 */
export interface RedemptionInput {
  /** The service, as `createLoyaltyClient()` returns it or a fake in tests. */
  client: RedemptionPort;
  /** `top` of each history page. Default 25, the service's own page size. */
  pageSize?: number;
  /** The history's `config` query (which campaigns count as redeemed). Default `purchase`. */
  config?: string;
  /** Which addresses Interface entries may open. Default: any `https:` host. */
  webViewPolicy?: WebViewPolicy;
  /** The device clock in epoch ms. Default `Date.now`; tests pass their own. */
  now?: () => number;
}

/**
 * Everything the redemption machine reacts to.
 * - `HISTORY.REFRESH`: load the history again from the first page.
 * - `HISTORY.LOAD_MORE`: load the next page; after a failed load, retry the page that failed.
 * - `REDEMPTION.OPEN`: use the entry once and open it (the serial popup, or the web view).
 * - `REDEMPTION.CLOSE`: close the opened entry.
 * - `REDEMPTION.RETRY`: after a failed use, use the entry again.
 *
 * @example actor.send({ type: 'REDEMPTION.OPEN', redeemKey: entry.redeemKey })
 */
export type RedemptionEvent =
  | { type: 'HISTORY.REFRESH' }
  | { type: 'HISTORY.LOAD_MORE' }
  | { type: 'REDEMPTION.OPEN'; redeemKey: string }
  | { type: 'REDEMPTION.CLOSE' }
  | { type: 'REDEMPTION.RETRY' };

/** Why an entry cannot be opened. */
export type BlockedReason =
  /** A Draw entry: it only announces its result. */
  | 'drawResult'
  /** A campaign type without a display rule in the contract. */
  | 'unsupportedType'
  | 'used'
  | 'expired'
  /** An Interface entry without an address. */
  | 'noUrl'
  /** An Interface entry whose address fails the web-view policy. */
  | 'unsafeUrl'
  /** No entry with that key in the loaded history. */
  | 'unknownEntry';

/** The status an entry shows, by campaign type (contract section 2.2). */
export type StatusLabel = 'ready' | 'used' | 'expired' | 'waiting' | 'won' | 'notWon' | 'entitled';

/** How one history entry is displayed (contract section 2.2, "Display rules per campaign type"). */
export interface EntryDisplay {
  /** The campaign-type badge. */
  badge: CampaignType;
  statusLabel: StatusLabel;
  /** Whether `REDEMPTION.OPEN` uses and opens it. */
  canOpen: boolean;
  /** Why it cannot be opened, when it cannot. */
  blockedBy?: BlockedReason;
  /** Whether a "use at the merchant" button that reveals the code shows (ready Free and Deal entries). */
  showsCodeButton: boolean;
}

/** What an opened entry shows once used: the serial popup or the web view. */
export type OpenedDetail =
  | {
      kind: 'serial';
      serial?: string;
      /** The tab the code shows on first (the entry's `barcode` field; `barcode` when it has none). */
      defaultTab: string;
      message?: string;
    }
  | {
      kind: 'webView';
      /** An address that passed the web-view policy, normalised. */
      url: string;
    };

/** The entry being opened, in the machine's context. */
export interface OpenedEntry {
  redeemKey: string;
  /** The entry as it was when opened, in case a refresh drops it from the list meanwhile. */
  entry?: Redemption;
  detail?: OpenedDetail;
  /** Epoch ms on the server's clock at which the code expires. */
  expiresAt?: number;
  /** Why opening failed or was refused. */
  error?: FlowError;
  /** Why the entry was refused before anything was sent, or after (an unsafe address, an expired voucher). */
  blockedBy?: BlockedReason;
}

/** The redemption machine's context. Read it through {@link getRedemptionView}. */
export interface RedemptionContext {
  client: RedemptionPort;
  pageSize: number;
  config: string;
  webViewPolicy: WebViewPolicy;
  clock: () => number;
  history: PagedList<Redemption>;
  /** The server's clock minus the device's, measured when the last answer carrying `CurrentDate` arrived. */
  serverOffsetMs: number;
  /** Device epoch ms, refreshed once a second while a countdown runs, so the view needs no clock. */
  now: number;
  opened?: OpenedEntry;
}

/** One history entry as a UI lists it. The serial and the address show only once opened. */
export interface RedemptionEntryView {
  redeemKey: string;
  name: string;
  campaignType: CampaignType;
  status: RedemptionStatus;
  /** Epoch ms. */
  redeemedAt?: number;
  display: EntryDisplay;
}

/** What an open entry's detail shows: the detail plus the time left, when it counts down. */
export type OpenedDetailView = OpenedDetail & {
  /** Ms left before the code expires, on the server's clock; absent without a countdown. */
  expiresInMs?: number;
};

/** The opened entry as a UI shows it. */
export type OpenedEntryView =
  | { state: 'using'; redeemKey: string }
  | { state: 'open'; redeemKey: string; detail: OpenedDetailView }
  | { state: 'expired'; redeemKey: string }
  | {
      state: 'failed';
      redeemKey: string;
      error: FlowError;
      /** Whether `REDEMPTION.RETRY` uses it again: after a failed use, not after a refusal. */
      canRetry: boolean;
      blockedBy?: BlockedReason;
    };

/**
 * Everything a UI renders for the redemption history, from {@link getRedemptionView}.
 *
 * @example
 * const view = getRedemptionView(actor.getSnapshot());
 * if (view.opened?.state === 'open' && view.opened.detail.kind === 'serial') showPopup(view.opened.detail);
 */
export interface RedemptionView {
  listState: PagedListState;
  /** Why the last page failed to load, in `error`. Loaded entries stay in `entries`. */
  listError?: FlowError;
  /** Whether `HISTORY.LOAD_MORE` loads something: in `ready`, and in `error` (it retries). */
  canLoadMore: boolean;
  entries: RedemptionEntryView[];
  /** The entry being opened or open, if any. */
  opened?: OpenedEntryView;
}
