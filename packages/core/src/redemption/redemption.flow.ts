import type { FlowDefinition } from '../shared/flow';
import { redemptionCommands } from './redemption.commands';
import { createRedemptionMachine } from './redemption.env';
import type { RedemptionInput, RedemptionView } from './redemption.types';
import { getRedemptionView } from './redemption.view';

/** What a component passes to the redemption flow: page size, query and web-view policy (plain data). */
export type RedemptionFlowOptions = RedemptionInput;

/**
 * The redemption flow for the bindings: the machine from the provider's environment, the options as
 * input, and a changed page size, query or policy as `REDEMPTION.CONFIGURE`.
 */
export const redemptionFlow: FlowDefinition<
  ReturnType<typeof createRedemptionMachine>,
  RedemptionView,
  ReturnType<typeof redemptionCommands>,
  RedemptionFlowOptions
> = {
  createMachine: createRedemptionMachine,
  input: (options) => options,
  getView: getRedemptionView,
  commands: redemptionCommands,
  configure: (options) => ({ type: 'REDEMPTION.CONFIGURE', options }),
};
