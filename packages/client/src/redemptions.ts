import { object } from './loose';
import { LoyaltyError } from './loyalty-error';
import { toRedemption, toRedemptionUse } from './map-redemption';
import type { Send } from './transport';
import type { Redemption, RedemptionListQuery, RedemptionUse } from './types';
import { count, identifier } from './validate';

/** `client.redemptions`: the history and the use operation. */
export interface RedemptionsResource {
  /** One page of the history (a page shorter than `top` is the last). */
  list(query?: RedemptionListQuery): Promise<Redemption[]>;
  /** Marks an entry used and answers its refreshed serial, message and expiry. Call it before opening an entry. */
  use(redeemKey: string): Promise<RedemptionUse>;
}

/** An array of objects from the wire, or a `parse` error. */
export function records(operation: string, body: unknown): Record<string, unknown>[] {
  if (!Array.isArray(body)) throw new LoyaltyError(operation, 'parse');
  return body.map((item) => object(item) ?? {});
}

/** Builds {@link RedemptionsResource} over `send`. */
export function redemptionsResource(send: Send, appId: string, deviceAppId: string): RedemptionsResource {
  return {
    async list(query = {}) {
      const operation = 'redemptions.list';
      const params = {
        skip: count(operation, 'skip', query.skip, 0),
        top: count(operation, 'top', query.top, 1, 100),
        config: query.config,
        byConfig: query.byConfig,
        device_app_id: deviceAppId,
        app_id: appId,
      };
      const body = await send({
        operation,
        method: 'GET',
        path: '/api/redeem/',
        query: params,
        retryable: true,
      });
      return records(operation, body).map(toRedemption);
    },
    async use(redeemKey) {
      const operation = 'redemptions.use';
      // Percent-encoded, so a key holding `/`, `?` or `#` stays one path segment.
      const path = `/api/redeem/${encodeURIComponent(identifier(operation, 'redeemKey', redeemKey))}/use`;
      const body = object(await send({ operation, method: 'POST', path, form: { app_id: appId } }));
      if (body === undefined) throw new LoyaltyError(operation, 'parse');
      return toRedemptionUse(body);
    },
  };
}
