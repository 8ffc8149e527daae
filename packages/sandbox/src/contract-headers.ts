import type { SandboxCredentials } from './types';

/**
 * The headers the contract (section 5) puts on every request, filled with `credentials`.
 *
 * @example
 * ```ts
 * const response = await fetch(`${url}/api/noti/`, { headers: contractHeaders(credentials) });
 * ```
 */
export function contractHeaders(credentials: SandboxCredentials): Record<string, string> {
  return {
    'Ocp-Apim-Subscription-Key': credentials.subscriptionKey,
    'App-Id': credentials.appId,
    Authorization: `token ${credentials.token}`,
    'Ocp-Apim-Trace': '1',
    'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8',
  };
}
