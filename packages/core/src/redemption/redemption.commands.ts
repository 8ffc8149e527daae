import type { RedemptionEvent } from './redemption.types';

/**
 * The redemption flow's commands for an actor, as the bindings hand them to components.
 *
 * @example const { open, close } = redemptionCommands(actor); open(entry.redeemKey);
 */
export function redemptionCommands(actor: { send(event: RedemptionEvent): void }) {
  return {
    open: (redeemKey: string) => actor.send({ type: 'REDEMPTION.OPEN', redeemKey }),
    close: () => actor.send({ type: 'REDEMPTION.CLOSE' }),
    retry: () => actor.send({ type: 'REDEMPTION.RETRY' }),
    loadMore: () => actor.send({ type: 'HISTORY.LOAD_MORE' }),
    refresh: () => actor.send({ type: 'HISTORY.REFRESH' }),
  };
}
