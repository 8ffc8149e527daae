import {
  campaignTypeOf,
  type RedemptionStatus,
  redemptionStatus,
  wallClockToInstant,
} from '@loyalty-flows/domain';

/** A history entry as the sandbox sends it (docs/wire-format.md, R2): the keys the tests read. */
export type WireRedemption = Record<string, unknown> & {
  RedeemKey: string;
  Name: string;
  Type: number;
  AgencyName: string;
  Serial: string;
  Barcode: string;
  PrivilegeMessage: string;
  PrivilegeMessageEN: string;
  DefaultPrivilegeMessage: string;
  PrivilegeMessageFormat: string;
  ExpireIn: number | null;
  CurrentDate: number;
  IsUsed: boolean;
  IsExpired: boolean;
  UsedDate: number;
  VoucherExpireDate: number;
  HasWinner: boolean;
  IsWinner: boolean;
  MinutesValidAfterUsed: number;
  Website: string | null;
  Delivered: boolean;
  IsShipped: boolean;
  ShippingDate: number;
  ParcelNo: string | null;
};

/** The domain's status rule (R7–R11) applied to a wire row, dates read with T8 and T7. */
export function statusOf(entry: WireRedemption): RedemptionStatus {
  const date = (seconds: number) => (seconds === 0 ? undefined : wallClockToInstant(seconds * 1000));
  return redemptionStatus(
    {
      campaignType: campaignTypeOf(entry.Type),
      expireIn: entry.ExpireIn ?? undefined,
      voucherExpiresAt: date(entry.VoucherExpireDate),
      delivered: entry.Delivered,
      shipped: entry.IsShipped,
      trackingNumber: entry.ParcelNo ?? undefined,
      isUsed: entry.IsUsed,
      hasWinner: entry.HasWinner,
      isWinner: entry.IsWinner,
    },
    date(entry.CurrentDate) ?? 0,
  );
}
