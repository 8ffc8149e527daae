import { Hono } from 'hono';
import { sandboxFaultOffers } from '../faults/fault-offers';
import { parseFault, sandboxRoutes } from '../faults/fault-spec';
import type { SandboxEnv } from '../http/env';
import { contactIdentity } from '../otp/contact';
import { campaignById, categoryById } from '../seed/catalog';
import type { SandboxState } from '../state/sandbox-state';
import type { SandboxRoute } from '../types';
import { InvalidRequestError } from '../wire/invalid-request';
import { gatewayError, jsonResponse } from '../wire/wire-errors';

async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new InvalidRequestError('The body must be JSON.');
  }
}

function clockChange(body: unknown): { advanceMs: number } | { now: number; stopped: boolean } {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof fields.advanceMs === 'number' && Number.isFinite(fields.advanceMs))
    return { advanceMs: fields.advanceMs };
  const stopped = fields.stopped ?? false;
  if (typeof fields.now === 'number' && Number.isFinite(fields.now) && typeof stopped === 'boolean')
    return { now: fields.now, stopped };
  throw new InvalidRequestError(
    'Send {"advanceMs": <ms>} or {"now": <epoch ms>}, with "stopped": true for a clock that stands still.',
  );
}

/** A catalog entry by its numeric id, or the gateway's 404. */
function catalogAnswer<T>(raw: string, find: (id: number) => T | undefined): Response {
  const found = /^\d{1,9}$/.test(raw) ? find(Number(raw)) : undefined;
  return found === undefined ? gatewayError(404, 'Resource not found') : jsonResponse(200, found);
}

/**
 * The developer routes under `/__sandbox/` (not part of the contract, no authentication): the outbox
 * of sent codes, the request log, the clock, fault injection, reset, and the campaigns and
 * categories that notifications point at (`campaigns/:id`, `categories/:id`: the contract has no
 * detail operation, so an app that opens a notification's target can show these). Tests and the example apps'
 * developers use them; a real deployment has nothing like them.
 */
export function devRoutes(state: SandboxState, resetAll: () => void): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>().basePath('/__sandbox');

  routes.get('/outbox', (c) => {
    const to = c.req.query('to');
    const wanted = to === undefined ? undefined : contactIdentity(to);
    return jsonResponse(
      200,
      state.outbox.list().filter((message) => wanted === undefined || contactIdentity(message.to) === wanted),
    );
  });

  routes.get('/requests', (c) => {
    const route = c.req.query('route');
    if (route !== undefined && !sandboxRoutes.includes(route as SandboxRoute)) {
      throw new InvalidRequestError(`route must be one of ${sandboxRoutes.join(', ')}.`);
    }
    return jsonResponse(
      200,
      state.requestLog.list().filter((record) => route === undefined || record.route === route),
    );
  });

  routes.get('/clock', () => jsonResponse(200, { now: state.clock.now() }));
  routes.post('/clock', async (c) => {
    const change = clockChange(await readJson(c.req.raw));
    if ('advanceMs' in change) state.clock.advance(change.advanceMs);
    else state.clock.set(change.now, { stopped: change.stopped });
    return jsonResponse(200, { now: state.clock.now() });
  });

  routes.get('/faults', () => jsonResponse(200, state.faults.list()));
  // What a fault can be put on, and which faults, for a tool that offers the choice (the review page)
  // without knowing the contract.
  routes.get('/fault-routes', () => jsonResponse(200, { routes: sandboxRoutes, kinds: sandboxFaultOffers }));
  routes.post('/faults', async (c) => {
    const fault = parseFault(await readJson(c.req.raw));
    state.faults.arm(fault);
    return jsonResponse(201, fault);
  });
  routes.delete('/faults', (c) => {
    state.faults.clear();
    return c.body(null, 204);
  });

  routes.get('/campaigns/:id', (c) => catalogAnswer(c.req.param('id'), campaignById));
  routes.get('/categories/:id', (c) => catalogAnswer(c.req.param('id'), categoryById));

  routes.post('/reset', (c) => {
    resetAll();
    return c.body(null, 204);
  });
  return routes;
}
