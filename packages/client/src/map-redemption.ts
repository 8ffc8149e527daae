import { bool, epochMs, num, text } from './loose';
import type { CampaignType, Redemption, RedemptionStatus, RedemptionUse } from './types';

// docs/wire-format.md, R4: code says Draw = 0.
const campaignTypes: Record<number, CampaignType> = { 0: 'draw', 1: 'free', 2: 'deal', 8: 'interface' };

function statusOf(wire: Record<string, unknown>, type: CampaignType, now: number): RedemptionStatus {
  if (type === 'draw') {
    if (!bool(wire.HasWinner)) return 'drawPending';
    return bool(wire.IsWinner) ? 'drawWon' : 'drawLost';
  }
  if (type === 'interface') return 'entitled';
  const voucherEnd = epochMs(wire.VoucherExpireDate);
  const expireIn = num(wire.ExpireIn);
  if (bool(wire.IsExpired) || (voucherEnd !== undefined && voucherEnd < now) || (expireIn ?? 0) < 0) {
    return 'expired';
  }
  const used = bool(wire.IsUsed) || (wire.UsedDate ?? null) !== null || (wire.ArrangedDate ?? null) !== null;
  return used ? 'used' : 'ready';
}

/** The display data both the list and "use" carry: serial, message with `<serial>` filled in, expiry, url. */
function displayOf(wire: Record<string, unknown>) {
  const serial = text(wire.Serial);
  const serverNow = epochMs(wire.CurrentDate);
  const expireIn = num(wire.ExpireIn);
  const message = text(wire.PrivilegeMessage) ?? text(wire.DefaultPrivilegeMessage);
  return {
    serial,
    message: message?.replaceAll('<serial>', serial ?? ''),
    serverNow,
    // Countdowns run on the server's clock: CurrentDate + ExpireIn, not the device's.
    expiresAt: expireIn === undefined || serverNow === undefined ? undefined : serverNow + expireIn * 1000,
    url: text(wire.Url) ?? text(wire.Website),
  };
}

/** Maps one history entry from the wire. */
export function toRedemption(wire: Record<string, unknown>): Redemption {
  const campaignTypeCode = num(wire.Type) ?? -1;
  const campaignType = campaignTypes[campaignTypeCode] ?? 'other';
  const display = displayOf(wire);
  return {
    redeemKey: String(wire.RedeemKey ?? ''),
    name: text(wire.Name) ?? '',
    campaignType,
    campaignTypeCode,
    status: statusOf(wire, campaignType, display.serverNow ?? Date.now()),
    barcode: text(wire.Barcode),
    redeemedAt: epochMs(wire.RedeemDate),
    ...display,
    raw: wire,
  };
}

/** Maps the answer of "use" from the wire. */
export function toRedemptionUse(wire: Record<string, unknown>): RedemptionUse {
  return { ...displayOf(wire), raw: wire };
}
