import type { FlowDefinition } from '../shared/flow';
import { redemptionCommands } from './redemption.commands';
import { redemptionMachine } from './redemption.machine';
import type { RedemptionInput, RedemptionView } from './redemption.types';
import { getRedemptionView } from './redemption.view';

/** What a component passes to the redemption flow: page size, query and web-view policy. */
export type RedemptionFlowOptions = Omit<RedemptionInput, 'client'>;

/** The redemption flow for the bindings. */
export const redemptionFlow: FlowDefinition<
  typeof redemptionMachine,
  RedemptionView,
  ReturnType<typeof redemptionCommands>,
  RedemptionFlowOptions
> = {
  machine: redemptionMachine,
  getView: getRedemptionView,
  commands: redemptionCommands,
  input: ({ client }, options) => ({ ...options, client }),
};
