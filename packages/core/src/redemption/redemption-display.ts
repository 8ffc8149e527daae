import type { Redemption, RedemptionStatus } from '../shared/port';
import type { BlockedReason, EntryDisplay, StatusLabel } from './redemption.types';
import { safeWebViewUrl, type WebViewPolicy } from '../shared/web-view-policy';

const labels: Record<RedemptionStatus, StatusLabel> = {
  ready: 'ready',
  used: 'used',
  expired: 'expired',
  drawPending: 'waiting',
  drawWon: 'won',
  drawLost: 'notWon',
  entitled: 'entitled',
};

function blocked(
  entry: Redemption,
  blockedBy: BlockedReason,
  statusLabel = labels[entry.status],
): EntryDisplay {
  return { badge: entry.campaignType, statusLabel, canOpen: false, blockedBy, showsCodeButton: false };
}

function openable(entry: Redemption, statusLabel: StatusLabel, showsCodeButton: boolean): EntryDisplay {
  return { badge: entry.campaignType, statusLabel, canOpen: true, showsCodeButton };
}

/**
 * How an entry is displayed, following the contract's table (section 2.2):
 * - Draw: the announcement status (waiting / won / not won), no code button, cannot be opened;
 * - Free, Deal: expired or used show the status and cannot be opened; ready ones can (the code button);
 * - Interface: the entitlement-received status, no code button, opens its `url` in a web view, which
 *   must pass `policy`;
 * - any other type: the contract gives no rule, so it cannot be opened.
 *
 * @example entryDisplay(entry, {}).canOpen
 */
export function entryDisplay(entry: Redemption, policy: WebViewPolicy): EntryDisplay {
  switch (entry.campaignType) {
    case 'draw':
      // A draw without a result yet, whatever else its flags say, is waiting for the announcement.
      return blocked(
        entry,
        'drawResult',
        entry.status === 'drawWon' || entry.status === 'drawLost' ? labels[entry.status] : 'waiting',
      );
    case 'free':
    case 'deal':
      if (entry.status === 'ready') return openable(entry, 'ready', true);
      return blocked(entry, entry.status === 'expired' ? 'expired' : 'used');
    case 'interface':
      if (entry.status === 'expired') return blocked(entry, 'expired');
      if (entry.url === undefined) return blocked(entry, 'noUrl', 'entitled');
      if (safeWebViewUrl(entry.url, policy) === undefined) return blocked(entry, 'unsafeUrl', 'entitled');
      return openable(entry, 'entitled', false);
    default:
      return blocked(entry, 'unsupportedType');
  }
}
