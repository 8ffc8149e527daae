import type { Context } from 'hono';
import { constantTimeEqual } from '../kit/constant-time-equal';
import type { Sessions } from '../state/sessions';
import type { SandboxCredentials } from '../types';
import { errorReasons, gatewayError, serviceError } from '../wire/wire-errors';
import type { SandboxEnv } from './env';

// The gateway's own sentences for a missing or wrong key (what Azure API Management answers).
const missingKeyMessage =
  'Access denied due to missing subscription key. Make sure to include subscription key when making requests to an API.';
const invalidKeyMessage =
  'Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.';
const missingAppIdMessage = 'Access denied due to missing App-Id. Send the App-Id header with every request.';
const invalidAppIdMessage = 'Access denied due to invalid App-Id. Make sure it names this application.';

/**
 * Checks the headers of contract section 5. The subscription key and the `App-Id` are the gateway's
 * business (401 in the gateway shape, docs/wire-format.md E4); the token is the service's (401 in the
 * service shape). On success the token's
 * user is stored as `userId`. Returns the refusal, or `undefined` to let the request through.
 */
export function authenticate(
  c: Context<SandboxEnv>,
  credentials: SandboxCredentials,
  sessions: Sessions,
): Response | undefined {
  const key = c.req.header('Ocp-Apim-Subscription-Key');
  if (key === undefined || key === '') return gatewayError(401, missingKeyMessage);
  if (!constantTimeEqual(key, credentials.subscriptionKey)) return gatewayError(401, invalidKeyMessage);
  const appId = c.req.header('App-Id');
  if (appId === undefined || appId === '') return gatewayError(401, missingAppIdMessage);
  if (!constantTimeEqual(appId, credentials.appId)) return gatewayError(401, invalidAppIdMessage);

  // The scheme is the lower-case word `token`, not `Bearer` (docs/wire-format.md, T2).
  const match = /^token (\S+)$/.exec(c.req.header('Authorization')?.trim() ?? '');
  if (match?.[1] === undefined) {
    return serviceError(errorReasons.unauthorized, "Authorization must be 'token <access token>'.");
  }
  const userId = sessions.userOf(match[1]);
  if (userId === undefined) return serviceError(errorReasons.unauthorized, 'The access token is not valid.');
  c.set('userId', userId);
  return undefined;
}
