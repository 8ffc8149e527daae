import {
  getRedemptionView,
  type RedemptionInput,
  type RedemptionView,
  redemptionCommands,
  redemptionMachine,
} from '@loyalty-flows/core';
import { type Select, useFlowActor, useFlowView } from './use-flow';

/** Options of {@link useRedemptions}: the machine's input without the client. */
export type UseRedemptionsOptions = Omit<RedemptionInput, 'client'>;

/**
 * The redemption history and the opened entry: the view (or a pick of it) and its commands.
 *
 * @example
 * const history = useRedemptions();
 * history.view.entries.map((entry) => <button onClick={() => history.open(entry.redeemKey)}>{entry.name}</button>);
 */
export function useRedemptions<TPicked = RedemptionView>(
  options: UseRedemptionsOptions = {},
  select?: Select<RedemptionView, TPicked>,
) {
  const actorRef = useFlowActor(redemptionMachine, ({ client }) => ({ ...options, client }));
  return {
    view: useFlowView(actorRef, getRedemptionView, select),
    ...redemptionCommands(actorRef),
    actorRef,
  };
}
