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
