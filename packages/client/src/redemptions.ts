import { isSafePathSegment } from '@loyalty-flows/domain';
import { object } from './loose';
import { LoyaltyError } from './loyalty-error';
import { toRedemption, toRedemptionUse } from './map-redemption';
import type { Settings } from './options';
import type { Send } from './transport';
import type { Redemption, RedemptionListQuery, RedemptionUse } from './types';
import { checked, count } from './validate';

/** `client.redemptions`: the history and the use operation. */
export interface RedemptionsResource {
  /** One page of the history (a page shorter than `top` is the last). */
  list(query?: RedemptionListQuery): Promise<Redemption[]>;
  /** Marks an entry used and answers its refreshed serial, message and expiry. Call it before opening an entry. */
  use(redeemKey: string): Promise<RedemptionUse>;
}

/**
 * The objects of a list answer. A 2xx that carries no JSON array (no body, not JSON) is an empty
 * list (docs/wire-format.md, N5).
 */
export function records(body: unknown): Record<string, unknown>[] {
  return Array.isArray(body) ? body.map((item) => object(item) ?? {}) : [];
}

/** Builds {@link RedemptionsResource} over `send`. */
export function redemptionsResource(send: Send, settings: Settings): RedemptionsResource {
  return {
    async list(query = {}) {
      const operation = 'redemptions.list';
      const params = {
        skip: count(operation, 'skip', query.skip, 0),
        top: count(operation, 'top', query.top, 1, 100),
        config: query.config,
        byConfig: query.byConfig,
        device_app_id: settings.deviceAppId,
        app_id: settings.appId,
      };
      const body = await send({
        operation,
        method: 'GET',
        path: '/api/redeem/',
        query: params,
        retryable: true,
      });
      const arrival = { timeZone: settings.timeZone, at: Date.now() };
      return records(body).map((wire) => toRedemption(wire, arrival));
    },
    async use(redeemKey) {
      const operation = 'redemptions.use';
      // docs/wire-format.md, U2: percent-encoded, so a key holding `/`, `?` or `#` stays one path
      // segment; `.` and `..` are refused, as the URL parser would resolve them.
      const key = encodeURIComponent(checked(operation, 'redeemKey', redeemKey, isSafePathSegment));
      const path = `/api/redeem/${key}/use`;
      const body = object(await send({ operation, method: 'POST', path, form: { app_id: settings.appId } }));
      if (body === undefined) throw new LoyaltyError(operation, 'parse');
      return toRedemptionUse(body, { timeZone: settings.timeZone, at: Date.now() });
    },
  };
}
