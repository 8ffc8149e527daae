import { ref } from 'vue';

/** The app's routes, in the navigation's order (the label is a text key). */
export const routes = [
  { path: '/otp', label: 'nav.otp' },
  { path: '/redemptions', label: 'nav.redemptions' },
  { path: '/notifications', label: 'nav.notifications' },
] as const;

/** One of the app's paths. */
export type RoutePath = (typeof routes)[number]['path'];

function current(): RoutePath {
  return routes.find((route) => route.path === window.location.pathname)?.path ?? '/otp';
}

/** The current route, following links and the back button (three pages need no router library). */
export const route = ref<RoutePath>(current());
window.addEventListener('popstate', () => {
  route.value = current();
});

/** Shows the page at `path` and adds it to the browser's history. */
export function go(path: RoutePath): void {
  window.history.pushState(null, '', path);
  route.value = path;
}
