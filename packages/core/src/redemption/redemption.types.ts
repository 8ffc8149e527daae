import type { FlowError } from '../shared/errors';
import type { FlowEnvironment } from '../shared/flow';
import type { ViewError } from '../shared/messages';
import type { PagedList, PagedListState } from '../shared/paged-list';
import type { CampaignType, Redemption, RedemptionPort, RedemptionStatus, Symbology } from '../shared/port';
import type { WebViewPolicy } from '../shared/web-view-policy';
import type { RedeemKeys } from './redeem-keys';

/**
 * What the redemption machine starts with: plain data, every field optional. A component's options
 * are the same shape (`RedemptionFlowOptions`), and `REDEMPTION.CONFIGURE` carries it when they change.
 *
 * @example createActor(createRedemptionMachine({ client }), { input: { webViewPolicy: { allowedHosts: ['rewards.example.com'] } } })
 */
export interface RedemptionInput {
  /** `top` of each history page: a whole number of at least 1. Default 25, the service's own page size. */
  pageSize?: number;
  /** The history's `config` query (which campaigns count as redeemed). Default `purchase`. */
  config?: string;
  /** Which addresses Interface entries and URL content may open. Default: any `https:` host. */
  webViewPolicy?: WebViewPolicy;
}

/**
 * The world the redemption machine runs in (`createRedemptionMachine(env)`); the bindings' provider
 * passes its `FlowEnvironment`, which fits.
 */
export interface RedemptionEnvironment extends Pick<FlowEnvironment, 'openWebPage'> {
  /** The service: `createLoyaltyClient()` from `@loyalty-flows/client`, or a fake in tests. */
  client: RedemptionPort;
  /** The clock countdowns run on, epoch ms. Default `Date.now`. */
  now?: () => number;
  /**
   * Where the redeem keys are kept, out of context (`createRedeemKeys()`). Default: a table of this
   * machine's own. Machines given one table give an entry the same id (a snapshot persisted by one
   * opens in another).
   */
  redeemKeys?: RedeemKeys;
}

/**
 * Everything the redemption machine reacts to.
 * - `REDEMPTION.REFRESH`: load the history again from the first page.
 * - `REDEMPTION.LOAD_MORE`: load the next page; after a failed load, retry the page that failed.
 * - `REDEMPTION.OPEN`: use the entry once and open it (the serial popup, or the web view). A Free or
 *   Deal voucher, which its use spends (marked used, its code counting down), first waits for
 *   `REDEMPTION.CONFIRM`.
 * - `REDEMPTION.CONFIRM`: the member confirms the voucher asked about: use it and open it.
 * - `REDEMPTION.CLOSE`: close the opened entry (asked about: back out, nothing sent).
 * - `REDEMPTION.RETRY`: after a failed use, use the entry again.
 * - `REDEMPTION.CONFIGURE`: new options (the whole set: what it leaves out goes back to its default);
 *   a new page size or query loads the history again from the first page, a new policy applies to
 *   the next open. Options it cannot take (a page size that is not a whole number of at least 1)
 *   are refused with `invalid_input` in the view's `optionsError`; the actor keeps the previous ones.
 *
 * @example actor.send({ type: 'REDEMPTION.OPEN', id: entry.id })
 */
export type RedemptionEvent =
  | { type: 'REDEMPTION.REFRESH' }
  | { type: 'REDEMPTION.LOAD_MORE' }
  | { type: 'REDEMPTION.OPEN'; id: string }
  | { type: 'REDEMPTION.CONFIRM' }
  | { type: 'REDEMPTION.CLOSE' }
  | { type: 'REDEMPTION.RETRY' }
  | { type: 'REDEMPTION.CONFIGURE'; options: RedemptionInput };

/** Why an entry cannot be opened. */
export type BlockedReason =
  /** A Draw entry: it only announces its result. */
  | 'drawResult'
  /** A campaign type without a display rule. */
  | 'unsupportedType'
  | 'used'
  | 'expired'
  /** A parcel (shipped or delivered): it has a tracking number and no use action. */
  | 'parcel'
  /** An Interface entry without an address. */
  | 'noUrl'
  /** An Interface entry whose address fails the web-view policy. */
  | 'unsafeUrl'
  /** No entry with that key in the loaded history. */
  | 'unknownEntry';

/** The status an entry shows, by campaign type (contract section 2.2). */
export type StatusLabel =
  | 'ready'
  | 'used'
  | 'expired'
  | 'waiting'
  | 'won'
  | 'notWon'
  | 'entitled'
  | 'shipped'
  | 'delivered';

/** How one history entry is displayed (contract section 2.2, docs/wire-format.md status rules). */
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

/**
 * How to show an opened entry's privilege message (the service's `PrivilegeMessageFormat`):
 * - `text`: plain text;
 * - `html`: markup as the service sent it. **Not sanitised here**: the app must sanitise it (for
 *   example with DOMPurify) before it puts it in a page;
 * - `url`: a page to open in a web view; the address passed the web-view policy (content whose
 *   address fails it is left out).
 */
export type RedemptionContent =
  | { kind: 'text'; text: string }
  | { kind: 'html'; html: string }
  | { kind: 'url'; url: string };

/** What an opened entry shows once used: the serial popup or the web view. */
export type OpenedDetail =
  | {
      kind: 'serial';
      serial?: string;
      /** How to draw the serial: a QR code, a Code 128 bar code, or the serial as text only. */
      symbology: Symbology;
      /**
       * The privilege message and how to show it, when the entry has one. In the machine's context the
       * service's Thai message (`PrivilegeMessage`); in the view the one in the app's language.
       */
      content?: RedemptionContent;
      /** In the machine's context only: the English message (`PrivilegeMessageEN`), when the service sent one. */
      contentEN?: RedemptionContent;
    }
  | {
      kind: 'webView';
      /** An address that passed the web-view policy, normalised. */
      url: string;
    };

/**
 * A history entry as the machine keeps it: the service's, with an opaque `id` in place of its redeem
 * key (`campaignId_serial`: it holds the serial), and without the serial and message until it is
 * opened. The keys stay with the machine's environment (docs/wire-format.md R15).
 */
export type ListedRedemption = Omit<Redemption, 'redeemKey'> & { id: string };

/** The entry being opened, in the machine's context. */
export interface OpenedEntry {
  id: string;
  /** The entry as it was when opened, in case a refresh drops it from the list meanwhile. */
  entry?: ListedRedemption;
  detail?: OpenedDetail;
  /** Epoch ms on the server's clock at which the code expires (`serverOffsetMs` maps it to the environment's clock). */
  expiresAt?: number;
  /**
   * The server's clock minus the environment's as measured when the entry was used: its countdown
   * runs on this one while it is open, so a page measured later moves neither the countdown nor its
   * end. The context's `serverOffsetMs` when absent.
   */
  serverOffsetMs?: number;
  /** Why opening failed or was refused. */
  error?: FlowError;
  /** Why the entry was refused before anything was sent, or after (an unsafe address, an expired voucher). */
  blockedBy?: BlockedReason;
}

/** The redemption machine's context: plain data only. Read it through `getRedemptionView`. */
export interface RedemptionContext {
  pageSize: number;
  config: string;
  webViewPolicy: WebViewPolicy;
  history: PagedList<ListedRedemption>;
  /** The server's clock minus the environment's, measured when the last answer carrying the server's time arrived. */
  serverOffsetMs: number;
  /** The environment's clock, epoch ms, as the last answer or `CLOCK.TICK` read it (0 before any). */
  now: number;
  opened?: OpenedEntry;
  /**
   * Why the options given at creation or by the last `REDEMPTION.CONFIGURE` were refused
   * (`invalid_input`), until some are taken.
   */
  optionsError?: FlowError;
}

/** One history entry as a UI lists it. The serial and the address show only once opened. */
export interface RedemptionEntryView {
  /** The entry's opaque id: what `REDEMPTION.OPEN` takes. Not the redeem key (it holds the serial). */
  id: string;
  name: string;
  campaignType: CampaignType;
  status: RedemptionStatus;
  /**
   * The status in words, as the entry's `display.statusLabel` says it (a Draw's is its draw: waiting, won,
   * not won), from the message table (`redemption.status.*`).
   */
  statusText: string;
  /** Epoch ms. */
  redeemedAt?: number;
  /** The parcel's tracking number, for `shipped` and `delivered` entries. */
  trackingNumber?: string;
  display: EntryDisplay;
}

/**
 * What an open entry's detail shows: the detail, its content in the app's language, plus the time
 * left, when it counts down.
 */
export type OpenedDetailView = (
  | Exclude<OpenedDetail, { kind: 'serial' }>
  | Omit<Extract<OpenedDetail, { kind: 'serial' }>, 'contentEN'>
) & {
  /** Ms left before the code expires; absent without a countdown. */
  expiresInMs?: number;
};

/** The opened entry as a UI shows it. */
export type OpenedEntryView =
  | {
      /**
       * A Free or Deal voucher waits for the member to confirm (`REDEMPTION.CONFIRM`) or back out
       * (`REDEMPTION.CLOSE`): using it spends it and starts its code's countdown. Nothing was sent.
       */
      state: 'confirming';
      id: string;
      /** The question, from the message table (`redemption.confirmUse`). */
      question: string;
      /**
       * What using it means, from the message table: `redemption.confirmUseMinutes` with `{minutes}` when
       * the service said how long the code lasts once used, `redemption.confirmUseDetail` otherwise.
       */
      detail: string;
      /** Minutes the code stays valid once used, when the service said (`MinutesValidAfterUsed`). */
      minutesValidAfterUse?: number;
    }
  | { state: 'using'; id: string }
  | { state: 'open'; id: string; detail: OpenedDetailView }
  | { state: 'expired'; id: string }
  | {
      /** The use failed (the network, the service): `REDEMPTION.RETRY` uses the entry again. */
      state: 'failed';
      id: string;
      /** The error with its text from the message table. */
      error: ViewError;
      canRetry: true;
    }
  | {
      /** The entry cannot be opened (no detail, an unsafe address, an expired voucher): retrying would not help. */
      state: 'refused';
      id: string;
      /** The error with its text from the message table. */
      error: ViewError;
      /** `REDEMPTION.RETRY` does nothing here. */
      canRetry: false;
      blockedBy?: BlockedReason;
    };

/**
 * Everything a UI renders for the redemption history, from `getRedemptionView`.
 *
 * @example
 * const view = getRedemptionView(actor.getSnapshot());
 * if (view.opened?.state === 'open' && view.opened.detail.kind === 'serial') showPopup(view.opened.detail);
 */
export interface RedemptionView {
  listState: PagedListState;
  /** Why the last page failed to load, in `error`. Loaded entries stay in `entries`. */
  listError?: ViewError;
  /** Why the options were refused (a page size of 0): the previous ones stay, the defaults at creation. */
  optionsError?: ViewError;
  /** Whether `REDEMPTION.LOAD_MORE` loads something: in `ready`, and in `error` (it retries). */
  canLoadMore: boolean;
  entries: RedemptionEntryView[];
  /** The entry being opened or open, if any. */
  opened?: OpenedEntryView;
}
