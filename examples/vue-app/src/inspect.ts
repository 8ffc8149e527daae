import { chooseInspection } from '../../shared/inspect-switch';

/**
 * Where the machines report while inspection is on (`?inspect` in the address), and their clock (docs/inspector.md): the review
 * server (`VITE_REVIEW_SERVER`, which `npm start` sets), else the Stately inspector. Each inspector is a
 * chunk of its own, loaded only when chosen; this module waits for it, so the app mounts once it is known
 * (a top-level await: every browser of the build target has it). Core's redaction, a chunk too, wraps
 * it: the flows take no inspector that does not redact.
 */
export const { inspect, now } = await chooseInspection(import.meta.env, 'vue-app', {
  redaction: () => import('@loyalty-flows/core/inspect'),
  review: () => import('@loyalty-flows/review'),
  // Only the two makers, so the bundler leaves the rest of the package (and of xstate) out of the chunk.
  stately: () =>
    import('@statelyai/inspect').then(({ createBrowserInspector, createWebSocketInspector }) => ({
      createBrowserInspector,
      createWebSocketInspector,
    })),
});
