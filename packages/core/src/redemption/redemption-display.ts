import type { Redemption } from '../shared/port';
import { safeWebViewUrl, type WebViewPolicy } from '../shared/web-view-policy';
import type { BlockedReason, EntryDisplay, StatusLabel } from './redemption.types';

const drawLabels: Partial<Record<Redemption['status'], StatusLabel>> = {
  drawWon: 'won',
  drawLost: 'notWon',
};

function blocked(entry: Redemption, blockedBy: BlockedReason, statusLabel: StatusLabel): EntryDisplay {
  return { badge: entry.campaignType, statusLabel, canOpen: false, blockedBy, showsCodeButton: false };
}

/**
 * How an entry is displayed, by the status rules of docs/wire-format.md (in their order, for every
 * campaign type) and the contract's table (section 2.2):
 * - expired entries of every type (Interface and Draw too) are expired, and used ones used: neither
 *   can be opened;
 * - shipped or delivered parcels show their status and tracking number, and have no use action;
 * - Draw: the announcement status (waiting / won / not won), no code button, cannot be opened;
 * - Free, Deal: ready ones can be opened (the code button);
 * - Interface: the entitlement-received status, no code button, opens its `url` in a web view, which
 *   must pass `policy`;
 * - any other type: no rule, so it cannot be opened.
 *
 * @example entryDisplay(entry, {}).canOpen
 */
export function entryDisplay(entry: Redemption, policy: WebViewPolicy): EntryDisplay {
  const { status } = entry;
  if (status === 'expired' || status === 'used') return blocked(entry, status, status);
  if (status === 'shipped' || status === 'delivered') return blocked(entry, 'parcel', status);
  switch (entry.campaignType) {
    case 'draw':
      // A draw without a result yet, whatever else its flags say, is waiting for the announcement.
      return blocked(entry, 'drawResult', drawLabels[status] ?? 'waiting');
    case 'free':
    case 'deal':
      return status === 'ready'
        ? { badge: entry.campaignType, statusLabel: 'ready', canOpen: true, showsCodeButton: true }
        : blocked(entry, 'used', 'used');
    case 'interface': {
      const refusal: BlockedReason | undefined =
        entry.url === undefined ? 'noUrl' : safeWebViewUrl(entry.url, policy) ? undefined : 'unsafeUrl';
      return refusal
        ? blocked(entry, refusal, 'entitled')
        : { badge: 'interface', statusLabel: 'entitled', canOpen: true, showsCodeButton: false };
    }
    default:
      return blocked(entry, 'unsupportedType', 'ready');
  }
}
