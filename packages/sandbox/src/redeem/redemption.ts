import { toEpochSeconds } from '../state/clock';

/** Campaign type codes on the wire (wire-notes.md: code sources say Draw = 0). */
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

/** One redemption as the sandbox keeps it: absolute times in epoch ms, wire values derived on read. */
export interface StoredRedemption {
  redeemKey: string;
  campaignId: number;
  itemNumber: number;
  name: string;
  type: CampaignTypeCode;
  agencyName: string;
  serial: string;
  /** Default tab for showing the code. */
  barcode: 'barcode' | 'qrcode' | 'serial';
  privilegeMessage: string;
  defaultPrivilegeMessage: string;
  privilegeMessageFormat: 'text' | 'barcode' | 'qrcode';
  redeemDate: number;
  usedDate: number | null;
  voucherExpireDate: number | null;
  /** What `ExpireIn` counts down to; `null` when the entry has no countdown (Draw, Interface). */
  expiresAt: number | null;
  hasWinner: boolean;
  isWinner: boolean;
  /** Minutes the serial stays valid after the first use; 0 keeps the voucher's own deadline. */
  minutesValidAfterUsed: number;
  imageUrl: string;
  /** Address of the web view (Interface entries). */
  website: string | null;
  redeemCount: number;
  useCount: number;
}

function seconds(ms: number | null): number | null {
  return ms === null ? null : toEpochSeconds(ms);
}

/** Seconds until `expiresAt` at `now` (negative once passed), or `null` without a countdown. */
function expireIn(entry: StoredRedemption, now: number): number | null {
  return entry.expiresAt === null ? null : Math.floor((entry.expiresAt - now) / 1000);
}

/** The wire-notes status rule: expired when `VoucherExpireDate` has passed or `ExpireIn` is negative. */
export function isExpired(entry: StoredRedemption, now: number): boolean {
  const remaining = expireIn(entry, now);
  return (
    (entry.voucherExpireDate !== null && entry.voucherExpireDate < now) ||
    (remaining !== null && remaining < 0)
  );
}

/** The history entry on the wire at `now` (PascalCase, dates in epoch seconds). */
export function toRedemptionWire(entry: StoredRedemption, now: number) {
  return {
    RedeemKey: entry.redeemKey,
    ID: entry.campaignId,
    CampaignId: entry.campaignId,
    ItemNumber: entry.itemNumber,
    Name: entry.name,
    Type: entry.type,
    AgencyName: entry.agencyName,
    Serial: entry.serial,
    Barcode: entry.barcode,
    PrivilegeMessage: entry.privilegeMessage,
    DefaultPrivilegeMessage: entry.defaultPrivilegeMessage,
    PrivilegeMessageFormat: entry.privilegeMessageFormat,
    ExpireIn: expireIn(entry, now),
    RedeemDate: toEpochSeconds(entry.redeemDate),
    IsUsed: entry.usedDate !== null,
    IsExpired: isExpired(entry, now),
    UsedDate: seconds(entry.usedDate),
    ArrangedDate: null,
    VoucherExpireDate: seconds(entry.voucherExpireDate),
    CurrentDate: toEpochSeconds(now),
    HasWinner: entry.hasWinner,
    IsWinner: entry.isWinner,
    MinutesValidAfterUsed: entry.minutesValidAfterUsed,
    FullImageUrl: entry.imageUrl,
    Website: entry.website,
    Url: entry.website,
    RedeemCount: entry.redeemCount,
    UseCount: entry.useCount,
  };
}

/** The answer of the use operation at `now` (the bare object of wire-notes.md, "Use"). */
export function toUseWire(entry: StoredRedemption, now: number) {
  return {
    CampaignId: entry.campaignId,
    ItemNumber: entry.itemNumber,
    Serial: entry.serial,
    PrivilegeMessage: entry.privilegeMessage,
    UsedDate: seconds(entry.usedDate),
    CurrentDate: toEpochSeconds(now),
    PrivilegeMessageFormat: entry.privilegeMessageFormat,
    RedeemCount: entry.redeemCount,
    UseCount: entry.useCount,
    ExpireIn: expireIn(entry, now),
    // Interface entries answer with their web view's address (the use shape has no field of its own for it).
    ...(entry.website === null ? {} : { Website: entry.website, Url: entry.website }),
  };
}
