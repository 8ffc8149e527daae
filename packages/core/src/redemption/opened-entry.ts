import type { Redemption, RedemptionUse } from '../shared/port';
import type { BlockedReason, OpenedDetail } from './redemption.types';
import { safeWebViewUrl, type WebViewPolicy } from '../shared/web-view-policy';

/**
 * The entry refreshed by the use operation's answer: serial, message and expiry as the service now
 * gives them (contract 4.4). A Free or Deal voucher is `used` from then on (contract section 1: the
 * operation marks the redemption used); an Interface entry keeps its status.
 */
export function withUseResult(entry: Redemption, result: RedemptionUse): Redemption {
  const refreshed: Redemption = { ...entry };
  if (result.serial !== undefined) refreshed.serial = result.serial;
  if (result.message !== undefined) refreshed.message = result.message;
  if (result.expiresAt !== undefined) refreshed.expiresAt = result.expiresAt;
  if (result.serverNow !== undefined) refreshed.serverNow = result.serverNow;
  if (entry.campaignType === 'free' || entry.campaignType === 'deal') refreshed.status = 'used';
  return refreshed;
}

/**
 * What a used entry shows: an Interface entry its address in a web view (checked again here: the
 * address may have changed since the entry was opened), any other its serial popup. An Interface
 * entry whose address is missing or fails `policy` shows nothing and says why.
 */
export function openedDetail(
  entry: Redemption,
  policy: WebViewPolicy,
): { detail: OpenedDetail } | { blockedBy: BlockedReason } {
  if (entry.campaignType !== 'interface') {
    const detail: OpenedDetail = { kind: 'serial', defaultTab: entry.barcode ?? 'barcode' };
    if (entry.serial !== undefined) detail.serial = entry.serial;
    if (entry.message !== undefined) detail.message = entry.message;
    return { detail };
  }
  if (entry.url === undefined) return { blockedBy: 'noUrl' };
  const url = safeWebViewUrl(entry.url, policy);
  return url === undefined ? { blockedBy: 'unsafeUrl' } : { detail: { kind: 'webView', url } };
}
