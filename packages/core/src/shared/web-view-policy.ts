/** Which addresses an Interface entry may open in a web view. */
export interface WebViewPolicy {
  /**
   * Host names that may be opened, compared case-insensitively with `new URL(url).hostname` (IPv6 in
   * brackets: `[::1]`). Exact names: `example.com` does not allow `www.example.com`. Without it any
   * host may; an empty list allows none.
   */
  allowedHosts?: readonly string[];
}

// Plain http only where nothing travels over a network: a developer's own machine.
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The address to hand to a web view, or `undefined` when `url` must not be opened: it is not an
 * absolute URL, its scheme is not `https:` (or `http:` on a loopback host), it carries a user name or
 * password (which can disguise the real host), or its host is not in `policy.allowedHosts`.
 * The address returned is the parsed, normalised one, so what was checked is what is opened.
 *
 * @example safeWebViewUrl('https://example.com/rewards/1', { allowedHosts: ['example.com'] }) // 'https://example.com/rewards/1'
 * @example safeWebViewUrl('javascript:alert(1)', {}) // undefined
 */
export function safeWebViewUrl(url: string | undefined, policy: WebViewPolicy): string | undefined {
  const parsed = parseUrl(url);
  if (!parsed) return undefined;
  const scheme =
    parsed.protocol === 'https:' || (parsed.protocol === 'http:' && loopbackHosts.has(parsed.hostname));
  if (!scheme || parsed.username !== '' || parsed.password !== '') return undefined;
  const { allowedHosts } = policy;
  if (allowedHosts && !allowedHosts.some((host) => host.toLowerCase() === parsed.hostname)) return undefined;
  return parsed.href;
}

function parseUrl(url: string | undefined): URL | undefined {
  if (url === undefined) return undefined;
  // `new URL` rather than `URL.canParse`, which older WebViews and JavaScript engines lack.
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}
