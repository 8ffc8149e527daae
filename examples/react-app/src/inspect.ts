import { createReviewInspector } from '@loyalty-flows/review';
import { createBrowserInspector, createWebSocketInspector } from '@statelyai/inspect';
import { inspecting, reviewServer } from '../../shared/inspect-switch';

const review = inspecting ? reviewServer(import.meta.env) : undefined;
const reviewer = review ? createReviewInspector({ url: review, app: 'react-app' }) : undefined;
const stately = import.meta.env.VITE_INSPECT_SERVER;

/**
 * Where the machines report while the "Inspect" switch is on: the review server (`VITE_REVIEW_SERVER`,
 * which `npm start` sets), else the inspector server at `VITE_INSPECT_SERVER` or the Stately inspector in a
 * pop-up (docs/inspector.md). The bindings redact secrets first.
 */
export const inspect =
  reviewer?.inspect ??
  (inspecting
    ? (stately ? createWebSocketInspector({ url: stately }) : createBrowserInspector()).inspect
    : undefined);

/** The clock of the machines and the client: the reviewer's, moved by "advance clock", while reviewing. */
export const now = reviewer?.now;
