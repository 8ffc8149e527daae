import type { SnapshotFrom } from 'xstate';
import { remainingMs } from '../shared/countdown';
import { flowError } from '../shared/errors';
import { type PagedListState, pagedListStatus } from '../shared/paged-list';
import type { Redemption } from '../shared/port';
import type { redemptionMachine } from './redemption.machine';
import type {
  OpenedDetailView,
  OpenedEntry,
  OpenedEntryView,
  RedemptionContext,
  RedemptionEntryView,
  RedemptionView,
} from './redemption.types';
import { entryDisplay } from './redemption-display';

type RedemptionSnapshot = SnapshotFrom<typeof redemptionMachine>;

function entryView(entry: Redemption, context: RedemptionContext): RedemptionEntryView {
  const view: RedemptionEntryView = {
    redeemKey: entry.redeemKey,
    name: entry.name,
    campaignType: entry.campaignType,
    status: entry.status,
    display: entryDisplay(entry, context.webViewPolicy),
  };
  if (entry.redeemedAt !== undefined) view.redeemedAt = entry.redeemedAt;
  return view;
}

function detailView(opened: OpenedEntry, context: RedemptionContext): OpenedDetailView | undefined {
  if (!opened.detail) return undefined;
  if (opened.expiresAt === undefined) return { ...opened.detail };
  const left = remainingMs(opened.expiresAt, context.now, context.serverOffsetMs);
  return { ...opened.detail, expiresInMs: Math.max(0, left) };
}

function openedView(snapshot: RedemptionSnapshot): OpenedEntryView | undefined {
  const { context } = snapshot;
  const { opened } = context;
  if (!opened) return undefined;
  const { redeemKey } = opened;
  if (snapshot.matches({ entry: 'using' })) return { state: 'using', redeemKey };
  if (snapshot.matches({ entry: 'expired' })) return { state: 'expired', redeemKey };
  const detail = detailView(opened, context);
  if (snapshot.matches({ entry: 'open' }) && detail) return { state: 'open', redeemKey, detail };
  const failed: OpenedEntryView = {
    state: 'failed',
    redeemKey,
    // `failed` and `refused` always store their error; the fallback keeps the view total.
    error: opened.error ?? flowError('not_openable'),
    canRetry: snapshot.matches({ entry: 'failed' }),
  };
  if (opened.blockedBy) failed.blockedBy = opened.blockedBy;
  return failed;
}

/**
 * What a UI renders for the redemption machine's snapshot: the list state, every entry with how to
 * display it (contract section 2.2), and the opened entry. A pure function of the snapshot: the
 * countdown comes from the `now` the machine ticks, never from a clock read here.
 *
 * @example
 * const view = getRedemptionView(actor.getSnapshot());
 * for (const entry of view.entries) render(entry.name, entry.display.statusLabel, entry.display.canOpen);
 */
export function getRedemptionView(snapshot: RedemptionSnapshot): RedemptionView {
  const { context } = snapshot;
  const listState: PagedListState = snapshot.value.history;
  const { error, canLoadMore } = pagedListStatus(listState, context.history);
  const view: RedemptionView = {
    listState,
    canLoadMore,
    entries: context.history.items.map((entry) => entryView(entry, context)),
  };
  if (error) view.listError = error;
  const opened = openedView(snapshot);
  if (opened) view.opened = opened;
  return view;
}
