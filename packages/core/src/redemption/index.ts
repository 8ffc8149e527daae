export { redemptionCommands } from './redemption.commands';
export { type RedemptionFlowOptions, redemptionFlow } from './redemption.flow';
export {
  type HistoryPageActorInput,
  redemptionMachine,
  type UseRedemptionActorInput,
} from './redemption.machine';
export type {
  BlockedReason,
  EntryDisplay,
  OpenedDetail,
  OpenedDetailView,
  OpenedEntry,
  OpenedEntryView,
  RedemptionContext,
  RedemptionEntryView,
  RedemptionEvent,
  RedemptionInput,
  RedemptionView,
  StatusLabel,
} from './redemption.types';
export { getRedemptionView } from './redemption.view';
export { entryDisplay } from './redemption-display';
