/**
 * Campaign types that decide how a redemption is shown; `other` for a type the rules do not name.
 * On the wire `Type` is a number (docs/wire-format.md, R4): Draw 0, Free 1, Deal 2, Interface 8.
 */
export type CampaignType = 'draw' | 'free' | 'deal' | 'interface' | 'other';

const campaignTypes: Readonly<Record<number, CampaignType>> = {
  0: 'draw',
  1: 'free',
  2: 'deal',
  8: 'interface',
};

/**
 * The campaign type of a wire `Type` code (docs/wire-format.md, R4: code sources say Draw = 0).
 *
 * @example
 * ```ts
 * campaignTypeOf(0); // 'draw'
 * campaignTypeOf(3); // 'other' (Buy)
 * ```
 */
export function campaignTypeOf(code: number | undefined): CampaignType {
  return (code === undefined ? undefined : campaignTypes[code]) ?? 'other';
}

/**
 * A redemption's status. `shipped` and `delivered` are rewards sent as a parcel: they carry a
 * tracking number and have no use action. `entitled` is an Interface entry the user may open.
 */
export type RedemptionStatus =
  | 'ready'
  | 'used'
  | 'expired'
  | 'shipped'
  | 'delivered'
  | 'drawPending'
  | 'drawWon'
  | 'drawLost'
  | 'entitled';

/** What the status rule reads from one history entry (already parsed from the wire). */
export interface RedemptionFlags {
  campaignType: CampaignType;
  /** Seconds left (`ExpireIn`); negative means expired, 0 means "expiring now". */
  expireIn?: number;
  /** Epoch ms (a true instant) at which the voucher ends (`VoucherExpireDate`). */
  voucherExpiresAt?: number;
  /** The service's own expiry flag (`IsExpired`). */
  isExpired?: boolean;
  /** The parcel arrived (`Delivered`). */
  delivered?: boolean;
  /** The parcel left (`IsShipped`). */
  shipped?: boolean;
  /** The parcel's tracking number (`ParcelNo`): its presence means the reward was shipped. */
  trackingNumber?: string;
  /** Used (`IsUsed`); a `UsedDate` of 0 is "not set" and says nothing. */
  isUsed?: boolean;
  /** The draw has been decided (`HasWinner`). */
  hasWinner?: boolean;
  /** The user won (`IsWinner`). */
  isWinner?: boolean;
}

/**
 * The status of a history entry, by the rules in their wire order (docs/wire-format.md, R7–R11),
 * for every campaign type: expired first (an expired Interface or Draw entry is expired, not
 * openable or won); then a shipped or delivered parcel; then used; then a Draw's announcement
 * (won, lost, waiting); then an Interface entry's entitlement; else ready. `nowMs` is the
 * service's clock when known (`CurrentDate`), else the device's.
 *
 * @example
 * ```ts
 * redemptionStatus({ campaignType: 'interface', expireIn: -5 }, Date.now()); // 'expired'
 * redemptionStatus({ campaignType: 'free', trackingNumber: 'TH123' }, Date.now()); // 'shipped'
 * ```
 */
export function redemptionStatus(flags: RedemptionFlags, nowMs: number): RedemptionStatus {
  const { voucherExpiresAt, expireIn } = flags;
  if (
    flags.isExpired ||
    (voucherExpiresAt !== undefined && voucherExpiresAt < nowMs) ||
    (expireIn !== undefined && expireIn < 0)
  ) {
    return 'expired';
  }
  if (flags.delivered) return 'delivered';
  if (flags.shipped || flags.trackingNumber) return 'shipped';
  if (flags.isUsed) return 'used';
  if (flags.campaignType === 'draw') {
    if (!flags.hasWinner) return 'drawPending';
    return flags.isWinner ? 'drawWon' : 'drawLost';
  }
  return flags.campaignType === 'interface' ? 'entitled' : 'ready';
}

/**
 * How to draw the serial (from the wire's `Barcode`, docs/wire-format.md R5): a QR code, a Code 128
 * bar code, or the serial as text only.
 */
export type Symbology = 'qr' | 'code128' | 'text';

/**
 * How to render the privilege message (from `PrivilegeMessageFormat`, docs/wire-format.md R6):
 * plain text, sanitised HTML, or a page to open under the web-view policy.
 */
export type ContentKind = 'text' | 'html' | 'url';

/** One entry of the redemption history, with epoch-ms instants and a derived status. */
export interface Redemption {
  /** The key the use operation takes (`campaignId_serial`: it contains the serial, keep it out of the DOM). */
  redeemKey: string;
  name: string;
  campaignType: CampaignType;
  /** The numeric `Type` from the wire (Draw 0, Free 1, Deal 2, Interface 8, …); -1 when missing. */
  campaignTypeCode: number;
  status: RedemptionStatus;
  serial?: string;
  /** How to draw the serial. */
  symbology: Symbology;
  /** How to render {@link Redemption.message}. */
  contentKind: ContentKind;
  /** The privilege message with `<serial>` filled in. */
  message?: string;
  /** The English privilege message (`PrivilegeMessageEN`) with `<serial>` filled in, when the service sent one. */
  messageEN?: string;
  /** Epoch ms (a true instant) of the redemption. */
  redeemedAt?: number;
  /** Epoch ms, on the server's clock, at which the code expires (`CurrentDate` + `ExpireIn`). */
  expiresAt?: number;
  /** The server's clock in epoch ms when it answered: countdowns run on it. */
  serverNow?: number;
  /** Address of the Interface page (`Website`), to open under the web-view policy. */
  url?: string;
  /** The parcel's tracking number (`ParcelNo`), for `shipped` and `delivered` entries. */
  trackingNumber?: string;
  /**
   * Minutes the code stays valid once the entry is used (`MinutesValidAfterUsed`: the first use starts
   * this window); absent when the service sent none, or not a positive number.
   */
  minutesValidAfterUse?: number;
}

/** The answer to "use": the entry's refreshed display data (it wins over the list's). */
export interface RedemptionUse {
  serial?: string;
  /** The privilege message with `<serial>` filled in. */
  message?: string;
  /** The English privilege message (`PrivilegeMessageEN`) with `<serial>` filled in, when the answer has one. */
  messageEN?: string;
  /** How to render the message, when the answer says. */
  contentKind?: ContentKind;
  /** How to draw the serial, when the answer says. */
  symbology?: Symbology;
  /**
   * Epoch ms at which the code expires: `CurrentDate` + `ExpireIn` on the server's clock, or the
   * answer's arrival + `ExpireIn` when it carries no `CurrentDate` (then `serverNow` is the arrival).
   */
  expiresAt?: number;
  /** The server's clock in epoch ms when it answered (the arrival time when it sent none). */
  serverNow?: number;
  url?: string;
}
