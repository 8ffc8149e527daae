/** Host names that reach only this machine. */
const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether `origin` is an `http(s)://` page on a loopback host, any port: the apps on 5173 and 5174 and
 * the review page itself. The sandbox's CORS default is the same rule.
 */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && loopbackHosts.has(url.hostname);
  } catch {
    return false;
  }
}

/**
 * Whether a request's `Host` header names a loopback host. A page elsewhere that got its own name to
 * resolve to 127.0.0.1 (DNS rebinding) still sends its own name here, and is refused.
 */
export function isLoopbackHost(host: string | undefined): boolean {
  if (host === undefined) return false;
  return isLoopbackOrigin(`http://${host}`);
}

/**
 * Whether a request that writes comes from a page of this server itself: its `Origin` is `http://` and
 * the same host and port as its (loopback) `Host`, and a browser's `Sec-Fetch-Site`, when sent, says
 * `same-origin`. A page on another site, or an app on another loopback port, cannot write; a request with
 * no `Origin` (a form's navigation in an old browser, a script's forgotten header) is refused too.
 */
export function isSameOrigin(headers: {
  host?: string | undefined;
  origin?: string | undefined;
  'sec-fetch-site'?: string | string[] | undefined;
}): boolean {
  const { host, origin } = headers;
  const site = headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  return isLoopbackHost(host) && origin !== undefined && origin === `http://${host}`;
}
