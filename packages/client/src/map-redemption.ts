import {
  type ContentKind,
  campaignTypeOf,
  type RedemptionFlags,
  redemptionStatus,
  type Symbology,
} from '@loyalty-flows/domain';
import { bool, num, serviceDate, text } from './loose';
import type { Redemption, RedemptionUse } from './types';

/** `Barcode` → how to draw the serial (docs/wire-format.md, R5); `*_WALLETCARD` draws the same. */
function symbologyOf(barcode: unknown): Symbology {
  const name = String(barcode ?? '').toUpperCase();
  return name.startsWith('QR') ? 'qr' : name.startsWith('CODE_128') ? 'code128' : 'text';
}

/** `PrivilegeMessageFormat` → how to render the message (docs/wire-format.md, R6). */
function contentKindOf(format: unknown): ContentKind {
  const name = String(format ?? '').toLowerCase();
  return name === 'html' || name === 'url' ? name : 'text';
}

/** `MinutesValidAfterUsed` (docs/wire-format.md, R2, A3): a positive number of minutes, else `undefined`. */
function minutesOf(value: unknown): number | undefined {
  const minutes = num(value);
  return minutes !== undefined && minutes > 0 ? minutes : undefined;
}

/**
 * The display data both the list and "use" carry: serial, the Thai and the English message
 * (`PrivilegeMessage`, `PrivilegeMessageEN`) with `<serial>` filled in (R3),
 * the service's clock and the expiry on it (R13), the Interface page (`Website`, R14). Without
 * `CurrentDate` (U3) the countdown runs from the answer's arrival on the device clock.
 */
function displayOf(wire: Record<string, unknown>, timeZone: string, at: number) {
  const serial = text(wire.Serial);
  const serverNow = serviceDate(wire.CurrentDate, timeZone) ?? at;
  const expireIn = num(wire.ExpireIn);
  const withSerial = (message: string | undefined) => message?.replaceAll('<serial>', serial ?? '');
  return {
    serial,
    message: withSerial(text(wire.PrivilegeMessage) ?? text(wire.DefaultPrivilegeMessage)),
    messageEN: withSerial(text(wire.PrivilegeMessageEN)),
    serverNow,
    expiresAt: expireIn === undefined ? undefined : serverNow + expireIn * 1000,
    url: text(wire.Website),
  };
}

/**
 * Maps one history entry from the wire; dates are read in the service's `timeZone` (T8), `at` is
 * when the answer arrived (epoch ms, device clock).
 */
export function toRedemption(wire: Record<string, unknown>, timeZone: string, at: number): Redemption {
  const campaignTypeCode = num(wire.Type) ?? -1;
  const display = displayOf(wire, timeZone, at);
  const date = (value: unknown) => serviceDate(value, timeZone);
  const flags: RedemptionFlags = {
    campaignType: campaignTypeOf(campaignTypeCode),
    expireIn: num(wire.ExpireIn),
    voucherExpiresAt: date(wire.VoucherExpireDate),
    isExpired: bool(wire.IsExpired),
    delivered: bool(wire.Delivered),
    shipped: bool(wire.IsShipped),
    trackingNumber: text(wire.ParcelNo),
    // R9: decided by IsUsed; only an answer without it falls back to a set (non-zero) UsedDate.
    isUsed: 'IsUsed' in wire ? bool(wire.IsUsed) : date(wire.UsedDate ?? wire.ArrangedDate) !== undefined,
    hasWinner: bool(wire.HasWinner),
    isWinner: bool(wire.IsWinner),
  };
  return {
    redeemKey: String(wire.RedeemKey ?? ''),
    name: text(wire.Name) ?? '',
    campaignType: flags.campaignType,
    campaignTypeCode,
    status: redemptionStatus(flags, display.serverNow),
    symbology: symbologyOf(wire.Barcode),
    contentKind: contentKindOf(wire.PrivilegeMessageFormat),
    redeemedAt: date(wire.RedeemDate),
    trackingNumber: flags.trackingNumber,
    minutesValidAfterUse: minutesOf(wire.MinutesValidAfterUsed),
    ...display,
    raw: wire,
  };
}

/** Maps the answer of "use" from the wire (it wins over the list's values: R12). */
export function toRedemptionUse(wire: Record<string, unknown>, timeZone: string, at: number): RedemptionUse {
  return {
    ...displayOf(wire, timeZone, at),
    contentKind: 'PrivilegeMessageFormat' in wire ? contentKindOf(wire.PrivilegeMessageFormat) : undefined,
    symbology: 'Barcode' in wire ? symbologyOf(wire.Barcode) : undefined,
    raw: wire,
  };
}
