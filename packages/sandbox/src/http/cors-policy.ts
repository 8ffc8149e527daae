import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { CorsOrigins } from '../types';
import type { SandboxEnv } from './env';

/** Hosts of the default policy: a page served from this machine, on any port. */
const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Whether `origin` is `http(s)://` on a loopback host (any port): the default allowed origins. */
function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && loopbackHosts.has(url.hostname);
  } catch {
    return false;
  }
}

/** Whether a page of `origin` may read the sandbox's answers under `allowed`. */
function isAllowedOrigin(origin: string, allowed: CorsOrigins): boolean {
  if (origin === '') return false;
  if (allowed === 'loopback') return isLoopbackOrigin(origin);
  if (allowed === '*') return true;
  if (typeof allowed === 'function') return allowed(origin);
  return allowed.includes(origin);
}

/**
 * The contract's section-5 headers: a browser asks in its preflight whether it may send them.
 * `Content-Type` is listed because the form type with `; charset=utf-8` is still "simple", but a
 * client may send JSON to the developer routes.
 */
const allowHeaders = [
  'Ocp-Apim-Subscription-Key',
  'App-Id',
  'Authorization',
  'Ocp-Apim-Trace',
  'Content-Type',
];

/**
 * CORS for a page on another origin (hono's `cors` middleware): preflights are answered before any
 * route or credential check, the allowed origin is echoed (never `*`, so a cache keys it by `Vary:
 * Origin`), and `Retry-After` is exposed so a browser client can honour a 429's wait.
 */
export function corsPolicy(allowed: CorsOrigins): MiddlewareHandler<SandboxEnv> {
  return cors({
    origin: (origin) => (isAllowedOrigin(origin, allowed) ? origin : null),
    allowMethods: ['GET', 'POST', 'DELETE'],
    allowHeaders,
    exposeHeaders: ['Retry-After'],
    maxAge: 600,
  });
}
