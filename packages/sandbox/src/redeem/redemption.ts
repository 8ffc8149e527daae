import { campaignTypeOf, redemptionStatus } from '@loyalty-flows/domain';
import { type WireContext, wireDate } from '../wire/wire-context';

/** Campaign type codes on the wire (docs/wire-format.md, R4: code sources say Draw = 0). */
export const campaignTypeCodes = {
  draw: 0,
  free: 1,
  deal: 2,
  buy: 3,
  bid: 4,
  interface: 8,
  event: 9,
  media: 10,
} as const;

/** A campaign type code. */
export type CampaignTypeCode = (typeof campaignTypeCodes)[keyof typeof campaignTypeCodes];

/** `Barcode`: the symbology to draw the serial with; empty shows the serial as text (R5). */
export type WireBarcode = 'QR_CODE' | 'CODE_128' | 'QR_CODE_WALLETCARD' | 'CODE_128_WALLETCARD' | '';

/** `PrivilegeMessageFormat`: how the privilege message is rendered (R6). */
export type WireMessageFormat = 'TEXT' | 'HTML' | 'URL';

/**
 * Which of the seen answers "use" gives for this entry: the documented object (U1), a whole history
 * row as one SDK reads it, or the keys shipped apps read, without `CurrentDate` (U3).
 */
export type UseAnswerShape = 'documented' | 'historyRow' | 'withoutCurrentDate';

/** A reward sent as a parcel (R8). */
export interface Parcel {
  /** The tracking number (`ParcelNo`). */
  parcelNo: string;
  /** Epoch ms it left (`ShippingDate`). */
  shippedAt: number;
  delivered: boolean;
}

/** One redemption as the sandbox keeps it: absolute times in epoch ms (true instants), wire values derived on read. */
export interface StoredRedemption {
  redeemKey: string;
  campaignId: number;
  itemNumber: number;
  name: string;
  type: CampaignTypeCode;
  agencyId: number;
  agencyName: string;
  categoryId: number;
  serial: string;
  barcode: WireBarcode;
  /** Text, HTML, or (format `URL`) a path on the sandbox, sent as an absolute URL; in Thai. */
  privilegeMessage: string;
  /** The same in English (`PrivilegeMessageEN`). */
  privilegeMessageEN: string;
  defaultPrivilegeMessage: string;
  privilegeMessageFormat: WireMessageFormat;
  redeemDate: number;
  usedDate: number | null;
  voucherExpireDate: number | null;
  /** What `ExpireIn` counts down to; `null` when the entry has no countdown (Draw, Interface). */
  expiresAt: number | null;
  hasWinner: boolean;
  isWinner: boolean;
  winningDate: number | null;
  /** Minutes the serial stays valid after the first use; 0 keeps the voucher's own deadline. */
  minutesValidAfterUsed: number;
  imageUrl: string;
  /** Path of the Interface page on the sandbox (`Website`), or `null`. */
  websitePath: string | null;
  parcel: Parcel | null;
  useAnswer: UseAnswerShape;
  /** Whether this row spells its booleans and counts loosely (T7). */
  looseTypes: boolean;
  redeemCount: number;
  useCount: number;
}

/** Seconds until `expiresAt` at `now` (negative once passed), or `null` without a countdown. */
function expireIn(entry: StoredRedemption, now: number): number | null {
  return entry.expiresAt === null ? null : Math.floor((entry.expiresAt - now) / 1000);
}

/**
 * The status rule's first step, by the domain's rule (R7): expired when `VoucherExpireDate` has
 * passed or `ExpireIn` is negative, whatever the type. (`IsExpired` on the wire is derived from it.)
 */
export function isExpired(entry: StoredRedemption, now: number): boolean {
  const flags = {
    campaignType: campaignTypeOf(entry.type),
    expireIn: expireIn(entry, now) ?? undefined,
    voucherExpiresAt: entry.voucherExpireDate ?? undefined,
  };
  return redemptionStatus(flags, now) === 'expired';
}

/** A privilege message (Thai by default, or `message`) on the wire: a `URL` one as an absolute address. */
function privilegeMessage(entry: StoredRedemption, origin: string, message = entry.privilegeMessage): string {
  return entry.privilegeMessageFormat === 'URL' ? `${origin}${message}` : message;
}

function website(entry: StoredRedemption, origin: string): string | null {
  return entry.websitePath === null ? null : `${origin}${entry.websitePath}`;
}

/** T7: each flag spelled `true` one of the ways seen on the wire, so the loose rows show all five. */
const looseTrue: Readonly<Record<string, number | string>> = {
  IsUsed: 'True',
  IsExpired: 'True',
  HasWinner: 1,
  IsWinner: 'yes',
  Delivered: '1',
  IsShipped: 'true',
};
/** Counts some deployments send as strings. */
const countKeys = new Set(['ExpireIn', 'MinutesValidAfterUsed']);

/**
 * A row as a loosely typed deployment sends it (T7): `true` as `1`, `"1"`, `"true"`, `"True"` or
 * `"yes"`, `false` as `0`, counts as strings. Dates stay numbers (0 = not set).
 */
function loosen(row: Record<string, unknown>): Record<string, unknown> {
  const loose = (key: string, value: unknown): unknown => {
    if (typeof value === 'boolean') return value ? (looseTrue[key] ?? 1) : 0;
    return countKeys.has(key) && typeof value === 'number' ? String(value) : value;
  };
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, loose(key, value)]));
}

/**
 * The history entry on the wire (R2): PascalCase keys, dates in the service's wall-clock epoch
 * seconds (T8) with 0 for "not set" (T7), `Website` and never `Url` (R14).
 */
export function toRedemptionWire(entry: StoredRedemption, context: WireContext) {
  const row = strictRow(entry, context);
  return entry.looseTypes ? loosen(row) : row;
}

function strictRow(entry: StoredRedemption, { now, timeZone, origin }: WireContext) {
  const date = (ms: number | null) => wireDate(ms, timeZone);
  return {
    RedeemKey: entry.redeemKey,
    ID: entry.campaignId,
    Name: entry.name,
    Type: entry.type,
    AgencyID: entry.agencyId,
    AgencyName: entry.agencyName,
    CategoryID: entry.categoryId,
    Serial: entry.serial,
    Barcode: entry.barcode,
    PrivilegeMessage: privilegeMessage(entry, origin),
    PrivilegeMessageEN: privilegeMessage(entry, origin, entry.privilegeMessageEN),
    DefaultPrivilegeMessage: entry.defaultPrivilegeMessage,
    PrivilegeMessageFormat: entry.privilegeMessageFormat,
    ExpireIn: expireIn(entry, now),
    RedeemDate: date(entry.redeemDate),
    IsUsed: entry.usedDate !== null,
    IsExpired: isExpired(entry, now),
    // R9: 0 on an unused row means "not set"; `ArrangedDate` shows the other spelling of it, null.
    UsedDate: date(entry.usedDate),
    ArrangedDate: entry.usedDate === null ? null : date(entry.usedDate),
    VoucherExpireDate: date(entry.voucherExpireDate),
    CurrentDate: date(now),
    HasWinner: entry.hasWinner,
    IsWinner: entry.isWinner,
    WinningDate: date(entry.winningDate),
    MinutesValidAfterUsed: entry.minutesValidAfterUsed,
    FullImageUrl: entry.imageUrl,
    Website: website(entry, origin),
    Delivered: entry.parcel?.delivered ?? false,
    IsShipped: entry.parcel !== null,
    ShippingDate: date(entry.parcel?.shippedAt ?? null),
    ParcelNo: entry.parcel?.parcelNo ?? null,
  };
}

/** The answer of the use operation, in the entry's {@link UseAnswerShape}. */
export function toUseWire(entry: StoredRedemption, context: WireContext) {
  const { now, timeZone, origin } = context;
  const interfacePage = entry.websitePath === null ? {} : { Website: website(entry, origin) };
  switch (entry.useAnswer) {
    case 'historyRow':
      return toRedemptionWire(entry, context);
    case 'withoutCurrentDate':
      // U3: only what shipped apps read; the countdown then runs from the answer's arrival.
      return {
        CampaignId: entry.campaignId,
        Serial: entry.serial,
        ExpireIn: expireIn(entry, now),
        PrivilegeMessage: privilegeMessage(entry, origin),
        ...interfacePage,
      };
    case 'documented':
      // U1, plus `Website` for an Interface entry (the shipped apps read it from this answer) and
      // `PrivilegeMessageEN` beside `PrivilegeMessage`, as in the history row (R2).
      return {
        CampaignId: entry.campaignId,
        ItemNumber: entry.itemNumber,
        Serial: entry.serial,
        PrivilegeMessage: privilegeMessage(entry, origin),
        PrivilegeMessageEN: privilegeMessage(entry, origin, entry.privilegeMessageEN),
        UsedDate: wireDate(entry.usedDate, timeZone),
        CurrentDate: wireDate(now, timeZone),
        PrivilegeMessageFormat: entry.privilegeMessageFormat,
        RedeemCount: entry.redeemCount,
        UseCount: entry.useCount,
        ExpireIn: expireIn(entry, now),
        ...interfacePage,
      };
  }
}
