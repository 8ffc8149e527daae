import { Hono } from 'hono';
import { contractGate } from '../http/contract-gate';
import type { SandboxEnv } from '../http/env';
import { pageOf, readPaging } from '../http/paging';
import { wireContextOf } from '../http/wire-context-of';
import { toRedemptionWire, toUseWire } from '../redeem/redemption';
import { useRedemption } from '../redeem/use-redemption';
import type { SandboxState } from '../state/sandbox-state';
import { errorReasons, jsonResponse, serviceError } from '../wire/wire-errors';

/**
 * The redemption routes: `GET /api/redeem/` answers a bare array page of the history (newest first),
 * `POST /api/redeem/{redeemkey}/use` uses one entry and answers its refreshed display data.
 */
export function redeemRoutes(state: SandboxState): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.get('/api/redeem', contractGate(state, 'redeem.list'), (c) => {
    const context = wireContextOf(c, state);
    const page = readPaging((name) => c.req.query(name));
    const { redemptions } = state.users.dataOf(c.get('userId'), context.now);
    return jsonResponse(
      200,
      pageOf(redemptions, page).map((entry) => toRedemptionWire(entry, context)),
    );
  });

  // `:redeemKey` is matched on the encoded path and decoded by hono, so a key holding `/`, `?` or `#`
  // arrives whole when the client percent-encodes it.
  routes.post('/api/redeem/:redeemKey/use', contractGate(state, 'redeem.use'), (c) => {
    const context = wireContextOf(c, state);
    const { redemptionsByKey } = state.users.dataOf(c.get('userId'), context.now);
    const outcome = useRedemption(redemptionsByKey.get(c.req.param('redeemKey')), context.now);
    switch (outcome.kind) {
      case 'used':
        return jsonResponse(200, toUseWire(outcome.entry, context));
      case 'notFound':
        return serviceError(errorReasons.notFound, 'No redemption has this key.');
      case 'expired':
        return serviceError(errorReasons.voucherExpired, 'This redemption has expired.');
      case 'notUsable':
        return serviceError(
          errorReasons.notUsable,
          'This redemption has no use action (a draw or a parcel).',
        );
    }
  });
  return routes;
}
