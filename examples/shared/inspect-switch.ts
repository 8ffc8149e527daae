const flag = 'loyalty-flows:inspect';
const reviewKey = 'loyalty-flows:review-server';

/**
 * A reviewer's one step: opening the app with `?inspect` (or `?inspect=on`) turns inspection on, with
 * `?inspect=off` off, and the choice is remembered for the next loads. No control in the app's screens.
 */
function applyInspectParameter(): void {
  const asked = new URLSearchParams(window.location.search).get('inspect');
  if (asked === null) return;
  localStorage.setItem(flag, asked === 'off' ? 'off' : 'on');
}
applyInspectParameter();

/** Whether inspection is on (`?inspect`, or remembered from an earlier load). */
const inspecting = localStorage.getItem(flag) === 'on';

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
 * The review server inspection sends to (docs/inspector.md): one this browser was pointed at
 * (`localStorage['loyalty-flows:review-server']`, as the e2e suite does with a built app), else
 * `VITE_REVIEW_SERVER` (`npm start` sets it). Only an address on this machine is taken. `undefined`: the
 * Stately inspector instead.
 */
function reviewServer(env: ImportMetaEnv): string | undefined {
  const chosen = localStorage.getItem(reviewKey) ?? env.VITE_REVIEW_SERVER;
  return chosen && isLoopbackUrl(chosen) ? chosen : undefined;
}

/** Where an app's machines report, and the clock they run on while a review moves it. */
export interface Inspection<R> {
  inspect?: R;
  now?: () => number;
}

/**
 * The inspector packages as an app loads them (`import('@loyalty-flows/review')`): this folder imports no
 * package, so each app passes the loaders, and a loader runs only when its inspector is chosen.
 */
export interface InspectorModules<T, R> {
  /**
   * Core's redaction (`import('@loyalty-flows/core/inspect')`): the flows take only a redacting inspector.
   * Its `flowEventTypes` are the events a reviewer may send each flow from the review page, its
   * `flowStateDescriptionsTh` the flows' state descriptions the page shows when it is read in Thai, its
   * `flowDeadlineLabels` the flows' deadline fields the page draws as bars, with their labels.
   */
  redaction: () => Promise<{
    createRedactingInspector(inspector: T): R;
    flowEventTypes?: Readonly<Record<string, readonly string[] | undefined>>;
    flowStateDescriptionsTh?: Readonly<Record<string, Readonly<Record<string, string>>>>;
    flowDeadlineLabels?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  }>;
  review: () => Promise<{
    createReviewInspector(options: {
      url: string;
      app: string;
      atlasApp?: string;
      sendable?: Readonly<Record<string, readonly string[] | undefined>>;
      descriptions?: (
        machineId: string,
      ) => Readonly<Record<string, Readonly<Record<string, string>> | undefined>> | undefined;
      deadlines?: Readonly<Record<string, Readonly<Record<string, string>>>>;
    }): { inspect: T; now: () => number };
  }>;
  stately: () => Promise<{
    createBrowserInspector(): { inspect: T };
    createWebSocketInspector(options: { url: string }): { inspect: T };
  }>;
}

/**
 * What the app reports to while inspection is on: the review server when one is set (`reviewServer`), else
 * the Stately inspector (`VITE_INSPECT_SERVER`'s WebSocket, or its pop-up), wrapped by core's redaction.
 * The review server's page may send the flows the events core lists as theirs (`flowEventTypes`), and
 * shows their states' Thai descriptions (`flowStateDescriptionsTh`) when it is read in Thai and their
 * deadline fields as bars (`flowDeadlineLabels`).
 * Only the chosen inspector and the redaction are loaded, so an app with inspection off carries none.
 * Off: nothing, and the machines keep their own clock. The app awaits it before it mounts (`?inspect`
 * applies on load), so its first render already knows where it reports.
 *
 * @example
 * export const { inspect, now } = await chooseInspection(import.meta.env, 'react-app', {
 *   redaction: () => import('@loyalty-flows/core/inspect'),
 *   review: () => import('@loyalty-flows/review'),
 *   stately: () => import('@statelyai/inspect'),
 * });
 */
export async function chooseInspection<T, R>(
  env: ImportMetaEnv,
  app: string,
  load: InspectorModules<T, R>,
): Promise<Inspection<R>> {
  if (!inspecting) return {};
  const { createRedactingInspector, flowEventTypes, flowStateDescriptionsTh, flowDeadlineLabels } =
    await load.redaction();
  const review = reviewServer(env);
  if (review === undefined) {
    const stately = await load.stately();
    const server = env.VITE_INSPECT_SERVER;
    const inspector = server
      ? stately.createWebSocketInspector({ url: server })
      : stately.createBrowserInspector();
    return { inspect: createRedactingInspector(inspector.inspect) };
  }
  // A reviewer may send the flows their public events (core's list), never the machines' own; the page
  // knows xstate, not the flows, so their states' Thai and their deadline fields come from here.
  const { inspect, now } = (await load.review()).createReviewInspector({
    url: review,
    app,
    // The atlas names this project's apps without the suffix (`react-app` is its `react`).
    atlasApp: app.replace(/-app$/, ''),
    sendable: flowEventTypes,
    descriptions: (machineId) => ({ th: flowStateDescriptionsTh?.[machineId] }),
    deadlines: flowDeadlineLabels,
  });
  return { inspect: createRedactingInspector(inspect), now };
}
