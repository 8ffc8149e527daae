import { type RoutePath, routes } from '../../react-app/src/router';

/**
 * The route a LIFF deep link names. LINE opens `https://liff.line.me/<liffId>/redemptions` at the
 * endpoint with `?liff.state=%2Fredemptions`; the real SDK's `init()` moves there itself, the mock does
 * not, so the app reads it too. Only the app's own routes are taken: anything else (another origin, a
 * path it does not have) opens the default page instead of failing.
 */
export function deepLinkRoute(search: string): RoutePath | undefined {
  const state = new URLSearchParams(search).get('liff.state');
  if (!state) return undefined;
  const path = state.split(/[?#]/)[0];
  return routes.find((route) => route.path === path)?.path;
}
