import { createReviewInspector } from '@loyalty-flows/review';
import { createBrowserInspector, createWebSocketInspector } from '@statelyai/inspect';
import { chooseInspection } from '../../shared/inspect-switch';

/**
 * Where the machines report while the "Inspect" switch is on, and their clock (docs/inspector.md): the review
 * server (`VITE_REVIEW_SERVER`, which `npm start` sets), else the Stately inspector. The bindings redact first.
 */
export const { inspect, now } = chooseInspection(import.meta.env, {
  review: (url) => createReviewInspector({ url, app: 'react-app' }),
  stately: (url) => (url ? createWebSocketInspector({ url }) : createBrowserInspector()).inspect,
});
