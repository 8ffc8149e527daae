import type { RedemptionUse } from '../shared/port';
import { safeWebViewUrl, type WebViewPolicy } from '../shared/web-view-policy';
import type {
  BlockedReason,
  ListedRedemption,
  OpenedDetail,
  RedemptionContent,
  RedemptionContext,
} from './redemption.types';

/**
 * When the opened entry's countdown ends, epoch ms on the environment's clock (`undefined` without
 * one): its expiry on the server's clock (the device's may be set wrong: docs/wire-format.md, R13),
 * mapped with the offset measured when it was used. The machine's ticker, its guard and the view all
 * read this one deadline, so the view's 0 and the expiry come on the same tick.
 */
export function countdownEnd({ opened, serverOffsetMs }: RedemptionContext): number | undefined {
  return opened?.expiresAt === undefined
    ? undefined
    : opened.expiresAt - (opened.serverOffsetMs ?? serverOffsetMs);
}

/**
 * The entry refreshed by the use operation's answer, which wins over the list's values
 * (docs/wire-format.md, "Use"). A Free or Deal voucher is `used` from then on (contract section 1:
 * the operation marks the redemption used); an Interface entry keeps its status.
 */
export function withUseResult(entry: ListedRedemption, result: RedemptionUse): ListedRedemption {
  const refreshed: ListedRedemption = { ...entry };
  for (const [field, value] of Object.entries(result)) {
    if (value !== undefined) (refreshed as unknown as Record<string, unknown>)[field] = value;
  }
  if (entry.campaignType === 'free' || entry.campaignType === 'deal') refreshed.status = 'used';
  return refreshed;
}

/** A privilege message and how to show it: text, HTML for the app to sanitise, or a page under `policy`. */
function contentOf(
  message: string | undefined,
  { contentKind }: ListedRedemption,
  policy: WebViewPolicy,
): RedemptionContent | undefined {
  if (message === undefined) return undefined;
  if (contentKind === 'html') return { kind: 'html', html: message };
  if (contentKind !== 'url') return { kind: 'text', text: message };
  const url = safeWebViewUrl(message, policy);
  return url === undefined ? undefined : { kind: 'url', url };
}

/**
 * What a used entry shows: an Interface entry its address in a web view (checked again here: the
 * address may have changed since the entry was opened), any other its serial popup with the
 * symbology to draw it with and its content in both of the service's languages (the view picks one).
 * An Interface entry whose address is missing or fails `policy` shows nothing and says why.
 */
export function openedDetail(
  entry: ListedRedemption,
  policy: WebViewPolicy,
): { detail: OpenedDetail } | { blockedBy: BlockedReason } {
  if (entry.campaignType !== 'interface') {
    const detail: OpenedDetail = { kind: 'serial', symbology: entry.symbology ?? 'text' };
    const content = contentOf(entry.message, entry, policy);
    const contentEN = contentOf(entry.messageEN, entry, policy);
    if (entry.serial !== undefined) detail.serial = entry.serial;
    if (content) detail.content = content;
    if (contentEN) detail.contentEN = contentEN;
    return { detail };
  }
  if (entry.url === undefined) return { blockedBy: 'noUrl' };
  const url = safeWebViewUrl(entry.url, policy);
  return url === undefined ? { blockedBy: 'unsafeUrl' } : { detail: { kind: 'webView', url } };
}
