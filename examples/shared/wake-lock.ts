/**
 * Keeps the screen on while a code is shown at the counter (the Screen Wake Lock API: Chrome and
 * Android WebView 84+, iOS Safari 18.4+), so the phone does not dim while the cashier scans. The lock
 * is taken now, given back when the page is hidden (the browser drops it then anyway) and taken again
 * when the page shows while the code still does. Call the returned function when the code closes.
 * Where the API is missing, or the browser refuses (battery saver), it does nothing: the code shows.
 */
export function keepScreenOn(): () => void {
  const wakeLock = typeof navigator === 'object' ? navigator.wakeLock : undefined;
  if (typeof wakeLock?.request !== 'function' || typeof document?.addEventListener !== 'function') {
    return () => {};
  }
  let held: WakeLockSentinel | undefined;
  let stopped = false;
  const release = () => {
    const sentinel = held;
    held = undefined;
    void sentinel?.release().catch(() => {});
  };
  const acquire = async () => {
    if (stopped || held || document.visibilityState !== 'visible') return;
    try {
      const sentinel = await wakeLock.request('screen');
      // Closed or hidden while the request was out: give it straight back.
      if (stopped || held || document.visibilityState !== 'visible') void sentinel.release();
      else held = sentinel;
    } catch {
      // Refused (battery saver, no user activation): the code still shows, the screen may dim.
    }
  };
  const onVisibilityChange = () => (document.visibilityState === 'visible' ? void acquire() : release());
  document.addEventListener('visibilitychange', onVisibilityChange);
  void acquire();
  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', onVisibilityChange);
    release();
  };
}
