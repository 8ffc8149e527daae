import { publicEventTypes } from '../shared/public-event-types';
import type { RedemptionEvent } from './redemption.types';

/**
 * What an app may send the redemption machine (`RedemptionEvent`), by its id: a review page offers these
 * and its inspector refuses the machine's own (`CLOCK.TICK`, the calls' answers).
 */
export const redemptionEventTypes = publicEventTypes<RedemptionEvent>()('redemption', {
  'REDEMPTION.REFRESH': true,
  'REDEMPTION.LOAD_MORE': true,
  'REDEMPTION.OPEN': true,
  'REDEMPTION.CONFIRM': true,
  'REDEMPTION.CLOSE': true,
  'REDEMPTION.RETRY': true,
  'REDEMPTION.CONFIGURE': true,
});
