import { useEffect, useState } from 'react';

/** The app's routes, in the navigation's order (the label is a text key). */
export const routes = [
  { path: '/otp', label: 'nav.otp' },
  { path: '/redemptions', label: 'nav.redemptions' },
  { path: '/notifications', label: 'nav.notifications' },
] as const;

export type RoutePath = (typeof routes)[number]['path'];

function current(): RoutePath {
  return routes.find((route) => route.path === window.location.pathname)?.path ?? '/otp';
}

/** The current route, following links and the back button (three pages need no router library). */
export function useRoute(): [RoutePath, (path: RoutePath) => void] {
  const [path, setPath] = useState(current);
  useEffect(() => {
    const onPop = () => setPath(current());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const go = (next: RoutePath) => {
    window.history.pushState(null, '', next);
    setPath(next);
  };
  return [path, go];
}
