import type { RedemptionEvent } from './redemption.types';

/**
 * The redemption flow's commands for an actor, as the bindings hand them to components.
 *
 * @example const { open, confirm, close } = redemptionCommands(actor); open(entry.id); confirm();
 */
export function redemptionCommands(actor: { send(event: RedemptionEvent): void }) {
  const send =
    (
      type:
        | 'REDEMPTION.CONFIRM'
        | 'REDEMPTION.CLOSE'
        | 'REDEMPTION.RETRY'
        | 'REDEMPTION.LOAD_MORE'
        | 'REDEMPTION.REFRESH',
    ) =>
    () =>
      actor.send({ type });
  return {
    open: (id: string) => actor.send({ type: 'REDEMPTION.OPEN', id }),
    confirm: send('REDEMPTION.CONFIRM'),
    close: send('REDEMPTION.CLOSE'),
    retry: send('REDEMPTION.RETRY'),
    loadMore: send('REDEMPTION.LOAD_MORE'),
    refresh: send('REDEMPTION.REFRESH'),
  };
}
