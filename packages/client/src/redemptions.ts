import { isSafePathSegment } from '@loyalty-flows/domain';
import { clockOf } from './clock';
import { listPage } from './list-page';
import { object } from './loose';
import { LoyaltyError } from './loyalty-error';
import { toRedemption, toRedemptionUse } from './map-redemption';
import type { LoyaltyClientOptions } from './options';
import type { Send } from './transport';
import type { Redemption, RedemptionListQuery, RedemptionUse } from './types';
import { checked } from './validate';

/** `client.redemptions`: the history and the use operation. */
export interface RedemptionsResource {
  /** One page of the history (a page shorter than `top` is the last). */
  list(query?: RedemptionListQuery): Promise<Redemption[]>;
  /** Marks an entry used and answers its refreshed serial, message and expiry. Call it before opening an entry. */
  use(redeemKey: string): Promise<RedemptionUse>;
}

/** Builds {@link RedemptionsResource} over `send`; dates are read in `timeZone`. */
export function redemptionsResource(
  send: Send,
  options: LoyaltyClientOptions,
  timeZone: string,
): RedemptionsResource {
  const { appId, deviceAppId = appId } = options;
  const now = clockOf(options);
  return {
    list: ({ skip, top, config, byConfig } = {}) =>
      listPage(
        send,
        'redemptions.list',
        '/api/redeem/',
        { skip, top, config, byConfig, device_app_id: deviceAppId, app_id: appId },
        (wire, at) => toRedemption(wire, timeZone, at),
        now,
      ),
    async use(redeemKey) {
      const operation = 'redemptions.use';
      // docs/wire-format.md, U2: percent-encoded, so a key holding `/`, `?` or `#` stays one path
      // segment; `.` and `..` are refused, as the URL parser would resolve them.
      const key = encodeURIComponent(checked(operation, 'redeemKey', redeemKey, isSafePathSegment));
      const body = object(
        await send({ operation, method: 'POST', path: `/api/redeem/${key}/use`, form: { app_id: appId } }),
      );
      if (!body) throw new LoyaltyError(operation, 'parse');
      return toRedemptionUse(body, timeZone, now());
    },
  };
}
