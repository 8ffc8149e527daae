export { createRedeemKeys, type RedeemKeys } from './redeem-keys';
export { redemptionCommands } from './redemption.commands';
export { createRedemptionMachine } from './redemption.env';
export { type RedemptionFlowOptions, redemptionFlow } from './redemption.flow';
export {
  type HistoryPageActorInput,
  type HistoryPageActorOutput,
  redemptionMachine,
  type UseRedemptionActorInput,
  type UseRedemptionActorOutput,
} from './redemption.machine';
export type {
  BlockedReason,
  EntryDisplay,
  ListedRedemption,
  OpenedDetail,
  OpenedDetailView,
  OpenedEntry,
  OpenedEntryView,
  RedemptionContent,
  RedemptionContext,
  RedemptionEntryView,
  RedemptionEnvironment,
  RedemptionEvent,
  RedemptionInput,
  RedemptionView,
  StatusLabel,
} from './redemption.types';
export { getRedemptionView } from './redemption.view';
export { entryDisplay } from './redemption-display';
