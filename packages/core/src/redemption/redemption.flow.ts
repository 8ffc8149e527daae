import type { FlowDefinition } from '../shared/flow';
import { redemptionCommands } from './redemption.commands';
import { redemptionMachine } from './redemption.machine';
import type { RedemptionInput, RedemptionView } from './redemption.types';
import { getRedemptionView } from './redemption.view';

/** The redemption flow for the bindings. */
export const redemptionFlow: FlowDefinition<
  typeof redemptionMachine,
  RedemptionView,
  ReturnType<typeof redemptionCommands>,
  Omit<RedemptionInput, 'client'>
> = {
  machine: redemptionMachine,
  getView: getRedemptionView,
  commands: redemptionCommands,
  input: ({ client }, options) => ({ ...options, client }),
};
