/**
 * The hosts the web view may open (Interface entries, URL content, link notifications): the
 * comma-separated `VITE_WEB_VIEW_HOSTS`, else this machine's loopback names, where the sandbox serves
 * its pages. Any other address is refused by the flows (not openable, or shown as text).
 */
export function webViewPolicyOf(env: ImportMetaEnv): { allowedHosts: string[] } {
  const hosts = env.VITE_WEB_VIEW_HOSTS?.split(',')
    .map((host) => host.trim())
    .filter(Boolean);
  return { allowedHosts: hosts?.length ? hosts : ['127.0.0.1', 'localhost', '[::1]'] };
}
