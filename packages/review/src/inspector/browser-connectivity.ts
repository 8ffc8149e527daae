/**
 * Plays "offline" in a browser page for a reviewer: `navigator.onLine` answers what the reviewer chose
 * and the page gets the `online`/`offline` event, which is what the notifications flow (and TanStack
 * Query's `onlineManager`, and most apps) listen to. The network itself stays up. Does nothing where
 * there is no `navigator` or no `dispatchEvent` (Node, React Native).
 */
export function playConnectivity(online: boolean): void {
  const scope = globalThis as { navigator?: object; dispatchEvent?: (event: Event) => boolean };
  if (
    typeof scope.dispatchEvent !== 'function' ||
    typeof scope.navigator !== 'object' ||
    typeof Event !== 'function'
  ) {
    return;
  }
  try {
    Object.defineProperty(scope.navigator, 'onLine', { configurable: true, get: () => online });
  } catch {
    // A navigator that cannot be changed: the event alone still tells listeners.
  }
  scope.dispatchEvent(new Event(online ? 'online' : 'offline'));
}
