import { fromPromise } from 'xstate';
import { createTicker } from '../shared/clock';
import { arrivalStamped, flowError } from '../shared/errors';
import { fromOneShotPromise } from '../shared/one-shot-promise';
import { readHistoryPage, readUseResult } from './port-answers';
import { createRedeemKeys } from './redeem-keys';
import {
  type HistoryPageActorInput,
  type HistoryPageActorOutput,
  redemptionMachine,
  type UseRedemptionActorInput,
  type UseRedemptionActorOutput,
} from './redemption.machine';
import type { RedemptionEnvironment } from './redemption.types';

/**
 * The redemption machine in its environment: the history and use calls go to `env.client`, and
 * countdowns run on `env.now` (default `Date.now`), read only when an answer arrives and by the
 * ticker while a countdown shows. "Use" runs at most once per open: a snapshot persisted while it
 * ran is restored as a failure of unknown fate (retry offered), never as a second call. With
 * `env.openWebPage`, an opened entry's web page goes to it (LINE's `liff.openWindow`), once per open.
 *
 * @example
 * const actor = createActor(createRedemptionMachine({ client: createLoyaltyClient(options) })).start();
 */
export function createRedemptionMachine({
  client,
  now = () => Date.now(),
  openWebPage,
  redeemKeys = createRedeemKeys(),
}: RedemptionEnvironment) {
  return redemptionMachine.provide({
    actions: {
      // On entering `open` only: a snapshot restored while open does not open the page a second time.
      openWebPage: ({ context }) => {
        const detail = context.opened?.detail;
        if (openWebPage && detail?.kind === 'webView') openWebPage(detail.url);
      },
    },
    actors: {
      loadHistoryPage: fromPromise<HistoryPageActorOutput, HistoryPageActorInput>(async ({ input }) => ({
        entries: readHistoryPage(
          await arrivalStamped(now, () => client.redemptions.list(input.query)),
          redeemKeys.idOf,
        ),
        receivedAt: now(),
      })),
      useRedemption: fromOneShotPromise<UseRedemptionActorOutput, UseRedemptionActorInput>(async (input) => {
        // An id this machine did not give (a snapshot restored elsewhere): nothing is sent.
        const redeemKey = redeemKeys.keyOf(input.id);
        if (redeemKey === undefined) throw flowError('not_found');
        const answer = await arrivalStamped(now, () => client.redemptions.use(redeemKey));
        return { result: readUseResult(answer), receivedAt: now() };
      }),
      ticker: createTicker(now),
    },
  });
}
