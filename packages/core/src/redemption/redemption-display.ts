import type { Redemption } from '../shared/port';
import { safeWebViewUrl, type WebViewPolicy } from '../shared/web-view-policy';
import type { BlockedReason, EntryDisplay, StatusLabel } from './redemption.types';

/** What the display reads of an entry: a listed one (with its id) or the service's (with its key). */
type DisplayedEntry = Omit<Redemption, 'redeemKey'>;

const drawLabels: Partial<Record<Redemption['status'], StatusLabel>> = { drawWon: 'won', drawLost: 'notWon' };

function display(entry: DisplayedEntry, statusLabel: StatusLabel, blockedBy?: BlockedReason): EntryDisplay {
  const shown: EntryDisplay = {
    badge: entry.campaignType,
    statusLabel,
    canOpen: !blockedBy,
    // Only Free and Deal entries reach here openable besides Interface ones, which open a page instead.
    showsCodeButton: !blockedBy && entry.campaignType !== 'interface',
  };
  if (blockedBy) shown.blockedBy = blockedBy;
  return shown;
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
export function entryDisplay(entry: DisplayedEntry, policy: WebViewPolicy): EntryDisplay {
  const { status, campaignType, url } = entry;
  if (status === 'expired' || status === 'used') return display(entry, status, status);
  if (status === 'shipped' || status === 'delivered') return display(entry, status, 'parcel');
  // A draw without a result yet, whatever else its flags say, is waiting for the announcement.
  if (campaignType === 'draw') return display(entry, drawLabels[status] ?? 'waiting', 'drawResult');
  if (campaignType === 'interface') {
    return display(
      entry,
      'entitled',
      url === undefined ? 'noUrl' : safeWebViewUrl(url, policy) ? undefined : 'unsafeUrl',
    );
  }
  if (campaignType === 'other') return display(entry, 'ready', 'unsupportedType');
  return status === 'ready' ? display(entry, 'ready') : display(entry, 'used', 'used');
}
