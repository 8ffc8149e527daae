const flag = 'loyalty-flows:inspect';
const reviewKey = 'loyalty-flows:review-server';

/** Whether the "Inspect" switch is on (it survives the reload that applies it). */
export const inspecting = localStorage.getItem(flag) === 'on';

/** Turns inspection on or off; the machines are created again, with it or without, on reload. */
export function setInspecting(on: boolean): void {
  localStorage.setItem(flag, on ? 'on' : 'off');
  window.location.reload();
}

/** Whether `url` is an http(s) or ws(s) address on this machine: inspection never leaves it. */
function isLoopbackUrl(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return /^(http|ws)s?:$/.test(protocol) && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
  } catch {
    return false;
  }
}

/**
 * The review server the switch sends to (docs/inspector.md): one this browser was pointed at
 * (`localStorage['loyalty-flows:review-server']`, as the e2e suite does with a built app), else
 * `VITE_REVIEW_SERVER` (`npm start` sets it). Only an address on this machine is taken. `undefined`: the
 * Stately inspector instead.
 */
function reviewServer(env: ImportMetaEnv): string | undefined {
  const chosen = localStorage.getItem(reviewKey) ?? env.VITE_REVIEW_SERVER;
  return chosen && isLoopbackUrl(chosen) ? chosen : undefined;
}

/** Where an app's machines report, and the clock they run on while a review moves it. */
export interface Inspection<T> {
  inspect?: T;
  now?: () => number;
}

/**
 * What the app reports to while the switch is on: the review server when one is set (`reviewServer`), else
 * the Stately inspector (`VITE_INSPECT_SERVER`'s WebSocket, or its pop-up). Each app passes the makers, as
 * this folder imports no package. Off: nothing, and the machines keep their own clock.
 */
export function chooseInspection<T>(
  env: ImportMetaEnv,
  open: {
    review: (url: string) => { inspect: T; now: () => number };
    stately: (server: string | undefined) => T;
  },
): Inspection<T> {
  if (!inspecting) return {};
  const review = reviewServer(env);
  if (review === undefined) return { inspect: open.stately(env.VITE_INSPECT_SERVER) };
  const { inspect, now } = open.review(review);
  return { inspect, now };
}
